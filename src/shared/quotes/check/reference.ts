import { preliminariesPercentPence } from '#shared/cost-engine/preliminaries'
import type { CostPlan, LineItem } from '#shared/cost-engine/types'
import type { PenceRange } from './quote-check'

/** One work item of the estimate, priced as a builder would quote it (on-costs spread in), with its range. */
export interface ReferenceItem {
  id: string
  elementCode: string
  elementName: string
  trade: string
  description: string
  range: PenceRange
  isProvisionalSum: boolean
}

/** What a quote is checked against: the estimate reduced to what a builder's quote holds. */
export interface QuoteCheckReference {
  source: 'estimate' | 'new'
  estimateId: string | null
  label: string
  items: ReferenceItem[]
  /** The builder's work: exc VAT, professional fees left out. */
  builderRange: PenceRange
  vat: { ratePercent: number; reason: string; reference: string }
}

/** A range from a likely figure and the estimate's band (low/likely and high/likely of its own range). */
export function bandRange(likelyPence: number, band: { low: number; high: number }): PenceRange {
  return {
    lowPence: Math.round(likelyPence * band.low),
    likelyPence: Math.round(likelyPence),
    highPence: Math.round(likelyPence * band.high),
  }
}

export function sumRanges(ranges: readonly PenceRange[]): PenceRange {
  return ranges.reduce(
    (a, r) => ({
      lowPence: a.lowPence + r.lowPence,
      likelyPence: a.likelyPence + r.likelyPence,
      highPence: a.highPence + r.highPence,
    }),
    { lowPence: 0, likelyPence: 0, highPence: 0 },
  )
}

/**
 * The estimate as a builder's quote would price it. A builder's rates carry their site costs, overheads and profit,
 * so each item's likely figure is the engine's measured line plus its share of preliminaries and OH&P (pro rata to
 * the measured works). Professional fees (architect, engineer, building control) are the client's and are left out
 * of the builder's total. Each item's range is its likely figure widened by the estimate's own range band
 * (low/likely and high/likely, exc VAT): one band for the job, applied line by line.
 */
export function referenceFromPlan(
  plan: CostPlan,
  meta: { source: 'estimate' | 'new'; estimateId: string | null; label: string },
): QuoteCheckReference {
  const measured = plan.measuredWorksPence
  // The preliminaries priced as items (the access scaffold) are the builder's own lines at their own price; the rest
  // of the preliminaries and the OH&P are shared over the measured lines.
  const itemised = plan.preliminaries.items ?? []
  const onCostFactor = measured > 0 ? 1 + (preliminariesPercentPence(plan) + plan.overheadsProfit.pence) / measured : 1
  const likely = plan.totalExcVatPence
  const band =
    likely > 0
      ? { low: plan.range.lowExcVatPence / likely, high: plan.range.highExcVatPence / likely }
      : { low: 1, high: 1 }
  const item = (l: LineItem, factor: number): ReferenceItem => ({
    id: l.id,
    elementCode: l.elementCode,
    elementName: l.elementName,
    trade: l.trade,
    description: l.description,
    range: bandRange(l.totalPence * factor, band),
    isProvisionalSum: l.isProvisionalSum,
  })
  const items = [...plan.lineItems.map((l) => item(l, onCostFactor)), ...itemised.map((l) => item(l, 1))]
  return {
    ...meta,
    items,
    builderRange: bandRange(likely - plan.feesPence, band),
    vat: { ratePercent: plan.vat.ratePercent, reason: plan.vat.reason, reference: plan.vat.reference },
  }
}
