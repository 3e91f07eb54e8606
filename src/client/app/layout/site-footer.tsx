import { Link } from 'react-router-dom'
import { LogoMark } from '#client/components/logo'
import { FOOTER_NAV, SITE } from '#client/lib/site'

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="col-span-full max-w-sm lg:col-span-1">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-md font-bold text-white">
              <LogoMark className="ring-1 ring-white/20 rounded-[7px]" />
              <span>{SITE.name}</span>
            </Link>
            <p className="mt-4 text-sm leading-relaxed text-navy-200">
              Renovation cost estimates with regional UK pricing and VAT shown line by line, for homeowners, landlords,
              investors and developers.
            </p>
          </div>
          {FOOTER_NAV.map((group) => (
            <nav key={group.heading} aria-label={`Footer: ${group.heading}`}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
              <ul className="mt-4 space-y-2.5">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="rounded-sm text-sm text-navy-200 hover:text-white hover:underline">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 border-t border-white/10 pt-6 text-sm text-navy-200">
          <p className="max-w-3xl leading-relaxed">
            Estimates are guidance for budgeting, not quotations, surveys or valuations, and are not RICS-regulated
            advice. Always get written quotes from qualified builders before you commit.{' '}
            <Link to="/disclaimer" className="text-white underline underline-offset-2">
              Read the disclaimer
            </Link>
            .
          </p>
          <p className="mt-4">
            © {SITE.copyrightYear} {SITE.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
