import { describe, expect, it } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan } from './types'

/**
 * An en-suite or shower room formed where there was none (rooms-formed.ts, decision 070) is priced as a QS builds it:
 * partitions and a door to enclose it, the suite, its first and second fix with new soil and water runs, electrics
 * and tiling, and no suite stripped out. It was priced as a bathroom refit: "Fit an en-suite in the main bedroom" on the
 * house form (85 m², North) stripped out a suite that is not there and priced no partition (£6,362).
 */
const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85 }))
const asTheFormsPriceIt = (description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  return house({ description, scope, scopeKnown: isKnown })
}
const lines = (plan: CostPlan, rateId: string) => plan.lineItems.filter((l) => l.rateId === rateId)
const theEnsuites = (plan: CostPlan) => plan.lineItems.filter((l) => !l.description.startsWith('Bedroom: '))

describe('an en-suite formed where there was none', () => {
  it.each([
    'Fit an en-suite in the main bedroom',
    'Add a shower room in the spare bedroom',
    'Convert the dining room into a downstairs bedroom with en-suite',
  ])('%j: partitions, a door and new soil and water runs; nothing stripped out', (description) => {
    const plan = asTheFormsPriceIt(description)
    expect(plan.facts.baseType).toBe('bathroom')
    const ensuite = theEnsuites(plan)
    const rateIds = ensuite.map((l) => l.rateId)
    expect(rateIds).not.toContain('strip_bathroom')
    expect(rateIds).toEqual(
      expect.arrayContaining([
        'stud_partition',
        'door_internal',
        'ensuite_suite',
        'layout_change',
        'bathroom_plumbing',
        'bathroom_electrics',
        'tiling_walls',
        'floor_tiling',
      ]),
    )
    // Two of the 5 m² room's four sides are new partitions (the others are the bedroom's own walls).
    const [partition] = lines(plan, 'stud_partition')
    const walls = plan.lineItems.find((l) => l.rateId === 'tiling_walls')!.quantity / (0.55 * 0.8)
    expect(partition!.quantity).toBeCloseTo(walls / 2, 0)
    expect(ensuite.filter((l) => l.rateId === 'door_internal').map((l) => l.quantity)).toEqual([1])
    // Its runs are new, not moved: no saving for keeping a position it never had.
    expect(plan.savings.map((s) => s.id)).not.toContain('keep_layout')
  })

  it('the en-suite’s floor is inside the room made a bedroom, not added to it', () => {
    const plan = asTheFormsPriceIt('Convert the dining room into a downstairs bedroom with en-suite')
    expect(plan.facts.measuredSqm).toBe(12)
    const floor = (rateId: string) => plan.lineItems.find((l) => l.rateId === rateId)!.quantity
    expect(floor('floor_tiling')).toBe(5)
    expect(floor('floor_finish')).toBe(7)
  })

  // The report contradicted itself: "Whether the kitchen or bathroom moves: assumed not needed" beside the new soil
  // runs it priced, quantities "measured from the 5 m² floor area" of a job measuring 12 m².
  it('says what it prices: its runs are new, its floor the en-suite and the bedroom', () => {
    const plan = asTheFormsPriceIt('Convert the dining room into a downstairs bedroom with en-suite')
    expect(plan.unknowns).not.toContain('Whether the kitchen or bathroom moves')
    expect(plan.assumptions.join(' ')).not.toMatch(/kitchen or bathroom moves: assumed not needed/)
    expect(lines(plan, 'layout_change')).toHaveLength(1)
    expect(plan.assumptions).toContainEqual(expect.stringMatching(/5 m² for the main job.*12 m² in all/))
  })

  it.each([
    'Refit the en-suite',
    'New en-suite suite',
    'Renovate the en-suite in the main bedroom',
    'Fit a new en-suite',
  ])('%j is a refit: the old suite is stripped out, no partition or new runs', (description) => {
    const plan = asTheFormsPriceIt(description)
    expect(plan.facts.baseType).toBe('bathroom')
    const rateIds = plan.lineItems.map((l) => l.rateId)
    expect(rateIds).toContain('strip_bathroom')
    expect(rateIds).not.toContain('stud_partition')
    expect(rateIds).not.toContain('layout_change')
  })

  it('forming one costs its enclosure and runs less the strip-out a refit has', () => {
    const formed = asTheFormsPriceIt('Fit an en-suite in the main bedroom')
    const refit = asTheFormsPriceIt('Refit the en-suite')
    const sum = (plan: CostPlan, ids: string[]) =>
      plan.lineItems.filter((l) => ids.includes(l.rateId)).reduce((p, l) => p + l.totalPence, 0)
    expect(formed.measuredWorksPence - refit.measuredWorksPence).toBe(
      sum(formed, ['stud_partition', 'door_internal', 'layout_change']) - sum(refit, ['strip_bathroom']),
    )
    // A builder's price for an en-suite formed in a bedroom: about £8k-£13k inc VAT, more than a refit's.
    expect(formed.totalIncVatPence).toBeGreaterThan(8_000_00)
    expect(formed.totalIncVatPence).toBeLessThan(13_000_00)
  })
})
