import { describe, expect, it, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { describedAnswers } from '#shared/smart-questions/analyze-description'
import type { CostPlan } from './types'

/**
 * A cellar tanked is a waterproofing specialist's small job, priced at the basement's own tanking rate over the
 * cellar's walls and floor (decision 073). On the whole-house form (85 m², North) "Damp in the cellar, tanking needed"
 * was the house's light refresh (£20,701, floors, doors and decorating throughout) and "Tank the cellar" its extensive
 * renovation (£110,493): the word "cellar" read as a renovation, "damp" as the house's damp-proof course.
 */
const est = estimatorFor(buildMidlandsCostInput({ scopeKnown: false, region: 'north' }))
const house = (description: string) => est({ projectType: 'whole_house_renovation', sizeSqm: 85, description })
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId).sort()
const tanking = (p: CostPlan) => p.lineItems.find((l) => l.rateId === 'basement_tanking')

describe('a cellar tanked', () => {
  test.each([
    'Damp in the cellar, tanking needed',
    'Tank the cellar',
    'Cellar tanking',
    'Tanking the cellar walls',
    'Cellar has rising damp, needs tanking and a sump pump',
    'Our cellar floods every winter, needs waterproofing',
    'Basement waterproofing',
    'Damp in the cellar',
  ])('%j tanks a cellar of 16 m² (walls and floor, 49.6 m²) and nothing else', (description) => {
    const plan = house(description)
    expect(plan.facts.baseType).toBe('trade')
    expect(rateIds(plan)).toEqual(['basement_tanking'])
    const line = tanking(plan)!
    expect(line.quantity).toBe(49.6)
    expect(line.description).toMatch(/^Tank the cellar to BS 8102/)
    expect(line.working).toContain('a cellar under one room, about 4 m × 4 m: the description gives no size')
    expect(plan.totalIncVatPence).toBeGreaterThan(400_000)
    expect(plan.totalIncVatPence).toBeLessThan(1_000_000)
  })

  test.each([
    ['Tank the 25 m2 cellar', 67],
    ['The cellar is about 4m x 5m and needs tanking', 57.57],
  ] as const)('%j tanks the floor its sentence states, and the walls round it (%d m²)', (description, sqm) => {
    const line = tanking(house(description))!
    expect(line.quantity).toBeCloseTo(sqm, 2)
    expect(line.working).toContain('as the description says')
  })

  it("takes an area bigger than the house's footprint as the house's, not the cellar's", () => {
    const line = tanking(house('Our 90 m2 Victorian terrace has a damp cellar'))!
    expect(line.quantity).toBe(49.6)
    expect(line.working).toContain('the description gives no size')
  })

  it("is the cellar's damp, not the house's: no damp-proof course, no damp left unpriced", () => {
    for (const description of ['Damp in the cellar, tanking needed', 'Cellar has rising damp, needs tanking']) {
      const plan = house(description)
      expect(rateIds(plan)).not.toContain('damp_treatment')
      expect(plan.exclusions.join(' ')).not.toMatch(/damp/i)
      expect(plan.drivers.map((d) => d.key)).not.toContain('damp')
      expect(describedAnswers({ description, projectType: 'whole_house_renovation' }).damp).toBeUndefined()
    }
    // Damp said of a room is still the house's.
    const both = house('Rising damp in the living room and the cellar needs tanking')
    expect(rateIds(both)).toEqual(['basement_tanking', 'damp_treatment'])
  })

  it('a bigger job prices the cellar it names beside its own work', () => {
    const renovation = house('Full renovation, and tank the cellar')
    expect(renovation.facts.baseType).toBe('house')
    expect(tanking(renovation)?.quantity).toBe(49.6)
    const rewire = house('Full rewire, and tank the cellar')
    expect(rateIds(rewire)).toEqual(expect.arrayContaining(['basement_tanking', 'rewire']))
    expect(rateIds(rewire)).not.toContain('floor_finish')
  })
})

describe('a cellar converted is still the basement conversion', () => {
  test.each([
    'Convert the cellar into a playroom',
    'Cellar conversion',
    'Dig out a basement',
    'Convert the damp cellar into a gym',
    'Convert the cellar into a playroom, the cellar is damp and needs tanking',
  ])('%j is a basement conversion, tanked as one', (description) => {
    const plan = house(description)
    expect(plan.facts.baseType).toBe('basement')
    expect(tanking(plan)?.description).not.toMatch(/^Tank the cellar/)
  })
})

describe('a cellar said as where other work is', () => {
  it('is no renovation and no tanking', () => {
    const boiler = house('New boiler and move it to the cellar')
    expect(boiler.facts.baseType).toBe('trade')
    expect(rateIds(boiler)).toContain('boiler')
    for (const description of ['Remove the old water tank in the cellar', 'Wet room tanking', 'Damp basement flat'])
      expect(rateIds(house(description))).not.toContain('basement_tanking')
  })
})
