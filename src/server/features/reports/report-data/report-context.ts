import { costPerSqm } from '#shared/cost-engine/cost-per-sqm'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { CostPlan } from '#shared/cost-engine/types'
import { vatLines } from '#shared/cost-engine/vat-lines'
import { addMonths, formatReportDate, gbp0, t } from './format'
import type { BuildReportDataInput } from './types'

/** The figures more than one page prints, worked out once so every page prints the same ones. */
export interface ReportContext extends BuildReportDataInput {
  sizeSqm: number
  /** The floor the plan measured: `sizeSqm`, or the room of the house the brief was priced as (decisions 065, 070). */
  measuredSqm: number
  /** Whole pounds per m² of the floor measured (`sizeSqm`, or the room of the house the brief was priced as). */
  perSqm: (pence: number) => string
  priceDateLabel: string
  validUntil: string
  excVat: number
  vatRate: number
  vatLabel: string
  address: string
  perSqmFigures: ReturnType<typeof costPerSqm>
  /** Measured works + preliminaries + overheads and profit: the builder's price. */
  constructionPence: number
  /** What the plan's own total differs from the sum of its parts, so the printed rows always add up. */
  roundingPence: number
  vatByRate: ReturnType<typeof vatLines>
  vatLineLabel: (line: ReturnType<typeof vatLines>[number]) => string
  risksByImpact: CostPlan['risks']
  savingsByValue: CostPlan['savings']
}

/** Throws RangeError if the price date is not a valid date. */
export function buildReportContext(input: BuildReportDataInput): ReportContext {
  const { plan, estimate, report } = input
  const sizeSqm = estimate.sizeSqm > 0 ? estimate.sizeSqm : plan.input.sizeSqm
  // Per m² of the floor measured: a room of the house where the brief was priced as one (decisions 065, 070).
  const measuredSqm = plan.facts.measuredSqm ?? sizeSqm
  const vatRate = plan.vat.ratePercent
  // Cost build-up, reconciled to the plan's own total so the printed rows always add up.
  const constructionPence = plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence
  // The likely figure is the builder's price plus fees; the contingency is advice beside it (docs/product/decisions.md).
  const builtUp = constructionPence + plan.feesPence
  // One VAT line per rate: a 5% job still pays 20% on its professional fees.
  const vatByRate = vatLines(plan, DEFAULT_RATES)
  return {
    ...input,
    sizeSqm,
    measuredSqm,
    perSqm: (pence: number) => gbp0(measuredSqm > 0 ? pence / measuredSqm : 0),
    priceDateLabel: formatReportDate(report.priceDate),
    validUntil: formatReportDate(addMonths(report.priceDate, 3)),
    excVat: plan.totalExcVatPence,
    vatRate,
    vatLabel: vatRate === 20 ? '20% (standard rate)' : vatRate === 5 ? '5% (reduced rate)' : '0% (zero rate)',
    address: estimate.propertyAddress?.trim() ? t(estimate.propertyAddress) : 'Address not given',
    // One definition of cost per m² (shared with the estimate API and the web result): both figures, each labelled.
    perSqmFigures: costPerSqm(plan, measuredSqm),
    constructionPence,
    roundingPence: plan.totalExcVatPence - builtUp,
    vatByRate,
    vatLineLabel: (l) =>
      vatByRate.length > 1 ? `VAT at ${l.ratePercent}% on ${l.appliesTo}` : `VAT at ${l.ratePercent}%`,
    risksByImpact: [...plan.risks].sort((a, b) => b.impactPence - a.impactPence || a.id.localeCompare(b.id)),
    savingsByValue: [...plan.savings].sort((a, b) => b.savingPence - a.savingPence || a.id.localeCompare(b.id)),
  }
}
