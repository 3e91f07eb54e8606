import type { CostPlan } from '../cost-engine/types'
import type { AppraisalContext } from './schema'

const WEEKS_PER_MONTH = 52 / 12

/**
 * The appraisal's context from an estimate's cost plan: the works cost range inc VAT (low / likely / high), the
 * programme in whole months, and the monthly drawdown weights along the estimate's own cash flow (each programme
 * phase's share spread evenly over its weeks, as the report's cash-flow page does), the region and the price date.
 */
export function appraisalContextFromPlan(plan: Pick<CostPlan, 'range' | 'programme' | 'input'>): AppraisalContext {
  const phases = plan.programme.phases.filter((p) => p.durationWeeks > 0)
  const origin = phases.length ? Math.min(...phases.map((p) => p.startWeek)) : 0
  const totalWeeks = Math.max(
    plan.programme.totalWeeks,
    ...phases.map((p) => p.startWeek - origin + p.durationWeeks),
    1,
  )
  const months = Math.max(1, Math.ceil(totalWeeks / WEEKS_PER_MONTH))
  const weights = Array.from({ length: months }, (): number => 0)
  for (const p of phases) {
    const from = p.startWeek - origin
    const to = from + p.durationWeeks
    for (let m = 0; m < months; m++) {
      const overlap = Math.min(to, (m + 1) * WEEKS_PER_MONTH) - Math.max(from, m * WEEKS_PER_MONTH)
      if (overlap > 0) weights[m]! += overlap / p.durationWeeks
    }
  }
  return {
    works: { lowPence: plan.range.lowPence, likelyPence: plan.range.likelyPence, highPence: plan.range.highPence },
    programmeMonths: months,
    drawdownWeights: weights.some((w) => w > 0) ? weights.map((w) => Math.round(w * 1_000_000) / 1_000_000) : undefined,
    region: plan.input.region,
    priceDate: plan.input.priceDate,
  }
}
