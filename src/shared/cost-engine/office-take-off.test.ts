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
