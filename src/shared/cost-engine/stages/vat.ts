import type { CostPlan, VatRatePercent } from '../types'
import { determineVat, standardVatPercent } from '../vat'
import type { Job } from './measure'
import { pct, type OnCosts } from './on-costs'
import type { Works } from './price-lines'
import type { ExcVatRange } from './range'

export interface Vat {
  ratePercent: VatRatePercent
  /** The VAT rule applied to the works (its id is the plan's VAT category). */
  ruleId: string
  pence: number
  reason: string
  reference: string
  totalIncVatPence: number
  /** The range on both bases, each bound never on the wrong side of the likely figure. */
  range: CostPlan['range']
}

/** Energy-saving works (VAT Notice 708/6) beside a heat pump: cavity wall and loft insulation (decision 066). */
const ENERGY_SAVING_FLAGS = ['cavity_insulation', 'loft_insulation_topup'] as const

function energySavingPence(works: Works, heatPump: boolean): number {
  const on = works.onByFlag
  const insulation = ENERGY_SAVING_FLAGS.reduce((sum, flag) => sum + (on[flag] ?? 0), 0)
  return (heatPump ? (on.heat_pump ?? 0) : 0) + insulation
}

/**
 * Stage 6, VAT: the works at the project's rate (VAT Notice 708, ../vat.ts), professional fees at the standard rate,
 * statutory fees outside the scope; the range carried to VAT-inclusive figures at the same ratio.
 */
export function addVat({
  job,
  works,
  onCosts,
  range,
}: {
  job: Job
  works: Works
  onCosts: OnCosts
  range: ExcVatRange
}): Vat {
  const { rates, drivers: r } = job
  const measured = works.measuredPence
  const decision = determineVat(
    {
      profile: job.profile,
      isNewBuild: job.isNewBuild,
      conversionMentioned: !!job.keywords.conversion,
      becomesHmo: job.recipe.baseType === 'hmo' && !!job.keywords.converting,
      dwellingsUnchanged: !!job.keywords.existing_dwellings,
      emptyTwoYears: r.emptyTwoYears,
      isListed: r.isListed,
      energySavingOnly: measured > 0 && energySavingPence(works, r.heating === 'heat_pump') >= 0.95 * measured,
      energySavingMixed: r.heating === 'heat_pump',
      regionKey: job.region.key,
      priceDate: job.input.priceDate,
    },
    rates,
  )
  const ratePercent = decision.rule.ratePercent
  const standard = standardVatPercent(rates)
  const totalExcVatPence = range.likelyExcVatPence
  const worksForVat = totalExcVatPence - onCosts.feesPence
  const pence = pct(worksForVat, ratePercent) + pct(onCosts.vatableFeesPence, standard)
  const totalIncVatPence = totalExcVatPence + pence
  const reason = [
    decision.rule.reason,
    ratePercent < standard && onCosts.vatableFeesPence > 0 ? `Professional fees stay at ${standard}%.` : null,
    decision.note,
  ]
    .filter(Boolean)
    .join(' ')
  const incRatio = totalExcVatPence > 0 ? totalIncVatPence / totalExcVatPence : 1
  return {
    ratePercent,
    ruleId: decision.rule.id,
    pence,
    reason,
    reference: decision.rule.reference,
    totalIncVatPence,
    range: {
      lowPence: Math.min(totalIncVatPence, Math.round(range.lowExcVatPence * incRatio)),
      likelyPence: totalIncVatPence,
      highPence: Math.max(totalIncVatPence, Math.round(range.highExcVatPence * incRatio)),
      lowExcVatPence: Math.min(totalExcVatPence, range.lowExcVatPence),
      highExcVatPence: Math.max(totalExcVatPence, range.highExcVatPence),
    },
  }
}
