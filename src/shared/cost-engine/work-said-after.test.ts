import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { unpricedWorksNamed } from './unpriced-works'

/**
 * Work said after what it is done to, or as what other work is for, is asked for (decision 074, later
 * uk-rates-2026.103). On the whole-house form (90 m², London, mid, scope not stated, 29 November 2026).
 */
const london = estimatorFor(
  buildCostInput({ sizeSqm: 90, region: 'london', scopeKnown: false, priceDate: '2026-11-29' }),
)
const pounds = (description: string) => Math.round(london({ description }).totalIncVatPence / 100)
const rateIds = (description: string) => london({ description }).lineItems.map((l) => l.rateId)

describe('a renewal said after the thing renewed', () => {
  it.each([
    // £24,103 (the kitchen alone) → £26,160, as 'New kitchen and replace the flat roof'
    ['I have a flat roof that needs replacing and need a new kitchen', 26_160],
    ['We need a new kitchen and the flat roof replaced', 26_160],
    ['New kitchen and replace the flat roof', 26_160],
    // £24,103 → £26,160
    ['The flat roof on the extension needs to be replaced and a new kitchen', 26_160],
    ['New kitchen, and the flat roof over the garage which needs re-covering', 26_160],
    // £9,619 (the bathroom alone) → £11,677
    ['I have a flat roof which needs to be replaced and want a new bathroom', 11_677],
  ])('prices the flat roof re-covered beside the room: %j', (description, total) => {
    expect(rateIds(description)).toContain('flat_roof_recover')
    expect(pounds(description)).toBe(total)
  })

  it.each([
    // Each was the house's renovation, £172,842
    'The flat roof needs replacement',
    'Our flat roof that needs replacing',
    'The flat roof is leaking and needs replacing',
  ])('prices %j as the flat roof re-covered alone', (description) => {
    expect(rateIds(description)).toEqual(['flat_roof_recover'])
    expect(pounds(description)).toBe(2_057)
  })

  it('reads a fitting the same way: "the old toilet that needs replacing" is the WC swapped', () => {
    // It was a bathroom refitted, £9,619.
    expect(pounds('The old toilet that needs replacing')).toBe(457)
    expect(pounds('The toilet is cracked and needs replacing')).toBe(457)
  })

  it('keeps a flat roof merely described a fact', () => {
    expect(rateIds('I have a flat roof and need a new kitchen')).not.toContain('flat_roof_recover')
    expect(pounds('I have a flat roof and need a new kitchen')).toBe(24_103)
  })
})

describe('a roof said leaking', () => {
  it.each([
    'My flat roof is leaking and I need a new kitchen',
    'New bathroom and the flat roof is leaking',
    'The flat roof on the extension leaks',
    'The roof is leaking',
  ])('lists the leak as not priced: %j', (description) => {
    expect(unpricedWorksNamed(description).map((w) => w.name)).toEqual([
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ])
  })

  it('prices the room beside it as the room alone, the flat not read as the home', () => {
    expect(pounds('My flat roof is leaking and I need a new kitchen')).toBe(pounds('New kitchen'))
    expect(pounds('New bathroom and the flat roof is leaking')).toBe(pounds('New bathroom'))
  })

  it('is not the leak where the roof is re-covered', () => {
    expect(unpricedWorksNamed('Replace the leaking flat roof')).toEqual([])
    expect(rateIds('Replace the leaking flat roof')).toEqual(['flat_roof_recover'])
  })
})

describe('work said as what other work is for', () => {
  it.each([
    // £38,015 (the kitchen and the en-suite, no rewire) → £46,573
    ['New kitchen, rewire to fit an en-suite', 'New kitchen, rewire and fit an en-suite'],
    ['New kitchen, rewire to add a shower room', 'New kitchen, rewire and add a shower room'],
    // £38,015 → £51,624
    ['New kitchen, replaster to fit an en-suite', 'New kitchen, replaster and fit an en-suite'],
    // The house's renovation, £187,694 → £22,470
    ['Rewire to fit an en-suite', 'Rewire and fit an en-suite'],
  ])('prices %j as %j', (description, asList) => {
    expect(rateIds(description)).toEqual(rateIds(asList))
    expect(pounds(description)).toBe(pounds(asList))
  })

  it('prices the rewire beside the kitchen and the en-suite', () => {
    const ids = rateIds('New kitchen, rewire to fit an en-suite')
    expect(ids).toEqual(expect.arrayContaining(['kitchen_units', 'rewire', 'ensuite_suite']))
    expect(pounds('New kitchen, rewire to fit an en-suite')).toBe(46_573)
  })
})
