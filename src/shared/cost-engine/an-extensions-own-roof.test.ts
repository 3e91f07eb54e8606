import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan } from './types'
import { onlyUnpricedWorks, unpricedWorksNamed } from './unpriced-works'

/**
 * A new extension's roof lantern and its conservatory-style roof are its own (new-space.ts ITS_OWN; decision 071,
 * later uk-rates-2026.103). Figures in the comments are the first form's, whole house, 90 m², London, mid, no scope.
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, region: 'london', scopeKnown: false }))
const extension = estimatorFor(buildCostInput({ projectType: 'extension', sizeSqm: 25 }))
const quantity = (plan: CostPlan, rateId: string) =>
  plan.lineItems.filter((l) => l.rateId === rateId).reduce((n, l) => n + l.quantity, 0)
const notPriced = (plan: CostPlan) =>
  plan.exclusions.filter((e) => e.includes('not priced in this estimate')).map((e) => e.split(':')[0] ?? e)
const ROOF_WORK = 'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof'

describe("an extension's roof lantern", () => {
  it('is the extension alone, the lantern its one rooflight in the new roof', () => {
    // "Extension with a lantern roof" was £250,563, the house's extensive renovation with the extension beside it
    // ("roof" read as the house's); "Rear extension with a roof lantern" £85,393 and the kitchen extension's brief
    // with bifolds £86,448, the extension beside a roof lantern cut into an existing roof (and bi-folds beside its
    // own). Each is now the extension with one flat-roof rooflight, £81,505, as "Rear extension with a rooflight".
    const alone = house({ description: 'Rear extension with a rooflight' })
    expect(quantity(alone, 'rooflight_flat')).toBe(1)
    for (const description of [
      'Extension with a lantern roof',
      'Rear extension with a roof lantern',
      'Single storey kitchen extension with a lantern roof and bifolds',
      'Kitchen extension, lantern roof and bifolds',
      'Build a rear extension with a large roof lantern',
    ]) {
      const plan = house({ description })
      expect(plan.facts.baseType, description).toBe('extension')
      expect(quantity(plan, 'rooflight_flat'), description).toBe(1)
      expect(quantity(plan, 'roof_lantern'), description).toBe(0)
      expect(quantity(plan, 'bifold'), description).toBe(0)
      expect(plan.totalIncVatPence, description).toBe(alone.totalIncVatPence)
      expect(notPriced(plan), description).toEqual([])
    }
  })

  it('counts the lanterns said', () => {
    expect(quantity(house({ description: 'Rear extension with two roof lanterns' }), 'rooflight_flat')).toBe(2)
    expect(quantity(house({ description: 'Rear extension with two lantern roofs' }), 'rooflight_flat')).toBe(2)
  })

  it("is the extension's rooflight on the extension's own form", () => {
    // "Extension with a lantern roof" priced no rooflight (£57,062 on the professional form, 25 m², West Midlands).
    for (const description of ['Extension with a lantern roof', 'Kitchen extension with a lantern roof and bifolds'])
      expect(quantity(extension({ description }), 'rooflight_flat'), description).toBe(1)
  })

  it('is a lantern cut into the existing roof where no extension is built', () => {
    for (const description of ['Fit a lantern roof over the kitchen', 'Fit a roof lantern into the flat roof']) {
      const plan = house({ description })
      expect(quantity(plan, 'roof_lantern'), description).toBe(1)
      expect(quantity(plan, 'foundations_strip'), description).toBe(0)
    }
  })
})

describe("an extension's conservatory roof", () => {
  it("is the extension's own roof, not a conservatory roof repaired", () => {
    // "Side return extension with a conservatory roof" priced the extension (£73,324, unchanged) and listed a
    // conservatory roof as not priced beside it.
    for (const [description, alone] of [
      ['Side return extension with a conservatory roof', 'Side return extension'],
      ['Rear extension with a glazed conservatory roof', 'Rear extension'],
      ['Single storey extension with a conservatory roof', 'Single storey extension'],
    ] as const) {
      expect(unpricedWorksNamed(description), description).toEqual([])
      const plan = house({ description })
      expect(plan.facts.baseType, description).toBe('extension')
      expect(notPriced(plan), description).toEqual([])
      expect(plan.totalIncVatPence, description).toBe(house({ description: alone }).totalIncVatPence)
    }
  })

  it('leaves a conservatory roof repaired refused, or listed beside an extension', () => {
    for (const description of ['Repair the conservatory roof', 'Replace the conservatory roof'])
      expect(
        onlyUnpricedWorks(description).map((w) => w.name),
        description,
      ).toEqual([ROOF_WORK])
    expect(notPriced(house({ description: 'Rear extension and repair the conservatory roof' }))).toEqual([ROOF_WORK])
  })
})
