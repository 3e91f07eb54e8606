import { Info, Percent, Receipt, Ruler, ShieldCheck } from 'lucide-react'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { ONLY_THE_WORK_NAMED, scopeDescription, SCOPE_VALUES } from '#shared/scope'
import type { Scope } from '#shared/cost-engine/types'
import { confidencePercent, formatPounds, formatVatRate, likelyPosition } from '../lib/result-format'
import { DetailItem } from '#client/components/detail-item'
import { ValueBar } from '#client/components/ui/value-bar'

/** The three figures under the total, each a tile on the dark card. */
const FIGURE = {
  className: 'rounded-lg bg-white/8 px-4 py-3 ring-1 ring-white/10',
  termClassName: 'flex items-center gap-1.5 text-sm text-navy-100 [&_svg]:size-4',
  valueClassName: 'mt-0.5 text-xl font-semibold tabular-nums',
}

/** The headline: total including VAT, excluding VAT, per m², the low–high range, confidence and VAT. */
export function CostSummary({ estimate }: { estimate: EstimateResponse }) {
  // A brief priced as another job than the type chosen: one trade's, small works, a room or new space (decisions 050,
  // 065, 070, 071).
  const pricedAs = estimate.drivers.find((d) => d.key === 'sole_trade')
  const alsoPriced = estimate.drivers.filter((d) => d.key.startsWith('added_space:'))
  return (
    <section
      aria-labelledby="cost-summary-heading"
      className="overflow-hidden rounded-card bg-gradient-to-br from-navy-900 to-navy-800 text-white shadow-lift"
    >
      <div className="p-6 sm:p-8">
        <h3 id="cost-summary-heading" className="text-sm font-semibold tracking-wide text-teal-200 uppercase">
          Total cost including VAT
        </h3>
        <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-testid="total-inc-vat">
          {formatPounds(estimate.totalCostIncludingVAT, { whole: true })}
        </p>
        <p className="mt-2 text-[0.9375rem] text-navy-100">
          Likely figure: {estimate.projectTypeLabel}, {estimate.sizeSqm} m² in {estimate.regionLabel},{' '}
          {formatPriceDate(estimate.priceDate)}.
        </p>
        <p className="mt-1 text-[0.9375rem] text-navy-100" data-testid="scope-summary">
          {estimate.scope.stated ? (
            <>
              Scope: <span className="font-semibold text-white">{estimate.scope.label}</span>
              {scopeDescriptionOf(estimate.scope.value)
                ? ` (${lowerFirst(scopeDescriptionOf(estimate.scope.value))})`
                : ''}
              .
            </>
          ) : pricedAs ? (
            <>
              {pricedAs.label}
              {estimate.scope.label === ONLY_THE_WORK_NAMED ? null : (
                <>
                  {' '}
                  (<span className="font-semibold text-white">{estimate.scope.label}</span>)
                </>
              )}
              : only the work your description names, with a range across its plausible scopes.
            </>
          ) : (
            <>
              Scope not stated: priced as{' '}
              {estimate.scope.fromDescription ? 'what your description lists' : 'a typical job'} (
              <span className="font-semibold text-white">{estimate.scope.label}</span>), with a range across the
              plausible scopes.
            </>
          )}
          {alsoPriced.map((d) => ` ${d.label}.`)}
        </p>

        <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <DetailItem {...FIGURE} icon={<Receipt aria-hidden="true" />} term="Excluding VAT" testId="total-exc-vat">
            {formatPounds(estimate.totalCostExcludingVAT, { whole: true })}
          </DetailItem>
          <DetailItem
            {...FIGURE}
            icon={<Percent aria-hidden="true" />}
            term={`VAT at ${estimate.vatRate}%`}
            testId="vat-amount"
          >
            {formatPounds(estimate.vatAmount, { whole: true })}
          </DetailItem>
          <DetailItem {...FIGURE} icon={<Ruler aria-hidden="true" />} term="Cost per m²" testId="cost-per-sqm">
            <PerSqm estimate={estimate} vat="exc" className="block" />
            <PerSqm estimate={estimate} vat="inc" className="block text-base" />
            {estimate.measuredSqm === estimate.sizeSqm ? null : (
              <span className="mt-1 block text-sm font-normal text-navy-100" data-testid="cost-per-sqm-floor">
                over the {estimate.measuredSqm} m² priced
              </span>
            )}
          </DetailItem>
        </dl>

        <LikelyRange range={estimate.range} />
        <ContingencyAdvice estimate={estimate} />
      </div>

      <ConfidenceAndVat estimate={estimate} />
    </section>
  )
}

/** The estimate's cost per m² excluding or including VAT, whole pounds, with 'exc VAT' or 'inc VAT' after it. */
function PerSqm({ estimate, vat, className }: { estimate: EstimateResponse; vat: 'exc' | 'inc'; className: string }) {
  const pounds = vat === 'exc' ? estimate.costPerSqmExcludingVAT : estimate.costPerSqmIncludingVAT
  return (
    <span className={className}>
      <span data-testid={`cost-per-sqm-${vat}-vat`}>{formatPounds(pounds, { whole: true })}</span>{' '}
      <span className="text-sm font-normal text-navy-100">{`${vat} VAT`}</span>
    </span>
  )
}

