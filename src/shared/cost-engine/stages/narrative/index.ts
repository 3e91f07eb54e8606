import type { CostPlan, ElementSummary } from '#shared/cost-engine/types'
import { buildAssumptions, buildExclusions } from './assumptions'
import type { PricedJob } from './context'
import { buildDrivers } from './drivers'
import { buildProgramme } from './programme'
import { buildRisks } from './risks'
import { buildSavings } from './savings'

export type { PricedJob } from './context'

/** Cost by NRM element (lines are in element order). */
function buildElements({ works }: PricedJob): ElementSummary[] {
  const elements: ElementSummary[] = []
  for (const l of works.lines) {
    const last = elements[elements.length - 1]
    if (last && last.code === l.elementCode) last.totalPence += l.totalPence
    else
      elements.push({ code: l.elementCode, name: l.elementName, totalPence: l.totalPence, lowPence: 0, highPence: 0 })
  }
  return elements
}

type Narrative = Pick<
  CostPlan,
  'elements' | 'programme' | 'drivers' | 'assumptions' | 'exclusions' | 'savings' | 'risks' | 'unknowns'
>

/** Stage 7, narrative: what the priced job means for the owner, in words and by element, programme and risk. */
export function narrate(p: PricedJob): Narrative {
  const { rates } = p.job
  const likelyExc = p.range.likelyExcVatPence
  const lowRatio = likelyExc > 0 ? p.vat.range.lowExcVatPence / likelyExc : 1
  const highRatio = likelyExc > 0 ? p.vat.range.highExcVatPence / likelyExc : 1
  const elements = buildElements(p).map((e) => ({
    ...e,
    lowPence: Math.round(e.totalPence * lowRatio),
    highPence: Math.round(e.totalPence * highRatio),
  }))
  const programme = buildProgramme(p)
  return {
    elements,
    programme,
    drivers: buildDrivers(p),
    assumptions: buildAssumptions(p),
    exclusions: buildExclusions(p),
    savings: buildSavings(p),
    risks: buildRisks(p, programme.totalWeeks),
    unknowns: p.contingency.unknowns.map((d) => rates.drivers[d]?.label ?? d),
  }
}
