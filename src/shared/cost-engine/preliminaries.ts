import type { CostPlan } from './types'

/**
 * The part of a plan's preliminaries that is the percentage of the measured works: the total less the preliminaries
 * priced as items (the access scaffold, decision 046). Plans stored before the scaffold was itemised have no items.
 */
export function preliminariesPercentPence(plan: Pick<CostPlan, 'preliminaries'>): number {
  return (plan.preliminaries.items ?? []).reduce((rest, item) => rest - item.totalPence, plan.preliminaries.pence)
}
