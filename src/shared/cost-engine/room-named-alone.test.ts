import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'
import { SCOPE_QUESTION_ID } from '#shared/smart-questions/question-catalogue'
import { planCostPerSqm } from './cost-per-sqm'
import { DEFAULT_RATES } from './default-rates'

/**
 * A whole house's brief naming one room's fittings and nothing else is that room's job (decision 070). On the house
 * form (90 m², North, scope not stated) "New bathroom" was £22,440 and "New kitchen" £34,208: the house's light
 * refresh, every floor (85 m² of floor finish) and wall of the house renewed with the room.
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, region: 'north', scopeKnown: false }))
const kitchenForm = estimatorFor(
  buildCostInput({ projectType: 'kitchen_renovation', sizeSqm: 12, region: 'north', scopeKnown: false }),
)
const bathroomForm = estimatorFor(
  buildCostInput({ projectType: 'bathroom_renovation', sizeSqm: 5, region: 'north', scopeKnown: false }),
)

describe('one room named alone on the house form', () => {
  it.each([
    ['New kitchen', kitchenForm],
    ['Kitchen renovation', kitchenForm],
    ['New bathroom', bathroomForm],
    ['Refit the bathroom', bathroomForm],
    ['Replace the bath with a walk-in shower', bathroomForm],
  ])('%j is priced as on its own form, at its typical size', (description, roomForm) => {
    const plan = house({ description })
    const room = roomForm({ description })
    expect(plan.totalIncVatPence).toBe(room.totalIncVatPence)
    expect(plan.facts.baseType).toBe(room.facts.baseType)
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.effect).toMatch(/not as a whole house renovation/)
    // No house-wide surfaces: no line measures more floor than the room has.
    const floorLines = plan.lineItems.filter((l) => l.unit === 'm2' && /floor/.test(l.rateId))
    expect(Math.max(0, ...floorLines.map((l) => l.quantity))).toBeLessThanOrEqual(12)
  })

  it('gives its cost per m² over the room, as the API and the report do', () => {
    const plan = house({ description: 'New bathroom' })
    expect(plan.facts.measuredSqm).toBe(5)
    expect(planCostPerSqm(plan).incVatPence).toBe(plan.costPerSqmPence)
    expect(plan.costPerSqmPence).toBe(Math.round(plan.totalIncVatPence / 5))
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.effect).toContain('(5 m²)')
  })

  it('measures the size the brief states', () => {
    const plan = house({ description: 'New 20 m2 kitchen' })
    expect(plan.totalIncVatPence).toBe(kitchenForm({ description: 'New 20 m2 kitchen', sizeSqm: 20 }).totalIncVatPence)
  })

  it.each([
    '3 bed semi, new kitchen',
    'New kitchen and bathroom',
    'New kitchen and redecorate',
    'Two bathrooms to fit',
    'New kitchen and a rewire',
    'Knock through to make an open-plan kitchen',
  ])('%j asks for more than one room: the house', (description) => {
    expect(house({ description }).facts.baseType).toBe('house')
  })

  it.each([
    ['Skim the kitchen ceiling', 'replastering'],
    ['Plaster the ceiling in the kitchen', 'replastering'],
    ['New sockets in the kitchen', 'electrical_works'],
    ['New flooring in the kitchen', 'flooring'],
  ])('%j names the kitchen as where a trade works: that trade’s job (%s)', (description, projectType) => {
    const plan = house({ description })
    expect(plan.facts.baseType).toBe('trade')
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.label).toContain(
      DEFAULT_RATES.profiles[projectType]!.label,
    )
    expect(plan.totalIncVatPence).toBeLessThan(150_000)
  })

  it('a scope stated, or an answer asking for other work, is the house; the room’s own answers keep the room', () => {
    expect(house({ description: 'New kitchen', scopeKnown: true, scope: 'light' }).facts.baseType).toBe('house')
    expect(house({ description: 'New kitchen', answers: { rewiring: 'yes' } }).facts.baseType).toBe('house')
    const ownAnswers = { worktops: 'stone', fittings_quality: 'premium', living_in: 'yes' }
    expect(house({ description: 'New kitchen', answers: ownAnswers }).facts.baseType).toBe('kitchen')
  })

  it('the wizard asks the room’s questions, not the scope or the house’s', () => {
    const analysis = analyzeDescription({
      description: 'Refit the bathroom',
      selectedProjectType: 'whole_house_renovation',
    })
    const asked = analysis.intelligentQuestions.map((q) => q.id)
    expect(asked).not.toContain(SCOPE_QUESTION_ID)
    expect(asked).not.toContain('rewiring')
    expect(asked).toContain('fittings_quality')
  })
})
