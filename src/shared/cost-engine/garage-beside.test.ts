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
    // 1_942_068 until uk-rates-2026.103: the en-suite was a refit; now formed in the garage (its partitions and runs).
    ['Garage conversion with an en-suite', 'ensuite_suite', undefined, 20, 2_312_423],
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

describe('an en-suite beside a garage converted is formed in it (decision 074, later uk-rates-2026.103)', () => {
  // It was priced as a bathroom refit: the strip-out of a suite that was never there, and no partition forming it.
  test.each([
    'Garage conversion with an en-suite',
    'Convert the garage into a bedroom with en-suite',
    'Convert the garage into a bedroom with its own en-suite',
    'Garage conversion with a shower room',
  ])('%j forms it: partitions and new runs, no strip-out', (description) => {
    const plan = priced('whole_house_renovation', 90, description)
    expect(rateIds(plan)).toEqual(
      expect.arrayContaining(['ext_wall', 'stud_partition', 'layout_change', 'ensuite_suite']),
    )
    expect(rateIds(plan)).not.toContain('strip_bathroom')
    // As the en-suite said formed beside it is priced ("and add an en-suite").
    expect(plan.totalIncVatPence).toBe(
      priced('whole_house_renovation', 90, 'Garage conversion and add an en-suite').totalIncVatPence,
    )
  })
  test.each(['Garage conversion and a new bathroom', 'Garage conversion and refit the en-suite'])(
    "%j refits the house's own, as before",
    (description) => {
      const plan = priced('whole_house_renovation', 90, description)
      expect(rateIds(plan)).toContain('strip_bathroom')
      expect(rateIds(plan)).not.toContain('stud_partition')
    },
  )
})

describe('a steel beam said before a garage conversion (decision 074, later uk-rates-2026.103)', () => {
  const garageWithBeam = priced('whole_house_renovation', 90, 'Garage conversion with a steel beam')
  // The beam said first was the main job, the garage a part beside it at its typical 16 m² (£24,127 at London rates).
  test.each([
    'A steel beam and a garage conversion',
    'Steel beam and garage conversion',
    'Put in a steel beam and convert the garage',
    'Install an RSJ, then convert the garage into a home office',
  ])('%j is the garage with the beam beside it', (description) => {
    const plan = priced('whole_house_renovation', 90, description)
    expect(plan.facts.baseType).toBe('room')
    expect(plan.facts.measuredSqm).toBe(15)
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['ground_slab', 'steel_beam']))
    expect(plan.fees.map((f) => f.id)).toContain('structural_engineer')
    expect(plan.totalIncVatPence).toBe(garageWithBeam.totalIncVatPence)
  })
  it('leaves a steel beam alone, and a loft conversion with one, as they were', () => {
    expect(priced('whole_house_renovation', 90, 'A steel beam').facts.baseType).toBe('trade')
    expect(priced('whole_house_renovation', 90, 'Loft conversion with a steel beam').facts.baseType).toBe('loft')
  })
})
