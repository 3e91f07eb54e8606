import { describe, expect, it, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostInput, CostPlan } from './types'

/**
 * Work said beside a garage conversion is priced, never dropped (decision 074, later uk-rates-2026.101): the garage's
 * recipe's own line where it has one, else the trade or bathroom beside it. Midlands, house form, 90 m².
 */
const est = estimatorFor(buildMidlandsCostInput({ scopeKnown: false }))
const priced = (projectType: CostInput['projectType'], sizeSqm: number, description: string) =>
  est({ projectType, sizeSqm, description })
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId).sort()

describe('a garage conversion with work said beside it', () => {
  // Work said beside the garage was dropped: the garage's job took the brief whole, its words lost (£13,280 each, the
  // garage alone). Now its recipe's own line where it has one (underfloor heating, in place of its radiator), else the
  // trade or bathroom priced beside it (decision 074, later uk-rates-2026.101).
  test.each([
    ['Garage conversion with underfloor heating', 'ufh', 'heating_distribution', 15, 1_476_486],
    ['Garage conversion and a full rewire', 'rewire', undefined, undefined, 1_933_553],
    ['Garage conversion and a new boiler', 'boiler', undefined, undefined, 1_623_171],
    ['Garage conversion with an en-suite', 'ensuite_suite', undefined, 20, 1_942_068],
    ['Garage conversion and a new bathroom', 'bathroom_suite', undefined, 20, 2_008_659],
  ] as const)('%j prices the garage and %s, never drops it', (description, line, gone, floor, total) => {
    const plan = priced('whole_house_renovation', 90, description)
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['ext_wall', 'ground_slab', 'door_fire', line]))
    if (gone) expect(rateIds(plan)).not.toContain(gone)
    expect(plan.totalIncVatPence).toBe(total) // was 1_327_965: the garage alone
    // A rewire or boiler works on the whole property (its 90 m²); the garage's underfloor heating on its 15 m².
    expect(plan.facts.measuredSqm).toBe(floor)
  })
  it('measures a steel beam beside the garage on the garage floor, not the property', () => {
    // Was the property's 90 m² (no measured floor): a beam is an item in one place, no floor of its own.
    expect(priced('whole_house_renovation', 90, 'Garage conversion with a steel beam').facts.measuredSqm).toBe(15)
  })
})
