import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan } from './types'

/**
 * A new space's own parts said with "with" (decision 069, later uk-rates-2026.101). Figures in the comments are the
 * first form's, whole house, 90 m², London, mid, no scope.
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, region: 'london', scopeKnown: false }))
const rateIds = (plan: CostPlan) => plan.lineItems.map((l) => l.rateId)
const notPriced = (plan: CostPlan) =>
  plan.exclusions.filter((e) => e.includes('not priced in this estimate')).map((e) => e.split(':')[0] ?? e)

describe("a new space's own staircase", () => {
  it('is the staircase its line builds, not also listed as not priced', () => {
    // "Loft conversion with a new staircase" priced loft_stairs (£1,437) and listed "A staircase replaced" as not
    // priced too; the basement's "Staircase to basement" the same. Each is now the space's line alone (£62,695 and
    // £70,066, unchanged).
    for (const [description, alone] of [
      ['Loft conversion with a new staircase', 'Loft conversion'],
      ['Loft conversion with a new oak staircase', 'Loft conversion'],
      ['Basement conversion with new stairs', 'Basement conversion'],
    ]) {
      const plan = house({ description })
      expect(rateIds(plan), description).toContain('loft_stairs')
      expect(notPriced(plan), description).toEqual([])
      expect(plan.totalIncVatPence, description).toBe(house({ description: alone }).totalIncVatPence)
    }
  })

  it("lists the house's staircase replaced, and one beside a space that builds none", () => {
    expect(notPriced(house({ description: 'Loft conversion and replace the staircase' }))).toEqual([
      'A staircase replaced',
    ])
    const extension = house({ description: 'Kitchen extension with a new staircase' })
    expect(rateIds(extension)).not.toContain('loft_stairs')
    expect(notPriced(extension)).toEqual(['A staircase replaced'])
  })

  it('lists none of its own parts said with "with" as not priced where a line prices them', () => {
    const parts = [
      'with a new staircase',
      'with an en-suite',
      'with bifolds',
      'with a rooflight',
      'with a new boiler',
      'with underfloor heating',
      'with a fire door',
    ]
    for (const space of ['Loft conversion', 'Kitchen extension', 'Basement conversion', 'Garage conversion'])
      for (const part of parts) {
        const plan = house({ description: `${space} ${part}` })
        const listed = notPriced(plan).filter((e) => !e.startsWith('What heating work'))
        if (rateIds(plan).includes('loft_stairs'))
          expect(listed, `${space} ${part}`).not.toContain('A staircase replaced')
        expect(
          listed.filter((e) => e !== 'A staircase replaced'),
          `${space} ${part}`,
        ).toEqual([])
      }
  })
})

describe("an extension's roof said in the style of an orangery", () => {
  it('is the extension alone, its roof its own, not a conservatory or the house', () => {
    // "Build a kitchen extension with an orangery style roof" was £245,595, the house's extensive renovation with the
    // extension beside it (its roof read as the house's) and, hyphenated or "conservatory style", a conservatory
    // listed as not priced; now the extension alone (£77,721), as "Build a kitchen extension".
    const alone = house({ description: 'Build a kitchen extension' })
    expect(alone.facts.baseType).toBe('extension')
    for (const description of [
      'Build a kitchen extension with an orangery style roof',
      'Build a kitchen extension with an orangery-style roof',
      'Build a kitchen extension with a conservatory style roof',
      'Build a kitchen extension with a flat roof',
      'Kitchen extension, orangery style roof',
      'Build an orangery style extension',
    ]) {
      const plan = house({ description })
      expect(plan.facts.baseType, description).toBe('extension')
      expect(plan.totalIncVatPence, description).toBe(alone.totalIncVatPence)
      expect(notPriced(plan), description).toEqual([])
    }
  })

  it('is no orangery beside a new kitchen; an orangery asked for still is', () => {
    // "New kitchen with an orangery style roof" listed a conservatory or orangery as not priced beside the kitchen.
    const kitchen = house({ description: 'New kitchen with an orangery style roof' })
    expect(kitchen.totalIncVatPence).toBe(house({ description: 'New kitchen' }).totalIncVatPence)
    expect(notPriced(kitchen)).toEqual([])
    expect(notPriced(house({ description: 'New kitchen and an orangery' }))).toEqual(['A conservatory or orangery'])
  })
})