/** The recommended contingency beside the likely figure (never in it) and the budget it makes. */
function ContingencyAdvice({ estimate }: { estimate: EstimateResponse }) {
  return (
    <div className="mt-6 rounded-lg bg-white/8 px-4 py-3 ring-1 ring-white/10" data-testid="contingency-advice">
      <h4 className="text-sm font-semibold text-white">
        Recommended contingency: {estimate.contingency.rate}% (
        {formatPounds(estimate.contingency.amount, { whole: true })} excluding VAT)
      </h4>
      <p className="mt-1 text-[0.9375rem] text-navy-100">
        Not in the likely figure: keep it aside for what opening up reveals. Budget including contingency:{' '}
        <span className="font-semibold text-white tabular-nums" data-testid="budget-inc-contingency">
          {formatPounds(estimate.budgetIncludingContingency, { whole: true })}
        </span>{' '}
        including VAT.
      </p>
    </div>
  )
}

/** The low–high bar with the likely figure marked on it, then low, likely (for screen readers) and high. */
function LikelyRange({ range }: { range: EstimateResponse['range'] }) {
  const position = likelyPosition(range)
  return (
    <div className="mt-7">
      <h4 className="text-sm font-semibold text-white">Likely range (including VAT)</h4>
      <div className="relative mt-8 h-2.5 rounded-full bg-gradient-to-r from-teal-300/70 via-teal-300 to-amber-300/80">
        <div
          className="absolute -top-7 -translate-x-1/2 rounded bg-white px-1.5 py-0.5 text-xs font-bold whitespace-nowrap text-navy-900 tabular-nums"
          style={{ left: `${Math.min(85, Math.max(15, position))}%` }}
          aria-hidden="true"
        >
          Likely {formatPounds(range.likely, { whole: true })}
        </div>
        <div
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-navy-900 bg-white"
          style={{ left: `${position}%` }}
          aria-hidden="true"
        />
      </div>
      <dl className="mt-2 flex justify-between text-sm tabular-nums">
        <RangeEnd label="Low" pounds={range.low} testId="range-low" />
        <div className="sr-only">
          <dt>Likely</dt>
          <dd>{formatPounds(range.likely, { whole: true })}</dd>
        </div>
        <RangeEnd label="High" pounds={range.high} testId="range-high" className="text-right" />
      </dl>
    </div>
  )
}

function RangeEnd({
  label,
  pounds,
  testId,
  className,
}: {
  label: string
  pounds: number
  testId: string
  className?: string
}) {
  return (
    <div className={className}>
      <dt className="text-navy-200">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {formatPounds(pounds, { whole: true })}
      </dd>
    </div>
  )
}

/** The card's foot: how confident the range is, and which VAT rate applies and why. */
function ConfidenceAndVat({ estimate }: { estimate: EstimateResponse }) {
  const confidence = confidencePercent(estimate.confidence)
  return (
    <div className="grid gap-px bg-white/10 sm:grid-cols-2">
      <div className="bg-navy-900/60 p-5 sm:px-8">
        <div className="flex items-center justify-between gap-3">
          <h4 className="flex items-center gap-2 text-sm font-semibold">
            <ShieldCheck className="size-4 text-teal-200" aria-hidden="true" />
            Confidence
          </h4>
          <span className="text-lg font-bold tabular-nums" data-testid="confidence">
            {confidence}%
          </span>
        </div>
        <ValueBar
          role="meter"
          aria-label="Confidence"
          value={confidence}
          valueText={`${confidence}%`}
          className="mt-2 h-2 bg-white/15"
          fillClassName="bg-teal-300"
        />
        <p className="mt-2 text-sm leading-relaxed text-navy-100">
          The range is the measured spread of published costs for this kind of project; it is wider until you say how
          much work it is.
        </p>
      </div>
      <div className="bg-navy-900/60 p-5 sm:px-8">
        <h4 className="flex items-center gap-2 text-sm font-semibold">
          <Info className="size-4 text-teal-200" aria-hidden="true" />
          <span data-testid="vat-rate">{formatVatRate(estimate.vatRate)}</span>
        </h4>
        <p className="mt-2 text-sm leading-relaxed text-navy-100">
          {estimate.vatReason}
          {estimate.vatReference ? <span className="text-navy-200"> ({estimate.vatReference})</span> : null}
        </p>
      </div>
    </div>
  )
}

function formatPriceDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return 'at current prices'
  return `at ${new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)} prices`
}

function scopeDescriptionOf(value: string): string {
  return (SCOPE_VALUES as readonly string[]).includes(value) ? scopeDescription(value as Scope).replace(/\.$/, '') : ''
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
