import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan, ProjectType } from './types'

/**
 * Small jobs a homeowner types on the form they chose, each priced as the job said, not the room or house around it
 * (decisions 065, 068). Figures are the form's (North, inc VAT, scope not stated), before → after.
 */
const onItsForm = (projectType: ProjectType, sizeSqm: number, description: string) =>
  estimatorFor(buildCostInput({ projectType, sizeSqm, region: 'north' as never, scopeKnown: false }))({ description })
const lines = (p: CostPlan) => p.lineItems.map((l) => `${l.rateId} ${l.quantity}`).sort()

describe('the electrician’s small job on a kitchen’s form', () => {
  it.each([
    // £17,669 (the kitchen refitted, 12 m²) → £402: a pair, as on the house form.
    ['New sockets in the kitchen', ['socket_added 2']],
    // £17,669 → £402.
    ['Add two sockets', ['socket_added 2']],
  ])('%j prices %j', (description, expected) => {
    const plan = onItsForm('kitchen_renovation', 12, description)
    expect(lines(plan)).toEqual(expected)
    expect(plan.totalIncVatPence).toBeLessThan(100_000)
  })

  it('keeps a kitchen refit with its sockets the refit', () => {
    expect(lines(onItsForm('kitchen_renovation', 12, 'New kitchen with extra sockets'))).toContain('kitchen_units 5.1')
  })
})

describe('the stairs’ carpet', () => {
  it.each([
    // £3,496 (every floor of the 85 m² house carpeted) → £222: the hall's floor, as "carpet the stairs".
    'New stair carpet',
    // £110,493 (the house's extensive renovation: "runner" read as nothing) → £222.
    'New stair runner',
  ])('%j is the stairs’ carpet', (description) => {
    const plan = onItsForm('whole_house_renovation', 85, description)
    expect(lines(plan)).toEqual(lines(onItsForm('whole_house_renovation', 85, 'Carpet the stairs')))
    expect(lines(plan)).toEqual(['floor_carpet 5.4'])
  })
})

describe('the gutters', () => {
  // Cleared, they are refused naming a gutter cleaner (unpriced-works.test.ts); replaced, they stay the roofline's.
  it.each(['Replace the gutters', 'Clear the gutters and replace the fascias'])('%j renews the roofline', (brief) => {
    expect(lines(onItsForm('whole_house_renovation', 85, brief))).toEqual(['fascias_gutters 26.08'])
  })
})

describe('one side’s windows', () => {
  it.each([
    // £4,371 (all 9 of the 85 m² house's windows) → £2,428: the front's, about half.
    'Replace the front windows with double glazing',
    'New windows at the rear',
  ])('%j replaces about half the house’s windows', (brief) => {
    expect(lines(onItsForm('whole_house_renovation', 85, brief))).toEqual(['window 5'])
  })

  it('keeps a count said on one side', () => {
    expect(lines(onItsForm('whole_house_renovation', 85, 'Replace the 3 front windows'))).toEqual(['window 3'])
  })
})
