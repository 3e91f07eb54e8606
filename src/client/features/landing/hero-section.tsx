import { ArrowRight, CheckCircle2 } from 'lucide-react'
import { formatGbp } from '#shared/format'
import { BulletList } from '#client/components/bullet-list'
import { LinkButton } from '#client/components/link-button'

// An illustrative estimate, clearly labelled: 18 m² kitchen in the South East, 20% VAT.
const EXAMPLE = {
  excVatPence: 2_370_000,
  vatPence: 474_000,
  incVatPence: 2_844_000,
  perSqmPence: 131_667,
  lowPence: 2_490_000,
  highPence: 3_310_000,
  breakdown: [
    { label: 'Labour', pence: 1_066_500, share: 45, tone: 'bg-teal-600' },
    { label: 'Materials', pence: 948_000, share: 40, tone: 'bg-amber-400' },
    { label: 'Overhead', pence: 355_500, share: 15, tone: 'bg-navy-400' },
  ],
}

const TRUST_POINTS = ['Estimate in under 3 minutes', 'VAT shown line by line', 'Regional pricing for all UK regions']

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(35_147_131/0.35),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(246_180_75/0.14),transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.1fr_0.9fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-teal-100">
            <span className="size-2 rounded-full bg-amber-400" aria-hidden="true" />
            For UK homeowners, landlords, investors and developers
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]"
          >
            Know what your renovation will really cost
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100 sm:text-xl">
            A professional renovation estimate in under 3 minutes, with regional UK pricing, a clear breakdown and an
            optional investment-grade PDF report, before you talk to builders.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/estimate" variant="accent" size="lg">
              Start Analysis <ArrowRight aria-hidden="true" />
            </LinkButton>
            <LinkButton to="/about" variant="inverse" size="lg">
              {/* docs/product/screens.md names the button; the hidden words say where it goes (WCAG 2.4.4, Lighthouse link-text). */}
              Learn More<span className="sr-only"> about us</span>
            </LinkButton>
          </div>
          <BulletList
            items={TRUST_POINTS}
            className="mt-8 flex flex-col gap-2.5 text-[0.9375rem] text-navy-100 sm:flex-row sm:flex-wrap sm:gap-x-6"
            itemClassName="flex items-center gap-2"
            bullet={<CheckCircle2 className="size-4.5 text-teal-300" aria-hidden="true" />}
          />
        </div>

        <ExampleEstimateCard />
      </div>
    </section>
  )
}

function ExampleEstimateCard() {
  return (
    <figure className="relative mx-auto w-full max-w-md rounded-2xl bg-white p-6 text-ink shadow-2xl ring-1 ring-black/5 sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted">Kitchen renovation · 18 m² · South East</p>
          <p className="mt-1 text-sm font-semibold text-navy-900">Your Renovation Estimate</p>
        </div>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Example</span>
      </div>
      <p className="mt-5 text-sm text-muted">Total including VAT</p>
      <p className="text-4xl font-bold tracking-tight text-navy-900 tabular-nums">
        {formatGbp(EXAMPLE.incVatPence, { wholePounds: true })}
      </p>
      <p className="mt-1 text-sm text-muted">
        Likely range {formatGbp(EXAMPLE.lowPence, { wholePounds: true })} to{' '}
        {formatGbp(EXAMPLE.highPence, { wholePounds: true })}
      </p>
      <dl className="mt-5 grid grid-cols-3 gap-3 border-y border-line py-4 text-sm">
        <div>
          <dt className="text-muted">Exc. VAT</dt>
          <dd className="font-semibold text-navy-900 tabular-nums">
            {formatGbp(EXAMPLE.excVatPence, { wholePounds: true })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">VAT (20%)</dt>
          <dd className="font-semibold text-navy-900 tabular-nums">
            {formatGbp(EXAMPLE.vatPence, { wholePounds: true })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Per m²</dt>
          <dd className="font-semibold text-navy-900 tabular-nums">
            {formatGbp(EXAMPLE.perSqmPence, { wholePounds: true })}
          </dd>
        </div>
      </dl>
      <div className="mt-4">
        <div className="flex h-2.5 overflow-hidden rounded-full" aria-hidden="true">
          {EXAMPLE.breakdown.map((part) => (
            <span key={part.label} className={part.tone} style={{ width: `${part.share}%` }} />
          ))}
        </div>
        <ul className="mt-3 space-y-1.5 text-sm">
          {EXAMPLE.breakdown.map((part) => (
            <li key={part.label} className="flex items-center justify-between">
              <span className="flex items-center gap-2 text-muted">
                <span className={`size-2.5 rounded-full ${part.tone}`} aria-hidden="true" />
                {part.label} ({part.share}%)
              </span>
              <span className="font-medium text-navy-900 tabular-nums">
                {formatGbp(part.pence, { wholePounds: true })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-4 text-xs text-muted">
        Illustrative example. Excluding VAT; overhead is preliminaries, overheads and profit, and fees.
      </figcaption>
    </figure>
  )
}
