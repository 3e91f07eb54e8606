import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'

const est = estimatorFor(buildCostInput())

describe('an office converted to flats', () => {
  it('strips the office fit-out once and fits each flat a new kitchen: no domestic kitchens to remove', () => {
    const p = est({ projectType: 'office_to_residential', sizeSqm: 400, description: 'Office to flats', answers: {} })
    const line = (rateId: string) => p.lineItems.find((l) => l.rateId === rateId)
    expect(line('strip_commercial')?.quantity).toBeGreaterThan(0)
    expect(line('strip_kitchen')).toBeUndefined()
    expect(line('kitchen_units')?.quantity).toBeGreaterThan(0)
    expect(line('appliances')?.quantity).toBe(line('utilities')?.quantity)
  })
})

describe('a shop or office refurbishment', () => {
  const plan = (
    projectType: 'retail_space_renovation' | 'commercial_property_renovation',
    scope: 'medium' | 'extensive' | 'full' = 'medium',
  ) => est({ projectType, sizeSqm: 300, scope, description: 'Refurbish the premises' })

  it.each([
    ['retail_space_renovation', 'shopfitting', 'commercial_fitout_joinery'],
    ['commercial_property_renovation', 'commercial_fitout_joinery', 'shopfitting'],
  ] as const)('%s prices its own joinery once (%s), not the other kind (%s)', (projectType, priced, notPriced) => {
    const rateIds = plan(projectType).lineItems.map((l) => l.rateId)
    expect(rateIds).toContain(priced)
    expect(rateIds).not.toContain(notPriced)
  })

  it.each(['extensive', 'full'] as const)('at %s scope no per-m² line measures more floor than there is', (scope) => {
    const perSqmOfFloor = plan('commercial_property_renovation', scope).lineItems.filter(
      (l) => l.unit === 'm2' && /per m2/.test(l.description),
    )
    expect(perSqmOfFloor.length).toBeGreaterThan(2)
    for (const l of perSqmOfFloor) expect(l.quantity, l.description).toBeLessThanOrEqual(300)
  })
})
