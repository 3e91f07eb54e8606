import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { onlyUnpricedWorks, unpricedWorksNamed } from './unpriced-works'

/**
 * The house's roof said beside a room's job (decisions 069 and 074, later uk-rates-2026.103): a re-roof said after the
 * roof is priced beside the room, a roof repair or a rooflight's leak is the roofer's, listed. On the whole-house form
 * (90 m², London, mid, scope not stated, 29 November 2026).
 */
const london = estimatorFor(
  buildCostInput({ sizeSqm: 90, region: 'london', scopeKnown: false, priceDate: '2026-11-29' }),
)
const pounds = (description: string) => Math.round(london({ description }).totalIncVatPence / 100)
const rateIds = (description: string) => london({ description }).lineItems.map((l) => l.rateId)
const ROOFER = 'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof'
const listed = (description: string) => london({ description }).exclusions.filter((e) => e.startsWith(ROOFER))

describe('a re-roof said after the roof', () => {
  it.each([
    // £24,103 (the kitchen alone) → £38,585, as 'New kitchen and a new roof'
    ['The roof needs replacing and I need a new kitchen', 'New kitchen and a new roof'],
    ['Replacing the roof and a new kitchen', 'New kitchen and a new roof'],
    // £9,619 (the bathroom alone) → £24,102
    ['Our roof needs to be replaced, and a new bathroom', 'New bathroom and re-roof the house'],
    ['The roof needs renewing, new bathroom', 'New bathroom and re-roof the house'],
  ])('prices %j as %j', (description, said) => {
    expect(rateIds(description)).toContain('roof_recover')
    expect(rateIds(description)).toEqual(rateIds(said))
    expect(pounds(description)).toBe(pounds(said))
  })

  it('prices the re-roof beside the kitchen: £38,585', () => {
    expect(rateIds('The roof needs replacing and I need a new kitchen')).toContain('kitchen_units')
    expect(pounds('The roof needs replacing and I need a new kitchen')).toBe(38_585)
  })

  it("is not another building's roof nor a flat roof", () => {
    expect(rateIds('New kitchen, the garage roof needs replacing')).not.toContain('roof_recover')
    expect(rateIds('I have a flat roof that needs replacing and need a new kitchen')).toEqual(
      expect.arrayContaining(['flat_roof_recover', 'kitchen_units']),
    )
    expect(rateIds('I have a flat roof that needs replacing and need a new kitchen')).not.toContain('roof_recover')
  })
})

describe('roof repairs', () => {
  it.each(['New kitchen and roof repairs', 'New kitchen and the roof needs repairing'])(
    'lists the repair beside the kitchen, priced as the kitchen alone: %j',
    (description) => {
      expect(listed(description)).toHaveLength(1)
      expect(pounds(description)).toBe(pounds('New kitchen'))
    },
  )

  it('refuses roof repairs alone, as "repair the roof" (it was the house\'s light refresh, £25,505)', () => {
    expect(onlyUnpricedWorks('Roof repairs').map((w) => w.name)).toEqual([ROOFER])
    expect(onlyUnpricedWorks('Repair the roof').map((w) => w.name)).toEqual([ROOFER])
  })

  it("does not list the roof repairs a house's job prices", () => {
    for (const description of ['Full refurbishment, including roof repairs', 'Full renovation and repair the roof']) {
      expect(rateIds(description)).toContain('roof_repairs')
      expect(listed(description)).toEqual([])
    }
  })
})

describe('a rooflight said leaking', () => {
  it.each(['The roof lights are leaking', 'The Velux windows leak', 'The leaky skylights', 'The rooflight leaks'])(
    "is the roofer's leak, not new rooflights (it was £5,153): %j",
    (description) => {
      expect(onlyUnpricedWorks(description).map((w) => w.name)).toEqual([ROOFER])
    },
  )

  it('beside a kitchen is listed, no rooflight priced', () => {
    expect(rateIds('New kitchen and the skylight leaks')).not.toContain('rooflight')
    expect(pounds('New kitchen and the skylight leaks')).toBe(pounds('New kitchen'))
    expect(listed('New kitchen and the skylight leaks')).toHaveLength(1)
  })

  it.each([
    'The leaking Velux windows need replacing',
    'The roof lights are leaking and need replacing',
    'Replace the leaking velux windows',
  ])('is new rooflights where replacing is said: %j', (description) => {
    expect(unpricedWorksNamed(description)).toEqual([])
    expect(rateIds(description)).toEqual(['rooflight'])
    expect(pounds(description)).toBe(5_153)
  })
})
