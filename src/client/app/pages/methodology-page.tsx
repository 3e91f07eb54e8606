import { BarChart3, Layers, MapPin, Percent, ShieldQuestion } from 'lucide-react'
import { Link } from 'react-router-dom'
import { REGIONS, VAT_RULES } from '#shared/cost-engine/data/factors'
import { HeroPage } from '#client/components/hero-page'
import { IconCardGrid } from '#client/components/icon-card'
import { AccuracySetCard } from '#client/components/accuracy-set-card'
import { MEASURED_ACCURACY, MEASURED_ON } from '#client/lib/measured-accuracy'
import { MethodologyAppraisal } from './methodology-appraisal'

// Every figure on this page comes from src/client/lib/measured-accuracy.ts (the stored `npm run accuracy` result).

const STEPS = [
  {
    icon: Layers,
    title: 'An elemental cost plan',
    body: 'Each project is broken into work items in RICS NRM1 element order (strip-out, structure, roof, windows, services, finishes, fittings, external works). Each item has a quantity derived from the floor area and the type of project, a unit rate, and a labour, materials and plant split.',
  },
  {
    icon: Percent,
    title: 'On-costs, fees and risk',
    body: "Every rate says its basis: a trade's published price (its own overheads and margin included) or labour and materials at cost. Where a builder runs several trades, its preliminaries apply, and its overheads and profit only to what it buys at cost. Professional and statutory fees are added where the work needs them (design, structural engineer, building control, planning, party wall). The likely figure is that price plus fees and VAT; the contingency, sized by risk (condition, period or listed property, what is still unknown), is a recommended allowance shown beside it, never inside it.",
  },
  {
    icon: MapPin,
    title: 'Location and price date',
    body: 'Rates are UK averages at a stated price base. A regional location factor adjusts them for where the property is, and a tender price index brings them to today.',
  },
  {
    icon: ShieldQuestion,
    title: 'A range measured, not assumed',
    body: 'The low-high range is the spread of published UK costs around our likely figure, measured for each family of projects, kept apart for jobs whose scope was stated and jobs where it was not. Until you say how much work it is, the likely figure is the job your project type usually means and the range also covers the scopes either side; telling us the scope narrows it.',
  },
] as const

// eslint-disable-next-line max-lines-per-function -- page copy: static markup, no logic
export function MethodologyPage() {
  return (
    <HeroPage
      title="How our estimates are built, and how close they land"
      documentTitle="Methodology and measured accuracy"
      description="How our renovation estimates are built from regional UK rates, and how close they land: accuracy measured against published UK project costs."
      eyebrow="Methodology"
      intro={
        <p>
          The method a UK quantity surveyor would use for an early cost plan, applied to your project in seconds, and
          checked against published UK cost data. Here are the method and the measured results, including where we fall
          short.
        </p>
      }
      className="py-12 sm:py-16"
    >
      <section aria-labelledby="method-heading">
        <h2 id="method-heading" className="text-2xl font-bold tracking-tight text-navy-900">
          The method
        </h2>
        <IconCardGrid items={STEPS} className="mt-6 grid gap-5 md:grid-cols-2" />
      </section>

      <section aria-labelledby="accuracy-heading" className="mt-14">
        <div className="flex items-center gap-3">
          <BarChart3 className="size-6 text-teal-700" aria-hidden="true" />
          <h2 id="accuracy-heading" className="text-2xl font-bold tracking-tight text-navy-900">
            Measured accuracy
          </h2>
        </div>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">
          We price published UK project costs (whole-project totals and cost-per-m² figures from cost guides,
          contractors, industry cost data and real projects) through the same form a visitor uses: its project type,
          size where the source gives it (else a typical size), region, quality and, where the source says, its scope. A
          cost per m² is compared with ours per m², a total with our total. Where a source does not say whether VAT is
          included we compare with the midpoint of our figures with and without VAT, and our figure is brought back to
          the year the source was published. Figures for a whole-UK average are compared with the middle of our nine
          regions. The gap is the ratio between the two (ours ÷ published, whichever way round): a gap of 50% means one
          figure is one and a half times the other. A project we cannot price counts as a 100% miss, outside our range.
          The range is the one every estimate shows, with no allowance added.
        </p>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">
          Beside every figure is a <strong>naive model</strong> scored on the same rows: it predicts each published
          figure as the median of the other published figures of the same project type and basis. An estimator worth
          using should beat it. Measured on{' '}
          <time dateTime={MEASURED_ACCURACY.measuredOn} data-testid="accuracy-date">
            {MEASURED_ON}
          </time>
          .
        </p>
        <div className="mt-6 grid gap-6">
          {MEASURED_ACCURACY.sets.map((set) => (
            <AccuracySetCard key={set.file} set={set} byType="open" />
          ))}
        </div>
        <p className="mt-4 max-w-3xl text-sm leading-relaxed text-muted">
          The median gap means half of the published figures are closer to our likely figure than this and half are
          further away. &ldquo;We run&rdquo; is the middle of our signed gaps for the type: above zero, we tend to price
          higher than the published figures. Published sources disagree with each other, so read a type with few figures
          with care. An estimate is not a quotation:{' '}
          <Link to="/disclaimer" className="font-medium text-teal-800 underline underline-offset-2">
            read the disclaimer
          </Link>
          .
        </p>
      </section>

      <div className="mt-14 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="regions-heading">
          <h2 id="regions-heading" className="text-xl font-bold tracking-tight text-navy-900">
            Location factors
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            Relative to the UK average (1.00). Each factor&rsquo;s source is recorded with it in our rate data.
          </p>
          <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white text-sm">
            {[...REGIONS]
              .sort((a, b) => b.factor - a.factor)
              .map((r) => (
                <li key={r.key} className="flex justify-between px-4 py-2">
                  <span className="text-navy-900">{r.label}</span>
                  <span className="tabular-nums">{r.factor.toFixed(2)}</span>
                </li>
              ))}
          </ul>
        </section>
        <section aria-labelledby="vat-heading">
          <h2 id="vat-heading" className="text-xl font-bold tracking-tight text-navy-900">
            VAT: the rate and the reason
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            Every estimate states which rule applies. Professional fees stay at 20% and statutory fees carry none.
          </p>
          <ul className="mt-4 space-y-3 text-sm">
            {VAT_RULES.map((rule) => (
              <li key={rule.id} className="rounded-card border border-line bg-white p-4">
                <p className="font-semibold text-navy-900">{rule.ratePercent}% VAT</p>
                <p className="mt-1 leading-relaxed text-muted">{rule.reason}</p>
                <p className="mt-1 text-xs text-muted">{rule.reference}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <MethodologyAppraisal />
    </HeroPage>
  )
}
