import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'

/**
 * Rooms said as what the house has are a fact, not work asked for (decision 072, later uk-rates-2026.99). On the
 * whole-house form (90 m², North, mid, scope not stated, 29 November 2026) "New kitchen, the house has two bathrooms"
 * was £31,772, the kitchen with two bathrooms refitted beside it, and "… has one bathroom" £24,721.
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, region: 'north', scopeKnown: false, priceDate: '2026-11-29' }))
/** The whole-house form in London (90 m², mid, scope not stated), and its figures in pounds inc VAT. */
const london = estimatorFor(
  buildCostInput({ sizeSqm: 90, region: 'london', scopeKnown: false, priceDate: '2026-11-29' }),
)
const londonPounds = (description: string) => Math.round(london({ description }).totalIncVatPence / 100)
/** `description` priced in London as the room's words `alone` are: its job, its figure, the same lines. */
function expectTheRoomsJob(description: string, alone: string, baseType: string, pounds: number) {
  const plan = london({ description })
  expect(plan.facts.baseType).toBe(baseType)
  expect(londonPounds(description)).toBe(pounds)
  expect(plan.lineItems.map((l) => l.rateId)).toEqual(london({ description: alone }).lineItems.map((l) => l.rateId))
}
/** `description` priced in London as it was: its job and its figure. */
function expectKept(description: string, baseType: string, pounds: number) {
  expect(london({ description }).facts.baseType).toBe(baseType)
  expect(londonPounds(description)).toBe(pounds)
}
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

/**
 * The house named where a kitchen or bathroom is, its kind not said ("in the house", "for the flat", "at the
 * property"), is where the room is as well (decision 070, later uk-rates-2026.101). On the whole-house form (90 m²,
 * London, mid, scope not stated, 29 November 2026) each below was the house's: "New kitchen in the house" £46,665 (the
 * light refresh) where "New kitchen" is £24,103, "New bathroom in the flat" £30,151 where "New bathroom" is £9,619.
 */
describe('the house named where the room is', () => {
  it.each([
    // £46,665 (house) → £24,103
    ['New kitchen in the house', 'New kitchen', 'kitchen', 24_103],
    ['New kitchen in our home', 'New kitchen', 'kitchen', 24_103],
    ['New kitchen at the house', 'New kitchen', 'kitchen', 24_103],
    ['A new kitchen in this property', 'New kitchen', 'kitchen', 24_103],
    ['Refit the kitchen in our house', 'Refit the kitchen', 'kitchen', 24_103],
    // £167,874 (the house renovated) → £24,103
    ['Renovate the kitchen in the house', 'Renovate the kitchen', 'kitchen', 24_103],
    // £30,151 (house) → £9,619
    ['New bathroom in the flat', 'New bathroom', 'bathroom', 9_619],
    ['New bathroom for the flat', 'New bathroom', 'bathroom', 9_619],
    // £30,612 (house) → £9,619
    ['New bathroom at the property', 'New bathroom', 'bathroom', 9_619],
    // £173,880 (house) → £8,678
    ['Refit the en-suite in the flat', 'Refit the en-suite', 'bathroom', 8_678],
  ])('prices %j as %j is priced: the room’s job', expectTheRoomsJob)

  it('prices both rooms said in the house as the rooms, one beside the other (it was and is £33,722)', () => {
    const plan = london({ description: 'New kitchen and bathroom in the house' })
    expect(plan.facts.baseType).toBe('kitchen')
    expect(londonPounds('New kitchen and bathroom in the house')).toBe(londonPounds('New kitchen and bathroom'))
  })

  it.each(['Full refurbishment of the flat', 'Refurbish the house', 'Renovate the property'])(
    'keeps %j the house’s',
    (description) => {
      expect(london({ description }).facts.baseType).toBe('house')
    },
  )

  it.each([
    ['Renovate the house', 'house', 172_842],
    // The kitchen, and the house decorated beside it.
    ['New kitchen and redecorate the house', 'kitchen', 27_965],
    ['New kitchen and new windows throughout the house', 'kitchen', 30_727],
    // A trade's work in the house is the house's: its floors laid beside the kitchen (the kitchen alone is £24,103).
    ['New kitchen, new floors in the house', 'kitchen', 31_958],
    ['Rewire the house', 'trade', 8_558],
    ['Replace the boiler in the house', 'trade', 4_172],
    ['Rewire the flat', 'trade', 8_158],
  ])('keeps %j as it was: work said to the house', expectKept)
})

/**
 * The house held, the home the people live in, own or have, or the house that needs the work, is a fact where its
 * sentence asks for one room's job alone (decision 070, later uk-rates-2026.101: the house held). On the whole-house
 * form (90 m², London, mid, scope not stated, 29 November 2026) each below was the house's light refresh, every floor
 * and wall of the house with the room.
 */
