import { describe, expect, test } from 'vitest'
import { buildCostInput } from '#tests/factories/cost-input'
import { EstimateRequestSchema } from '#shared/schemas/estimates'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { DEFAULT_RATES } from './default-rates'
import { estimateCost } from './estimate-cost'
import { onlyUnpricedWorks } from './unpriced-works'
import type { CostPlan, ProjectType } from './types'

/**
 * Briefs the whole-house form misread, each priced as POST /api/estimates prices it: 85 m², North, mid quality, the
 * scope read from the brief (`resolveScope`). The figures before and after are the route's (inc VAT).
 */
const house = (description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  const input = buildCostInput({
    projectType: 'whole_house_renovation',
    sizeSqm: 85,
    region: 'north',
    description,
    scope,
    scopeKnown: isKnown,
  })
  return estimateCost(input, DEFAULT_RATES)
}
const items = (p: CostPlan) => p.lineItems.map((l) => [l.rateId, l.quantity])

describe('doors and their handles on the house form (decisions 069, 074)', () => {
  test('"Replace the internal door handles" is refused, naming a joiner or handyman', () => {
    // It was 7 internal doors hung (£4,436); the rates price ironmongery only inside a door hung (UR-078).
    expect(onlyUnpricedWorks('Replace the internal door handles').map((w) => w.ask)).toEqual(['a joiner or handyman'])
    const request = EstimateRequestSchema.safeParse({
      projectType: 'whole_house_renovation',
      sizeSqm: 85,
      region: 'north',
      description: 'Replace the internal door handles',
    })
    expect(request.error?.issues.map((i) => i.path.join('.'))).toEqual(['description'])
    // Handles said with the doors hung are the doors' own.
    expect(onlyUnpricedWorks('New internal doors with chrome handles')).toEqual([])
  })

  test('"New front door and an internal door" hangs both', () => {
    // It was the front door alone (£1,171): "and an internal door" was not read. Now £1,852, the front door and one
    // internal door.
    expect(items(house('New front door and an internal door'))).toEqual([
      ['ext_door', 1],
      ['door_internal', 1],
    ])
  })
})

describe('one room lived in renewed on the house form is that room (decision 070)', () => {
  test.each([
    ['Refurbish the bedroom', 'bedroom', 12],
    ['Refurbish the spare bedroom', 'bedroom', 12],
    ['Renovate the main bedroom', 'bedroom', 12],
    ['Redo the back bedroom', 'bedroom', 12],
    ['Modernise the bedroom', 'bedroom', 12],
    ['Renovate the lounge', 'living_room', 18],
    ['Refurbish the dining room', 'single_room', 15],
  ])("%j is the %s form's job at its typical %i m²", (description, form, sqm) => {
    // Each was the house's typical renovation (£110,493). Now the room as its own form prices it: a bedroom £4,161, the
    // lounge £5,517 (a living room), the dining room £4,845 (a single room).
    const plan = house(description)
    expect(plan.facts.baseType).toBe('room')
    expect(plan.facts.measuredSqm).toBe(sqm)
    expect(plan.totalIncVatPence).toBe(
      estimateCost(
        buildCostInput({ projectType: form as ProjectType, sizeSqm: sqm, region: 'north', description }),
        DEFAULT_RATES,
      ).totalIncVatPence,
    )
  })

  test.each([
    'Refurbish the house',
    'Renovate the whole house',
    // Several rooms named with a renovation are not one room's job: the house, as before (rooms are added up one by one
    // only for a trade's or decorator's work, decision 067).
    'Refurbish the bedrooms and the lounge',
    'Full renovation',
  ])("%j stays the house's renovation", (description) => {
    // £110,493 before and after.
    const plan = house(description)
    expect(plan.facts.baseType).toBe('house')
    expect(plan.totalIncVatPence / 100).toBeGreaterThan(100_000)
  })
})

describe('a kitchen renewed beside the house decorated is decorated once (decision 074)', () => {
  const decorations = (p: CostPlan) => p.lineItems.filter((l) => l.rateId === 'decoration').map((l) => l.working)
  test('"New kitchen and paint the house" decorates the kitchen with the house, not again in its own job', () => {
    // It was £20,485: the kitchen's own walls and ceiling (40.3 m², about £350 ex VAT) and again in the house's 270.4 m².
    // Now £20,010, the house's decorating alone.
    expect(decorations(house('New kitchen and paint the house'))).toEqual([
      'walls 185.4 m² + ceilings 85 m² = 270.4 m²',
    ])
  })

  test('"New kitchen, and paint the house inside and out" decorates the kitchen once', () => {
    // It was £23,127; now £22,652, the outside painted as before.
    const plan = house('New kitchen, and paint the house inside and out')
    expect(decorations(plan)).toEqual(['walls 185.4 m² + ceilings 85 m² = 270.4 m²'])
    expect(plan.lineItems.map((l) => l.rateId)).toContain('exterior_paint')
  })

  test("a room decorated beside the kitchen leaves the kitchen's own decoration", () => {
    // "Paint the living room" is that room's walls, not the kitchen's: both are decorated, each once.
    expect(decorations(house('New kitchen and paint the living room'))).toHaveLength(2)
  })
})
