import { BarChart3, Layers, MapPin, Percent, ShieldQuestion } from 'lucide-react'
import { Link } from 'react-router-dom'
import accuracy from '../../../shared/cost-engine/data/accuracy-results.json'
import { REGIONS, VAT_RULES } from '../../../shared/cost-engine/data/factors'
import { projectTypeLabel } from '../../../shared/project-types'
import { PageHero } from '../../components/page-hero'
import { PageTitle } from '../../components/page-title'
import { Card } from '../../components/ui/card'
import { IconCard } from '../../components/icon-card'

// The figures on this page come from `npm run accuracy --write` (src/shared/cost-engine/data/accuracy-results.json);
// a test fails if that file no longer matches a fresh run, so the page cannot show stale numbers.

const MEDIAN_TARGET_PCT = 15
const RANGE_TARGET_PCT = 80

const STEPS = [
  {
    icon: Layers,
    title: 'An elemental cost plan',
    body: 'Each project is broken into work items in RICS NRM1 element order (strip-out, structure, roof, windows, services, finishes, fittings, external works). Each item has a quantity derived from the floor area and the type of project, a unit rate, and a labour, materials and plant split.',
  },
  {
    icon: Percent,
    title: 'On-costs, fees and risk',
    body: "On top of the measured works come the main contractor's preliminaries, overheads and profit, professional and statutory fees where the work needs them (design, structural engineer, building control, planning, party wall), and a contingency sized by risk: condition, period or listed property, and what is still unknown.",
  },
  {
    icon: MapPin,
    title: 'Location and price date',
    body: 'Rates are UK averages at a stated price base. A regional location factor adjusts them for where the property is, and a tender price index brings them to today.',
  },
  {
    icon: ShieldQuestion,
    title: 'A range that narrows',
    body: 'Every open cost driver (is a rewire needed? is there damp? is a wall load-bearing?) widens the low-high range. Answering the smart questions removes those unknowns, so the range narrows and the confidence rises.',
  },
] as const

interface AccuracyRow {
  projectType: string
  errorPct: number
  inRange: boolean | null
}

function summariseByType(rows: AccuracyRow[]) {
  const byType = new Map<string, AccuracyRow[]>()
  for (const row of rows) byType.set(row.projectType, [...(byType.get(row.projectType) ?? []), row])
  return [...byType.entries()]
    .map(([type, list]) => {
      const errors = list.map((r) => Math.abs(r.errorPct)).sort((a, b) => a - b)
      const mid = Math.floor(errors.length / 2)
      const median = errors.length % 2 ? errors[mid]! : (errors[mid - 1]! + errors[mid]!) / 2
      const ranges = list.filter((r) => r.inRange !== null)
      return {
        type,
        rows: list.length,
        medianErrorPct: Math.round(median * 10) / 10,
        rangesHit: ranges.filter((r) => r.inRange).length,
        rangesCompared: ranges.length,
      }
    })
    .sort((a, b) => b.rows - a.rows)
}

const pct = (n: number) => `${n.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`

export function MethodologyPage() {
  const byType = summariseByType(accuracy.rows as AccuracyRow[])
  const medianMet = accuracy.medianAbsErrorPct <= MEDIAN_TARGET_PCT
  const rangeMet = accuracy.rangeHitPct >= RANGE_TARGET_PCT
  return (
    <>
      <PageTitle title="Methodology and measured accuracy" />
      <PageHero eyebrow="Methodology" title="How our estimates are built, and how close they land">
        <p>
          The method a UK quantity surveyor would use for an early cost plan, applied to your project in seconds, and
          checked against published UK cost data. Here are the method and the measured results, including where we fall
          short.
        </p>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <section aria-labelledby="method-heading">
          <h2 id="method-heading" className="text-2xl font-bold tracking-tight text-navy-900">
            The method
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {STEPS.map((item) => (
              <IconCard key={item.title} {...item} />
            ))}
          </div>
        </section>

        <section aria-labelledby="accuracy-heading" className="mt-14">
          <div className="flex items-center gap-3">
            <BarChart3 className="size-6 text-teal-700" aria-hidden="true" />
            <h2 id="accuracy-heading" className="text-2xl font-bold tracking-tight text-navy-900">
              Measured accuracy
            </h2>
          </div>
          <p className="mt-3 max-w-3xl leading-relaxed text-muted">
            We price every usable row of our calibration set of published UK renovation costs (cost guides, contractor
            price lists, industry cost data and real projects) through the same inputs a visitor gives, and compare.
            Rows without a figure, or for single trades we do not estimate on their own, are skipped. Figures are at a
            price date of {accuracy.priceDate} where the source gives no year.
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <Card className="p-5">
              <dt className="text-sm text-muted">Median error against the published figure</dt>
              <dd className="mt-1 text-3xl font-bold text-navy-900">{pct(accuracy.medianAbsErrorPct)}</dd>
              <dd className="mt-1 text-sm text-muted">
                Target {MEDIAN_TARGET_PCT}% or less: {medianMet ? 'met' : 'not yet met'}
              </dd>
            </Card>
            <Card className="p-5">
              <dt className="text-sm text-muted">Published ranges our likely figure falls in</dt>
              <dd className="mt-1 text-3xl font-bold text-navy-900">{pct(accuracy.rangeHitPct)}</dd>
              <dd className="mt-1 text-sm text-muted">
                {accuracy.rangesCompared} ranges; target {RANGE_TARGET_PCT}%: {rangeMet ? 'met' : 'not yet met'}
              </dd>
            </Card>
            <Card className="p-5">
              <dt className="text-sm text-muted">Published data points priced</dt>
              <dd className="mt-1 text-3xl font-bold text-navy-900">{accuracy.rowsPriced}</dd>
              <dd className="mt-1 text-sm text-muted">
                {accuracy.rowsSkipped} skipped; {pct(accuracy.withinFifteenPct)} of rows within 15%
              </dd>
            </Card>
          </dl>
          <p className="mt-4 max-w-3xl text-sm leading-relaxed text-muted">
            Our marketing says estimates are typically within 10-15%. That is the median error above, for a typical,
            well-described project: half of the published figures are closer than that and half are further away.
            Published sources disagree with each other, sometimes by a factor of two, so no model can match all of them.
            An estimate is not a quotation:{' '}
            <Link to="/disclaimer" className="font-medium text-teal-800 underline underline-offset-2">
              read the disclaimer
            </Link>
            .
          </p>

          <div
            className="mt-6 overflow-x-auto rounded-card border border-line bg-white"
            tabIndex={0}
            role="region"
            aria-label="Accuracy by project type (scrolls sideways on small screens)"
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Accuracy by project type</caption>
              <thead className="bg-navy-50 text-navy-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Project type
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Data points
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Median error
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Ranges hit
                  </th>
                </tr>
              </thead>
              <tbody>
                {byType.map((row) => (
                  <tr key={row.type} className="border-t border-line">
                    <th scope="row" className="px-4 py-2.5 font-medium text-navy-900">
                      {projectTypeLabel(row.type)}
                    </th>
                    <td className="px-4 py-2.5 text-right tabular-nums">{row.rows}</td>
                    <td className="px-4 py-2.5 text-right tabular-nums">{pct(row.medianErrorPct)}</td>
                    <td className="px-4 py-2.5 text-right tabular-nums">
                      {row.rangesCompared ? `${row.rangesHit} of ${row.rangesCompared}` : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
      </div>
    </>
  )
}
