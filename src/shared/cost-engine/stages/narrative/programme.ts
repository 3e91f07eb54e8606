import type { CostPlan, ProgrammePhase } from '#shared/cost-engine/types'
import { PHASES } from '../price-lines'
import type { PricedJob } from './context'

/**
 * Person-weeks of labour ÷ crew, × a sequencing factor for trades waiting on each other, within the recipe's bounds;
 * a design period first when the work needs design or approvals; site phases overlap.
 */
export function buildProgramme({ job, works, onCosts }: PricedJob): CostPlan['programme'] {
  const { recipe, drivers: r } = job
  const p = job.rates.programme
  const labourByPhase = works.labourByPhase
  let labour = 0
  for (let i = 0; i < labourByPhase.length; i++) labour += labourByPhase[i]!
  const personWeeks = labour / p.labourDayPence / 5
  let siteWeeks = Math.min(
    recipe.programme.maxWeeks,
    Math.max(recipe.programme.minWeeks, (personWeeks / recipe.programme.crewSize) * p.sequencingFactor),
  )
  if (r.livingIn) siteWeeks *= 1 + p.livingInUplift
  const phases: ProgrammePhase[] = []
  let cursor = 0
  const fees = onCosts.fees
  const hasDesign = fees.some((f) => f.id === 'design' || f.id === 'planning' || f.id === 'structural_engineer')
  if (hasDesign) {
    const weeks = p.designWeeks + (fees.some((f) => f.id === 'planning') ? p.planningWeeks : 0)
    phases.push({ name: 'Design and approvals', startWeek: 0, durationWeeks: weeks })
    cursor = weeks
  }
  let end = cursor
  for (let i = 0; i < PHASES.length; i++) {
    const ph = PHASES[i]!
    const share = labour > 0 ? labourByPhase[i]! / labour : 0
    if (share <= 0) continue
    const durationWeeks = Math.max(p.minPhaseWeeks, Math.round(siteWeeks * share * 2) / 2)
    phases.push({ name: ph.name, startWeek: cursor, durationWeeks })
    end = Math.max(end, cursor + durationWeeks)
    // Trades overlap: the next phase starts when this one is `phaseOverlap` through.
    cursor = Math.round((cursor + durationWeeks * p.phaseOverlap) * 2) / 2
  }
  return { totalWeeks: Math.ceil(end * 2) / 2, phases }
}
