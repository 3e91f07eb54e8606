import { BarChart3, Layers, MapPin, Percent, ShieldQuestion } from 'lucide-react'
import { Link } from 'react-router-dom'
import { REGIONS, VAT_RULES } from '../../../shared/cost-engine/data/factors'
import { projectTypeLabel } from '../../../shared/project-types'
import { HeroPage } from '../../components/hero-page'
import { Card } from '../../components/ui/card'
import { IconCardGrid } from '../../components/icon-card'
import { MEASURED_ACCURACY, MEDIAN_TARGET, RANGE_TARGET, percent, signedPercent } from '../../lib/measured-accuracy'

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
    body: "On top of the measured works come the main contractor's preliminaries, overheads and profit, professional and statutory fees where the work needs them (design, structural engineer, building control, planning, party wall), and a contingency sized by risk: condition, period or listed property, and what is still unknown.",
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

// eslint-disable-next-line max-lines-per-function -- page copy and the measured-accuracy table: static markup, no logic
export function MethodologyPage() {
  const out = MEASURED_ACCURACY.outOfSample.overall
  const inSample = MEASURED_ACCURACY.inSample.overall
  const byType = Object.entries(MEASURED_ACCURACY.outOfSample.byType).sort((a, b) => b[1].n - a[1].n)
  const medianMet = out.medianAbsError !== null && out.medianAbsError <= MEDIAN_TARGET
  const rangeMet = out.rangeContains >= RANGE_TARGET
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
          We check the estimate against {out.n} published UK project costs (whole-project totals and cost-per-m² figures
          from cost guides, contractors, industry cost data and real projects), giving each the inputs a visitor would:
          its project type, size, region, quality and, where the source says, its scope. Our rates come from published
          unit rates, never from these figures. The one thing we measure from them is the width of our range, so the
          headline figures are <strong>out of sample</strong>: every source is scored with ranges measured without it.
          Gaps compare like with like (£/m² with £/m²) and are measured as |ln(ours ÷ published)|, which for small gaps
          is the percentage; a project we cannot price counts as a miss. Measured at a price date of{' '}
          {MEASURED_ACCURACY.priceDate} where a source gives no year.
        </p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <Card className="p-5">
            <dt className="text-sm text-muted">Median gap between our likely figure and the published one</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-900" data-testid="oos-median">
              {percent(out.medianAbsError)}
            </dd>
            <dd className="mt-1 text-sm text-muted">
              Target {percent(MEDIAN_TARGET)} or less: {medianMet ? 'met' : 'not yet met'}. 80% of figures within{' '}
              {percent(out.p80AbsError)}.
            </dd>
          </Card>
          <Card className="p-5">
            <dt className="text-sm text-muted">Published figures inside our own low-high range</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-900" data-testid="oos-range">
              {percent(out.rangeContains)}
            </dd>
            <dd className="mt-1 text-sm text-muted">
              Target {percent(RANGE_TARGET)}: {rangeMet ? 'met' : 'not yet met'}
            </dd>
          </Card>
          <Card className="p-5">
            <dt className="text-sm text-muted">A naive model (median £/m² of the type), scored the same way</dt>
            <dd className="mt-1 text-3xl font-bold text-navy-900" data-testid="naive-median">
              {percent(out.naiveMedianAbsError)}
            </dd>
            <dd className="mt-1 text-sm text-muted">
              {out.n} figures scored, {out.failed} we could not price. In sample (ranges measured on every source):
              median {percent(inSample.medianAbsError)}, range {percent(inSample.rangeContains)}.
            </dd>
          </Card>
        </dl>
        <p className="mt-4 max-w-3xl text-sm leading-relaxed text-muted">
          The median gap means half of the published figures are closer to our likely figure than this and half are
          further away. Published sources disagree with each other, sometimes by a factor of two, so no model can match
          all of them: if we set each project type&rsquo;s level to fit these very figures (we don&rsquo;t), the median
          gap would still be{' '}
          <span data-testid="floor-in-sample">{percent(MEASURED_ACCURACY.dispersionFloor.inSample)}</span>, and{' '}
          {percent(MEASURED_ACCURACY.dispersionFloor.outOfSample)} when each source is left out of that fit. The table
          shows where we run high or low. An estimate is not a quotation:{' '}
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
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Accuracy by project type, out of sample</caption>
            <thead className="bg-navy-50 text-navy-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Project type
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Figures
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Median gap
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  80% within
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Inside our range
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  We run
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Naive model
                </th>
              </tr>
            </thead>
            <tbody>
              {byType.map(([type, row]) => (
                <tr key={type} className="border-t border-line">
                  <th scope="row" className="px-4 py-2.5 font-medium text-navy-900">
                    {projectTypeLabel(type)}
                  </th>
                  <td className="px-4 py-2.5 text-right tabular-nums">{row.n}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{percent(row.medianAbsError)}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{percent(row.p80AbsError)}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{percent(row.rangeContains)}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">
                    {row.n - row.failed > 0 ? signedPercent(row.bias) : '–'}
                  </td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{percent(row.naiveMedianAbsError)}</td>
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
    </HeroPage>
  )
}
