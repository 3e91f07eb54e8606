import { describe, expect, it, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { ROOM_FORMED } from './rooms-formed'
import type { CostPlan } from './types'

/**
 * An en-suite named with what it is ("an en-suite shower room", "an en-suite bathroom", "a shower room en-suite") is one
 * en-suite, its two names read together (decision 074, later uk-rates-2026.103). Midlands, house form, 90 m².
 */
const est = estimatorFor(buildMidlandsCostInput({ scopeKnown: false }))
const priced = (description: string): CostPlan =>
  est({ projectType: 'whole_house_renovation', sizeSqm: 90, description })
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId).sort()

describe('an en-suite named with what it is', () => {
  // "Convert the garage into a bedroom with an en-suite shower room" was the whole house's renovation (£184,560 at
  // London rates): "into a bedroom with an en-suite" was read as the en-suite formed, and "shower room" left after it
  // as a second bathroom, renewed. Now the garage with an en-suite formed in it (£32,679 at London rates).
  test.each([
    [
      'Convert the garage into a bedroom with an en-suite shower room',
      'Convert the garage into a bedroom with en-suite',
    ],
    ['Garage conversion into a bedroom with an en-suite shower room', 'Garage conversion with an en-suite'],
    ['Convert the garage into a study with an en-suite shower room', 'Convert the garage into a study with en-suite'],
    [
      'Convert the garage into a bedroom with a shower room en-suite',
      'Convert the garage into a bedroom with en-suite',
    ],
    // An en-suite bathroom is fitted with a bath, as a bathroom said with the garage is.
    [
      'Convert the garage into a bedroom with an en-suite bathroom',
      'Convert the garage into a bedroom with a bathroom',
    ],
  ])('%j is the garage with its en-suite formed, as %j', (description, shorter) => {
    const plan = priced(description)
    expect(plan.facts.baseType).toBe('room')
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['ext_wall', 'stud_partition', 'layout_change']))
    expect(rateIds(plan)).not.toContain('strip_bathroom')
    expect(plan.totalIncVatPence).toBe(priced(shorter).totalIncVatPence)
  })

  test.each([
    ['Garage conversion with an en-suite shower room', 'Garage conversion with an en-suite'],
    ['Loft conversion with an en-suite shower room', 'Loft conversion with an en-suite'],
    ['Add an en-suite shower room', 'Add an en-suite'],
    ['New kitchen and an en-suite shower room', 'New kitchen and an en-suite'],
    [
      'Convert the dining room into a bedroom with an en-suite shower room',
      'Convert the dining room into a bedroom with en-suite',
    ],
    ['Rewire and add an en-suite shower room', 'Rewire and add an en-suite'],
  ])('%j prices as %j', (description, shorter) => {
    expect(priced(description).totalIncVatPence).toBe(priced(shorter).totalIncVatPence)
  })

  it('measures the en-suite shower room named as one room, not an en-suite and a shower room', () => {
    // Was two rooms of 5 m² (10 m², £661 at London rates to paint); now one, as "paint the en-suite" (5 m², £330).
    // The first form reads "paint" as the cosmetic scope, stated.
    const painted = (description: string) =>
      est({ projectType: 'whole_house_renovation', sizeSqm: 90, description, scope: 'cosmetic', scopeKnown: true })
    for (const description of ['Paint the en-suite shower room', 'Paint the shower room en-suite']) {
      const plan = painted(description)
      expect(plan.facts.measuredSqm).toBe(5)
      expect(plan.totalIncVatPence).toBe(painted('Paint the en-suite').totalIncVatPence)
    }
  })

  it('reads the room formed with both its names', () => {
    const formed = (text: string) => [...text.matchAll(new RegExp(ROOM_FORMED.source, 'g'))].map((m) => m[0])
    expect(formed('convert the garage into a bedroom with an en-suite shower room')).toEqual([
      'into a bedroom with an en-suite shower room',
    ])
    expect(formed('into a bedroom with a shower room en-suite')).toEqual(['into a bedroom with a shower room en-suite'])
  })
})
