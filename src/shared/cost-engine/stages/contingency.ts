import type { Job } from './measure'
import { pct, type OnCosts } from './on-costs'

export interface Contingency {
  percent: number
  pence: number
  reasons: string[]
  /** Cost drivers of this recipe still on their default (no answer, no keyword). */
  unknowns: string[]
}

/**
 * Stage 4, contingency: the client's recommended risk allowance, kept beside the likely figure and never inside it
 * (PRODUCT.md "The likely figure"): the recipe's base allowance plus the risks this job carries (condition, full
 * scope, a period or listed building, cost drivers still unknown), within the rate table's bounds, on construction
 * cost plus fees.
 */
export function addContingency({ job, onCosts }: { job: Job; onCosts: OnCosts }): Contingency {
  const { rates, recipe, drivers: r, condition } = job
  const unknowns = recipe.drivers.filter((d) => r.settledBy[d] === 'default')
  const c = rates.contingency
  const reasons: string[] = [`Base allowance for this type of work: ${recipe.contingencyBasePercent}%`]
  let percent = recipe.contingencyBasePercent
  const condAdd = c.condition.values[condition]
  if (condAdd > 0) {
    percent += condAdd
    reasons.push(`${condition} condition: +${condAdd}%`)
  }
  if (job.scopeLevel === 4) {
    percent += c.scopeFull.percent
    reasons.push(`Full (back-to-brick) scope: +${c.scopeFull.percent}%`)
  }
  if (r.isPeriod) {
    percent += c.period.percent
    reasons.push(`Period property: +${c.period.percent}%`)
  }
  if (r.isListed) {
    percent += c.listed.percent
    reasons.push(`Listed building: +${c.listed.percent}%`)
  }
  const openCount = Math.min(unknowns.length, c.maxUnknowns)
  if (openCount > 0) {
    percent += openCount * c.perUnknown.percent
    reasons.push(`${unknowns.length} cost driver(s) still unknown: +${openCount * c.perUnknown.percent}%`)
  }
  percent = Math.min(c.maxPercent, Math.max(c.minPercent, percent))
  const base = onCosts.constructionPence + onCosts.feesPence
  const pence = pct(base, percent)
  return { percent, pence, reasons, unknowns }
}
