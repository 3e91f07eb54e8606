import type { RateTable, Recipe } from '#shared/cost-engine/rate-table'
import { CONDITION_LEVEL } from '#shared/cost-engine/resolve-drivers'
import type { Fee, Risk } from '#shared/cost-engine/types'
import { phaseOfLine, type Works } from '../price-lines'
import { homeownerMultiplier, type PricedJob } from './context'

/**
 * The works open up the building: anything beyond finishes laid on the surfaces as they are (decoration, floor
 * coverings). Only then is hidden damp or a defect found behind the finishes; a decorator prepares the surfaces and
 * takes nothing off.
 */
const opensUp = (works: Works, rates: RateTable): boolean =>
  works.lines.some((l) => phaseOfLine(l, rates) !== 'finishes')

/** The walls and ceilings decorated: what a decorator prepares, and finds the defects in. */
const decoratedPence = (works: Works): number =>
  works.lines.reduce((sum, l) => sum + (l.rateId === 'decoration' ? l.totalPence : 0), 0)

/**
 * What can hold up the start, and what to do about it, for the approvals this work actually needs: party wall
 * notices only with a party wall award, a lawful development certificate only for a loft or extension that may be
 * permitted development (not when it needs planning permission), building control for structural work.
 */
export function approvalsAdvice(
  recipe: Pick<Recipe, 'baseType'>,
  fees: readonly Pick<Fee, 'id'>[],
): { description: string; mitigation: string } {
  const has = (id: string) => fees.some((f) => f.id === id)
  const planning = has('planning')
  const partyWall = has('party_wall')
  const mayBePermitted = !planning && (recipe.baseType === 'loft' || recipe.baseType === 'extension')
  const what = [
    planning ? 'planning' : mayBePermitted ? 'permitted development' : null,
    partyWall ? 'party wall' : null,
    'building control',
  ].filter((x): x is string => x !== null)
  const steps = [
    planning ? 'Apply for planning permission before you tender.' : null,
    mayBePermitted ? 'Confirm permitted development with a lawful development certificate.' : null,
    partyWall ? 'Serve party wall notices 2 months ahead.' : null,
  ].filter((x): x is string => x !== null)
  return {
    description: `Approvals (${what.join(', ')}) delay the start`,
    mitigation: steps.length
      ? steps.join(' ')
      : 'Make the building regulations application well before the start date.',
  }
}