describe('the house held', () => {
  it.each([
    // £31,047 → £9,619
    ['We live in the flat and want a new bathroom', 'New bathroom', 'bathroom', 9_619],
    ["We're living in the flat. We want a new bathroom.", 'New bathroom', 'bathroom', 9_619],
    // £30,151 → £9,619
    ['Our flat needs a new bathroom', 'New bathroom', 'bathroom', 9_619],
    // £46,665 → £24,103
    ['We own a 3 bed semi and want a new kitchen', 'New kitchen', 'kitchen', 24_103],
    ['The house needs a new kitchen', 'New kitchen', 'kitchen', 24_103],
    // £48,070 → £24,103 (a kitchen's job is priced lived in: the fact is its default)
    ['We live in the house during the works and want a new kitchen', 'New kitchen', 'kitchen', 24_103],
    // £46,665 → £25,779
    ['New kitchen with an island in the house', 'New kitchen with an island', 'kitchen', 25_779],
    // £173,880 (the house renovated) → £8,678
    ['We own the flat and need a new en-suite', 'New en-suite', 'bathroom', 8_678],
    // £26,450 (the flat's underfloor heating, the bathroom beside it) → £10,678
    [
      'The flat needs a new bathroom with underfloor heating',
      'New bathroom with underfloor heating',
      'bathroom',
      10_678,
    ],
    // It was and is £24,103.
    ['Looking for a new kitchen for our house', 'New kitchen', 'kitchen', 24_103],
  ])('prices %j as %j is priced: the room’s job', expectTheRoomsJob)

  it('prices the bathroom refitted in a victorian terrace as the bathroom, the period adding to its preliminaries', () => {
    // £31,521 (the house's light refresh) → £9,891; "Need the bathroom refitted" was £30,612 and is £9,619.
    const plan = london({ description: 'I have a Victorian terrace and need the bathroom refitted' })
    expect(plan.facts.baseType).toBe('bathroom')
    expect(plan.facts.isPeriod).toBe(true)
    expect(londonPounds('I have a Victorian terrace and need the bathroom refitted')).toBe(9_891)
    expect(londonPounds('Need the bathroom refitted')).toBe(9_619)
  })

  it.each([
    ['The house needs a full renovation', 'house', 172_842],
    ['The house needs a new kitchen and a full renovation', 'house', 172_842],
    // The floors said in the house's sentence are the house's, laid beside the kitchen, as in "New kitchen, new floors in
    // the house" (£31,958 as before; the first two were the floors' trade with the kitchen beside it, the same lines).
    ['The house needs a new kitchen and new floors', 'kitchen', 31_958],
    ['We own a 3 bed semi and want a new kitchen and new floors', 'kitchen', 31_958],
    ['New kitchen with new floors in the house', 'kitchen', 31_958],
    ['The house needs rewiring', 'trade', 8_558],
  ])('keeps %j as it was: the house’s work asked for', expectKept)
})

/**
 * "Flat" is the home only where it is not the word for what follows it (`FLAT_HOME`, decision 070, later
 * uk-rates-2026.101: a flat roof is not the flat). On the whole-house form (90 m², London, mid, scope not stated, 29
 * November 2026) each below was the house's light refresh (£46,665, £46,204 with the flat ceiling, £30,612 the bathroom).
 */
describe('a flat roof is not the flat', () => {
  it.each([
    // £46,665 → £24,103
    ['I have a flat roof and need a new kitchen', 'New kitchen', 'kitchen', 24_103],
    // £46,665 → £24,103: the kitchen in an existing extension, as "New kitchen in the rear extension"
    ['New kitchen in the flat roof extension', 'New kitchen in the rear extension', 'kitchen', 24_103],
    // £46,204 → £24,103
    ['New kitchen with a flat ceiling', 'New kitchen', 'kitchen', 24_103],
    // £30,612 → £9,619
    ['We have a flat roof and want a new bathroom', 'New bathroom', 'bathroom', 9_619],
  ])('prices %j as %j', (description, alone, baseType, pounds) => {
    expect(london({ description }).facts.baseType).toBe(baseType)
    expect(londonPounds(description)).toBe(londonPounds(alone))
    expect(londonPounds(description)).toBe(pounds)
  })

  it('prices the flat roof re-covered where the brief asks for it, beside the kitchen', () => {
    // £26,160 before too, but on the house's form (range £16,465 – £43,826); now the kitchen's job with 15 m² of flat
    // roof re-covered beside it (range £10,734 – £42,150).
    const plan = london({ description: 'I have a flat roof and need a new kitchen and the flat roof re-covered' })
    expect(plan.facts.baseType).toBe('kitchen')
    expect(plan.lineItems.some((l) => l.rateId === 'flat_roof_recover')).toBe(true)
    expect(londonPounds('I have a flat roof and need a new kitchen and the flat roof re-covered')).toBe(26_160)
  })

  it('keeps the flat the home where it is one', () => {
    expect(londonPounds('We live in the flat and want a new bathroom')).toBe(9_619)
    expect(london({ description: 'Renovate the flat' }).facts.baseType).toBe('house')
  })
})

/**
 * The house said in a sentence with a floor is the house's floors' place, where the house is described, named or held
 * (decision 070, later uk-rates-2026.101: a floor said with the house). On the whole-house form (90 m², London, mid,
 * scope not stated, 29 November 2026) each below was £24,103, the kitchen alone, its floor the kitchen's own.
 */
describe('a floor said with the house', () => {
  it.each([
    'New kitchen in the house, new floors',
    'New kitchen in a 3 bed semi, new floors',
    'New kitchen and new floors in a 3 bed semi',
  ])('prices %j as the kitchen with the house’s floors beside it, as the floors said in the house', (description) => {
    // £24,103 → £31,958
    const plan = london({ description })
    expect(plan.facts.baseType).toBe('kitchen')
    expect(plan.lineItems.filter((l) => l.rateId === 'floor_finish').map((l) => l.quantity)).toEqual([12, 90])
    expect(londonPounds(description)).toBe(londonPounds('New kitchen, new floors in the house'))
    expect(londonPounds(description)).toBe(31_958)
  })

  it.each(['New kitchen, new floors', 'New kitchen in the house. New floors.', 'New kitchen in the house'])(
    'keeps %j the kitchen alone, its floor its own (£24,103)',
    (description) => {
      expect(londonPounds(description)).toBe(24_103)
    },
  )
})
