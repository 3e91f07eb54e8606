import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { RateTable } from '#shared/cost-engine/rate-table'
import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import type { EstimateRow } from './estimates.repository'

/**
 * An estimate's cost plan from its row: the plan stored on it (saved estimates, those with a report, and rows
 * from before 0009), or the engine's answer for its stored input. The engine is pure, so that answer is the plan
 * the estimate was first given while the engine and its rates are unchanged (docs/decisions/019).
 */
export const planFrom =
  (rates: RateTable) =>
  (row: Pick<EstimateRow, 'costBreakdown' | 'engineInput'>): CostPlan => {
    if (row.costBreakdown) return row.costBreakdown as CostPlan
    if (!row.engineInput) throw new Error('An estimate row holds neither its cost plan nor its input')
    return estimateCost(row.engineInput as CostInput, rates)
  }