/** The risks this job carries, each with its likelihood, a cost if it happens (with on-costs and VAT) and a mitigation. */
// eslint-disable-next-line max-lines-per-function -- one block per risk, each with its likelihood, impact and mitigation
export function buildRisks(p: PricedJob, totalWeeks: number): Risk[] {
  const { job, works, onCosts, contingency } = p
  const { recipe, drivers: r, condition } = job
  const a = job.rates.riskAllowances
  const m = homeownerMultiplier(p)
  const measured = works.measuredPence
  const off = (flag: keyof typeof works.offByFlag) => Math.round((works.offByFlag[flag] ?? 0) * m)
  const ofMeasured = (share: number) => Math.round(measured * share * m)
  const risks: Risk[] = []
  const poor = CONDITION_LEVEL[condition] >= 3
  const open = new Set(contingency.unknowns)
  // Each risk follows the work priced: damp or defects behind the finishes only where the works open them up.
  const openingUp = opensUp(works, job.rates)
  if ((open.has('damp') && openingUp) || r.flags.damp) {
    risks.push({
      id: 'damp',
      description: r.flags.damp
        ? 'Damp is more extensive than allowed for'
        : 'Hidden damp found once finishes are stripped',
      likelihood: poor ? 'high' : 'medium',
      impactPence: r.flags.damp ? Math.round((works.onByFlag.damp ?? 0) * m * a.dampOverrun) : off('damp'),
      mitigation: 'Commission an independent damp survey (not a treatment salesman) before pricing.',
    })
  }
  if (open.has('rewiring') && !r.flags.rewire)
    risks.push({
      id: 'rewire',
      description: 'Wiring fails its inspection and needs a full rewire',
      likelihood: poor || r.isPeriod ? 'high' : 'medium',
      impactPence: off('rewire'),
      mitigation: 'Get an Electrical Installation Condition Report (EICR) before committing.',
    })
  if (open.has('roof_work'))
    risks.push({
      id: 'roof',
      description: 'Roof needs more than routine repairs',
      likelihood: poor ? 'medium' : 'low',
      impactPence: off('roof_recover'),
      mitigation: 'Have a roofer inspect from a scaffold tower or drone survey.',
    })
  const newStructure = r.flags.structural || ['loft', 'extension', 'basement'].includes(recipe.baseType)
  if (newStructure || ((r.isPeriod || poor) && openingUp)) {
    risks.push({
      id: 'structure',
      // Steelwork is a risk where the job opens up structure (a loft, an extension, a wall taken out); elsewhere
      // opening up finds hidden defects, not beams (a bought report gave a steelwork risk to a kitchen with no structural work).
      description: newStructure
        ? 'Structural defects or extra steelwork found during opening up'
        : 'Hidden defects found during opening up (rotten joists or lintels, failed plaster)',
      likelihood: r.isPeriod || poor ? 'medium' : 'low',
      impactPence: ofMeasured(a.structure),
      mitigation: 'Structural engineer\u2019s inspection before tender; keep the contingency ring-fenced.',
    })
  }
  // New soil and waste runs (a kitchen or bathroom moved, an en-suite formed) depend on a route found on opening up.
  if (r.flags.layout_change)
    risks.push({
      id: 'drainage',
      description:
        'The new soil and waste runs need a longer route than allowed (no fall to the stack, joists in the way)',
      likelihood: 'medium',
      impactPence: Math.round((works.onByFlag.layout_change ?? 0) * m * a.drainageOverrun),
      mitigation:
        'Have the plumber trace the route and falls to the soil stack before pricing; ask what a pumped waste adds.',
    })
  // A decorating job opens nothing up: what it finds is in the surfaces it prepares, sized on the rooms decorated.
  if (!openingUp)
    risks.push({
      id: 'surfaces',
      description: 'Defects found when the surfaces are prepared (blown or cracked plaster, stains that bleed through)',
      likelihood: r.isPeriod || poor ? 'medium' : 'low',
      impactPence: Math.round(decoratedPence(works) * a.surfaceDefects * m),
      mitigation:
        'Ask the decorator to look over the walls and ceilings before quoting and to price patch repairs per m².',
    })
  if (r.propertyAge !== '2000_plus' && recipe.baseType !== 'new_build')
    risks.push({
      id: 'asbestos',
      description: 'Asbestos in textured coatings, floor tiles or boxing (pre-2000 buildings)',
      likelihood: r.propertyAge === 'pre_1919' ? 'low' : 'medium',
      impactPence: ofMeasured(a.asbestos),
      mitigation: 'Refurbishment and demolition asbestos survey before strip-out.',
    })
  if (r.isListed)
    risks.push({
      id: 'listed',
      description: 'Consent conditions require specialist materials or methods',
      likelihood: 'high',
      impactPence: ofMeasured(a.listed),
      mitigation: 'Agree the specification with the conservation officer before tender.',
    })
  if (recipe.fees.includes('party_wall') || recipe.fees.includes('planning') || r.flags.structural) {
    const weekly = totalWeeks > 0 ? onCosts.prelimsPence / totalWeeks : 0
    risks.push({
      id: 'approvals',
      likelihood: 'medium',
      impactPence: Math.round(weekly * a.approvalsDelayWeeks * m),
      ...approvalsAdvice(recipe, onCosts.fees),
    })
  }
  risks.push({
    id: 'inflation',
    description: 'Prices rise between this estimate and signing a contract',
    likelihood: 'medium',
    impactPence: ofMeasured(a.inflation),
    mitigation: 'Get fixed-price tenders and sign within their validity period.',
  })
  return risks.filter((x) => x.impactPence > 0)
}
