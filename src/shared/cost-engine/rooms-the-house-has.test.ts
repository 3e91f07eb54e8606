import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'

/**
 * Rooms said as what the house has are a fact, not work asked for (decision 072, later uk-rates-2026.99). On the
 * whole-house form (90 m², North, mid, scope not stated, 29 November 2026) "New kitchen, the house has two bathrooms"
 * was £31,772, the kitchen with two bathrooms refitted beside it, and "… has one bathroom" £24,721.
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, region: 'north', scopeKnown: false, priceDate: '2026-11-29' }))
const poundsOf = (description: string) => Math.round(house({ description }).totalIncVatPence / 100)

describe('rooms the house has', () => {
  it.each([
    // £31,772 → £17,669
    'New kitchen, the house has two bathrooms',
    // £24,721 → £17,669
    'New kitchen, the house has one bathroom',
    // £31,772 → £17,669
    'New kitchen, we have two bathrooms',
    'New kitchen, there are 2 bathrooms',
    // £45,537 (the house's light refresh: "2 bath" read as a bath fitted) → £17,669
    'New kitchen in a 3 bed 2 bath semi',
  ])('prices %j as the kitchen alone', (description) => {
    expect(poundsOf(description)).toBe(poundsOf('New kitchen'))
    expect(house({ description }).lineItems.some((l) => l.rateId === 'bathroom_suite')).toBe(false)
  })

  it.each([
    ['New kitchen and new bathroom', 24_721],
    ['New kitchen and refit the bathrooms', 31_772],
    ['New kitchen, there are two bathrooms to refit', 31_772],
  ])('still prices the bathrooms asked for beside the kitchen: %j', (description, pounds) => {
    expect(poundsOf(description)).toBe(pounds)
  })
})

/**
 * The house said as what it is ("in a 3 bed semi") is where the room is, not work to the house (decision 070, later
 * uk-rates-2026.100). On the whole-house form (90 m², London, scope not stated) "New kitchen in a 3 bed semi" was
 * £46,665, the house's light refresh, where "New kitchen" was £24,103.
 */
describe('the house said as what it is', () => {
  it.each([
    ['New kitchen in a 3 bed semi', 'New kitchen', 'kitchen'],
    ['New kitchen in a 3 bed terrace house', 'New kitchen', 'kitchen'],
    ['New kitchen in our 1930s terraced house', 'New kitchen', 'kitchen'],
    ['Refit the kitchen in a two-bed flat', 'Refit the kitchen', 'kitchen'],
    ['New bathroom in a 3 bed semi', 'New bathroom', 'bathroom'],
    ['New bathroom in our victorian terrace', 'New bathroom', 'bathroom'],
  ])('prices %j as %j is priced: the room’s job', (description, alone, baseType) => {
    const plan = house({ description })
    expect(plan.facts.baseType).toBe(baseType)
    expect(plan.lineItems.map((l) => l.rateId)).toEqual(house({ description: alone }).lineItems.map((l) => l.rateId))
  })

  it('prices both rooms said in a house described as the rooms, one beside the other', () => {
    const plan = house({ description: 'New kitchen and bathroom in a 3 bed semi' })
    expect(plan.facts.baseType).toBe('kitchen')
    expect(plan.lineItems.some((l) => l.description.startsWith('Bathroom renovation: '))).toBe(true)
  })

  it.each([
    'Renovate a 3 bed semi',
    'New kitchen and full refurbishment of the 3 bed semi',
    'Renovate our 1930s terraced house',
  ])('keeps %j the house’s: work said to the house', (description) => {
    expect(house({ description }).facts.baseType).toBe('house')
  })
})
