import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'

const est = estimatorFor(buildCostInput())

describe('a barn conversion', () => {
  it('relays the ground floor and builds the first floor and its staircase: a barn is a shell', () => {
    const p = est({ projectType: 'barn_conversion', sizeSqm: 200, description: 'Barn conversion', answers: {} })
    const line = (rateId: string) => p.lineItems.find((l) => l.rateId === rateId)
    // 200 m² on two storeys: a 100 m² footprint, relaid and screeded, and 100 m² of new first floor above it.
    expect(line('ground_slab')?.quantity).toBeCloseTo(100, 5)
    expect(line('screed')?.quantity).toBeCloseTo(100, 5)
    expect(line('upper_floor')?.quantity).toBeCloseTo(100, 5)
    expect(line('loft_stairs')?.quantity).toBe(1)
    // The shell upgrade no longer claims the new slab: that is the line above.
    expect(line('barn_repairs')?.description).not.toMatch(/slab/)
  })

  it('strips, makes good and tops up nothing a barn does not have', () => {
    const p = est({ projectType: 'barn_conversion', sizeSqm: 200, description: 'Barn conversion', answers: {} })
    const rateIds = p.lineItems.map((l) => l.rateId)
    // No domestic kitchen or bathroom to remove, no house to patch up: its kitchen and bathrooms are new.
    for (const absent of ['strip_kitchen', 'strip_bathroom', 'making_good', 'insulation_upgrade'])
      expect(rateIds).not.toContain(absent)
    expect(rateIds).toEqual(expect.arrayContaining(['kitchen_units', 'bathroom_suite', 'barn_repairs', 'ground_slab']))
  })

  it('prices its drainage as runs to a sewer and says a treatment plant is not included', () => {
    const p = est({ projectType: 'barn_conversion', sizeSqm: 200, description: 'Barn conversion', answers: {} })
    expect(p.lineItems.find((l) => l.rateId === 'drainage_connection')?.description).toMatch(/to the sewer$/)
    expect(p.exclusions).toEqual(expect.arrayContaining([expect.stringMatching(/^Off-mains drainage/)]))
  })

  it('is heated by an air-source heat pump (no gas main, a new dwelling), unless the heating is answered', () => {
    const rateIds = (answers: Record<string, string>) =>
      est({ projectType: 'barn_conversion', sizeSqm: 200, description: 'Barn conversion', answers }).lineItems.map(
        (l) => l.rateId,
      )
    expect(rateIds({})).toEqual(expect.arrayContaining(['heat_pump', 'heating_distribution']))
    expect(rateIds({})).not.toContain('boiler')
    expect(rateIds({ heating: 'new_system' })).toEqual(expect.arrayContaining(['boiler', 'heating_distribution']))
    expect(rateIds({ heating: 'new_system' })).not.toContain('heat_pump')
  })
})
