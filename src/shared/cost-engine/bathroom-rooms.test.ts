import { describe, expect, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan, ProjectType } from './types'

/**
 * A cloakroom (a downstairs WC) is a WC and a basin. Priced as a bathroom it carried a bath suite and two days of
 * plumbing: a 2 m² cloakroom refit came to about £6,300 where published guides give £1,500-£4,000 (A Jones
 * Contractors, "small cloakroom", the tagged set's UKC-016; Checkatrade's downstairs-toilet guide is of the same order).
 */
describe('the room the brief names is the room priced', () => {
  const est = estimatorFor(buildMidlandsCostInput({ projectType: 'bathroom_renovation', sizeSqm: 2 }))
  const price = (description: string, sizeSqm = 2, projectType: ProjectType = 'bathroom_renovation'): CostPlan =>
    est({ description, sizeSqm, projectType })
  const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)

  test.each(['Refit the downstairs cloakroom: new WC and basin, tiling', 'new downstairs toilet', 'guest WC refit'])(
    '%j prices the WC and basin, their plumbing and a cloakroom strip-out, and says why',
    (description) => {
      const plan = price(description)
      expect(rateIds(plan)).toEqual(expect.arrayContaining(['cloakroom_suite', 'cloakroom_plumbing']))
      expect(rateIds(plan)).not.toContain('bathroom_suite')
      expect(rateIds(plan)).not.toContain('ensuite_suite')
      expect(rateIds(plan)).not.toContain('bathroom_plumbing')
      const descriptions = plan.lineItems.map((l) => l.description)
      expect(descriptions).toContain('Remove the existing WC, basin and tiling, dispose')
      expect(descriptions).toContain('Cloakroom electrics: extract fan and lighting')
      expect(plan.drivers.map((d) => d.key)).toContain('cloakroom')
      // Its suite is sanitaryware the fittings specification prices.
      expect(plan.drivers.find((d) => d.key === 'fittings_quality')?.effect ?? '').toMatch(/^Sanitaryware priced at/)
    },
  )

  test('the same room as a bathroom costs more, by the bath suite and the second plumbing day', () => {
    const cloakroom = price('new downstairs cloakroom')
    const bathroom = price('new bathroom')
    expect(rateIds(bathroom)).toContain('bathroom_suite')
    expect(cloakroom.totalExcVatPence).toBeLessThan(bathroom.totalExcVatPence * 0.8)
    // Inside the published £1,500-£4,000 (VAT unstated: the midpoint of inc and ex VAT is under £4,000).
    expect(Math.sqrt(cloakroom.totalExcVatPence * cloakroom.totalIncVatPence)).toBeLessThan(4_000_00)
    expect(cloakroom.totalExcVatPence).toBeGreaterThan(1_500_00)
  })

  test.each([
    ['a new bathroom and a downstairs WC', 'bathroom_suite'],
    ['turn the downstairs toilet into a shower room', 'ensuite_suite'],
  ])('%j keeps the bath or shower the brief names', (description, suite) => {
    const plan = price(description, 4)
    expect(rateIds(plan)).toContain(suite)
    expect(rateIds(plan)).not.toContain('cloakroom_suite')
  })

  test('a bathroom project for "a new en-suite" is that one room, a shower room unless a bath is named', () => {
    const ensuite = price('new simple en-suite', 6)
    expect(ensuite.facts.bathrooms).toBe(1)
    expect(rateIds(ensuite)).toContain('ensuite_suite')
    expect(rateIds(ensuite)).not.toContain('bathroom_suite')
    const withBath = price('new en-suite bathroom with a freestanding bath', 6)
    expect(withBath.facts.bathrooms).toBe(1)
    expect(rateIds(withBath)).toContain('bathroom_suite')
  })

  test('a loft "with en-suite" has the one en-suite; a house "with an en-suite" gains a bathroom', () => {
    expect(price('dormer loft conversion with en-suite', 30, 'loft_conversion').facts.bathrooms).toBe(1)
    const house = (description: string) => price(description, 110, 'whole_house_renovation').facts.bathrooms
    expect(house('full renovation, new kitchen and bathroom, and an en-suite')).toBe(house('full renovation') + 1)
  })

  // An audit of small jobs (28 Nov 2026): each was priced with a bath suite and no shower tray.
  test.each(['Take out the old bath and replace it with a walk in shower', 'Bath to shower conversion'])(
    '%j is a shower-room suite, not a bath',
    (description) => {
      const ids = rateIds(price(description, 6))
      expect(ids).toContain('ensuite_suite')
      expect(ids).not.toContain('bathroom_suite')
    },
  )

  test('a shower room "not needed" after the words is not priced', () => {
    const brief = 'Velux loft conversion to make a bedroom, new staircase, insulate and board out'
    const without = price(`${brief}, small shower room not needed.`, 20, 'loft_conversion')
    expect(without.facts.bathrooms).toBe(0)
    expect(rateIds(without)).not.toContain('ensuite_suite')
    expect(without.totalIncVatPence).toBe(price(`${brief}.`, 20, 'loft_conversion').totalIncVatPence)
    expect(price(`${brief}, en-suite is not required`, 20, 'loft_conversion').facts.bathrooms).toBe(0)
    // The negation belongs to the words next to it: "a shower room, and a new boiler not needed" keeps the shower room.
    expect(rateIds(price(`${brief}, small shower room, and a new boiler not needed`, 20, 'loft_conversion'))).toContain(
      'ensuite_suite',
    )
  })
})
