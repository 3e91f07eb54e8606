import { BarChart3, Briefcase, ShieldCheck, TrendingUp } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatGbp } from '#shared/format'
import { LandingSection } from './landing-section'

const AVERAGE_SAVING_PENCE = 850_000

const EXTRA_BENEFITS = [
  {
    icon: Briefcase,
    title: 'Portfolio planning',
    body: 'Your dashboard lists each appraised project’s cost, money in, yield and profit, with the portfolio’s totals.',
    link: null,
  },
  {
    icon: ShieldCheck,
    title: 'Risk and contingency',
    body: 'See what is still unknown, and a recommended contingency sized to match, beside the likely figure.',
    link: null,
  },
  {
    icon: BarChart3,
    title: 'ROI analysis',
    body: 'An appraisal on every estimate: money in, profit, yields, the lender’s stress test and BRRR money left in, from your price, rent and finance and the estimate’s own cost and programme.',
    link: { to: '/methodology#appraisal', label: 'How we compute ROI' },
  },
] as const

export function BenefitsSection() {
  return (
    <LandingSection
      name="benefits"
      eyebrow="Why it pays"
      title="Better decisions before the first quote"
      tone="dark"
      className="bg-navy-950 py-16 text-white sm:py-24"
    >
      <dl className="mt-12 grid gap-5 md:grid-cols-2">
        <div className="rounded-card border border-white/10 bg-white/5 p-6 sm:p-7">
          <dt className="text-navy-100">Typical value uplift from targeted improvements</dt>
          <dd className="mt-3 flex items-center gap-2 text-4xl font-bold tracking-tight text-amber-300">
            <TrendingUp className="size-8" aria-hidden="true" /> 15-25%
          </dd>
          <dd className="mt-3 text-sm leading-relaxed text-navy-200">
            A range commonly quoted for well-chosen works, not a figure we measured.{' '}
            <Link to="/methodology#value-uplift" className="font-medium text-white underline underline-offset-2">
              How your own uplift is worked out
            </Link>
          </dd>
        </div>
        <div className="rounded-card border border-white/10 bg-white/5 p-6 sm:p-7">
          <dt className="text-navy-100">Average saving our customers report</dt>
          <dd className="mt-3 text-4xl font-bold tracking-tight text-amber-300">
            {formatGbp(AVERAGE_SAVING_PENCE, { wholePounds: true })}
          </dd>
        </div>
      </dl>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {EXTRA_BENEFITS.map(({ icon: Icon, title, body, link }) => (
          <li key={title} className="flex gap-4">
            <Icon className="mt-0.5 size-6 shrink-0 text-teal-300" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 leading-relaxed text-navy-200">{body}</p>
              {link ? (
                <Link
                  to={link.to}
                  className="mt-2 inline-block text-sm font-medium text-white underline underline-offset-2"
                >
                  {link.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-navy-200">
        Figures describe typical outcomes, not a promise for your project. An estimate is not a quotation, and an
        appraisal is not financial advice.
      </p>
    </LandingSection>
  )
}
