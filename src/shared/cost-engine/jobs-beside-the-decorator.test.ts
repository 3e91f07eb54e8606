import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'

/**
 * A bathroom's job beside the house decorated, on the whole-house form as the forms read it (90 m², North, mid, the
 * scope read from the brief, 29 November 2026): the bathrooms said in the plural were not read as work heavier than
 * decorating, so the brief settled the scope as cosmetic and priced the decorator alone (decision 072, later
 * uk-rates-2026.99).
 */
const onTheForms = (description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  return estimatorFor(buildCostInput({ sizeSqm: 90, region: 'north', priceDate: '2026-11-29' }))({
    description,
    scope,
    scopeKnown: isKnown,
  })
}

describe('a bathroom refitted beside the house decorated', () => {
  it('prices the bathrooms refitted, the house decorated beside them', () => {
    // £2,982 (decorating alone: the bathrooms vanished) → £16,811 (two bathrooms, the house decorated beside them; £17,135 since uk-rates-2026.102).
    const plan = onTheForms('Refit the bathrooms and redecorate throughout')
    expect(plan.facts.baseType).toBe('bathroom')
    expect(plan.lineItems.find((l) => l.rateId === 'bathroom_suite')?.quantity).toBe(2)
    expect(plan.lineItems.some((l) => l.description.startsWith('Decorating: '))).toBe(true)
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(17_135)
  })

  it('reads one bathroom as it did: its job, the house decorated beside it', () => {
    // £9,897, unchanged (£10,221 since uk-rates-2026.102: the house's walls measured round its room schedule's rooms).
    const plan = onTheForms('Refit the bathroom and redecorate throughout')
    expect(plan.lineItems.find((l) => l.rateId === 'bathroom_suite')?.quantity).toBe(1)
    expect(plan.lineItems.some((l) => l.description.startsWith('Decorating: '))).toBe(true)
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(10_221)
  })
})
