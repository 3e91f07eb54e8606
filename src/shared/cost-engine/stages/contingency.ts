import type { RiskAllowance } from '../types'
import type { Job } from './measure'
import { pct, type OnCosts } from './on-costs'

export interface Contingency {
  percent: number
  pence: number
  reasons: string[]
  /** Cost drivers of this recipe still on their default (no answer, no keyword). */
  unknowns: string[]
  /** The same allowance as NRM1's three risk allowances, adding up to `percent` and `pence`. */
  allowances: RiskAllowance[]
}

/**
 * Our assumption on how the base allowance divides: changes the client makes during the works take up to 2 points
 * (employer change risk), the rest is split evenly between design not yet done and what the building hides.
 */
const EMPLOYER_CHANGE_POINTS = 2

const ALLOWANCE_LABELS: Record<RiskAllowance['kind'], string> = {
  design_development: 'Design development risk',
  construction: 'Construction risk',
  employer_change: 'Employer change risk',
}

/**
 * Stage 4, contingency: the client's recommended risk allowance, kept beside the likely figure and never inside it
 * (docs/product/decisions.md#the-likely-figure): the recipe's base allowance plus the risks this job carries (condition, full
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
  const raw = percent
  percent = Math.min(c.maxPercent, Math.max(c.minPercent, percent))
  const base = onCosts.constructionPence + onCosts.feesPence
  const pence = pct(base, percent)
  const parts = allowanceParts(
    job,
    recipe.contingencyBasePercent,
    condAdd,
    unknowns.length,
    openCount * c.perUnknown.percent,
  )
  return { percent, pence, reasons, unknowns, allowances: splitAllowance(parts, raw, percent, pence) }
}

/** The points of the allowance each NRM1 risk carries, with its reasons (before the table's bounds). */
function allowanceParts(
  job: Job,
  basePercent: number,
  conditionPoints: number,
  unknownCount: number,
  unknownPoints: number,
): Record<RiskAllowance['kind'], { points: number; reasons: string[] }> {
  const { rates, drivers: r, condition } = job
  const c = rates.contingency
  const employer = Math.min(basePercent, EMPLOYER_CHANGE_POINTS)
  const rest = basePercent - employer
  const parts = {
    design_development: { points: rest / 2, reasons: ['Design not yet developed: no drawings or specification'] },
    construction: { points: rest / 2, reasons: ['What opening up finds in the existing building'] },
    employer_change: { points: employer, reasons: ['Changes you make during the works (keep them out of it)'] },
  }
  if (unknownPoints > 0) {
    parts.design_development.points += unknownPoints
    parts.design_development.reasons.push(`${unknownCount} cost driver(s) still unknown`)
  }
  const construction: [number, string][] = [
    [conditionPoints, `${condition} condition`],
    [job.scopeLevel === 4 ? c.scopeFull.percent : 0, 'back-to-brick scope'],
    [r.isPeriod ? c.period.percent : 0, 'period fabric'],
    [r.isListed ? c.listed.percent : 0, 'listed building'],
  ]
  for (const [points, why] of construction) {
    if (points <= 0) continue
    parts.construction.points += points
    parts.construction.reasons.push(why)
  }
  return parts
}

/** Scales the parts to the bounded percentage and splits the pence exactly (largest remainder). */
function splitAllowance(
  parts: Record<RiskAllowance['kind'], { points: number; reasons: string[] }>,
  rawPercent: number,
  percent: number,
  pence: number,
): RiskAllowance[] {
  const kinds = Object.keys(parts) as RiskAllowance['kind'][]
  const scale = rawPercent > 0 ? percent / rawPercent : 0
  const exact = kinds.map((k) => (rawPercent > 0 ? (pence * parts[k].points) / rawPercent : pence / kinds.length))
  const floors = exact.map(Math.floor)
  let left = pence - floors.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => [e - floors[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) if (left-- > 0) floors[i]!++
  return kinds.map((kind, i) => ({
    kind,
    label: ALLOWANCE_LABELS[kind],
    percent: Math.round(parts[kind].points * scale * 10) / 10,
    pence: floors[i]!,
    reasons: parts[kind].reasons,
  }))
}
