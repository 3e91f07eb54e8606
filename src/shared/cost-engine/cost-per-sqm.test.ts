import { describe, expect, test } from 'vitest'
import { ENGINE_SAMPLE_INPUTS } from '#tests/fixtures/sample-cost-plan'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { costPerSqm, planCostPerSqm } from './cost-per-sqm'
import { DEFAULT_RATES } from './default-rates'
import { estimateCost } from './estimate-cost'
import { vatLines } from './vat-lines'

describe('costPerSqm (decision 012: one definition, both figures)', () => {
  test('gives the cost per m² excluding and including VAT', () => {
    expect(costPerSqm({ totalExcVatPence: 2_928_000, totalIncVatPence: 3_513_600 }, 24)).toEqual({
      excVatPence: 122_000,
      incVatPence: 146_400,
    })
    expect(costPerSqm({ totalExcVatPence: 100, totalIncVatPence: 120 }, 0)).toEqual({ excVatPence: 0, incVatPence: 0 })
  })

  test("is the engine's own figure: costPerSqmPence is the one including VAT", () => {
    const plan = estimateCost(
      { ...ENGINE_SAMPLE_INPUTS.issue10Kitchen!, description: 'Full kitchen refit', answers: {} },
      DEFAULT_RATES,
    )
    const { excVatPence, incVatPence } = costPerSqm(plan, 24)
    expect(plan.costPerSqmPence).toBe(incVatPence)
    expect(excVatPence).toBe(Math.round(plan.totalExcVatPence / 24))
    expect(excVatPence).toBeLessThan(incVatPence)
  })
})

describe('cost per m² of the floor the works measure', () => {
  const midlandsHouse = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))

  test('a room decorated on the house form is over that room, as a kitchen priced as a room is (decision 070)', () => {
    // "Repaint the living room" divided its £548 by the 85 m² house (about £6/m²); it is over the 18 m² living room.
    const room = midlandsHouse({ description: 'Repaint the living room', scope: 'cosmetic', scopeKnown: true })
    expect(room.facts.measuredSqm).toBe(18)
    expect(room.costPerSqmPence).toBe(Math.round(room.totalIncVatPence / 18))
    expect(planCostPerSqm(room).incVatPence).toBe(room.costPerSqmPence)
    const ufh = midlandsHouse({ description: 'Electric underfloor heating in the bathroom' })
    expect(ufh.facts.measuredSqm).toBe(5)
  })

  test('work throughout, or a trade on the whole house beside a room, is over the house', () => {
    const whole = midlandsHouse({ description: 'Repaint the whole house', scope: 'cosmetic', scopeKnown: true })
    expect(whole.facts.measuredSqm).toBeUndefined()
    // The rewire beside the replastered living room works on every floor: the floor is the house's, not the room's.
    const beside = midlandsHouse({ description: 'Replaster the living room and a full rewire' })
    expect(beside.lineItems.some((l) => l.rateId === 'rewire')).toBe(true)
    expect(beside.facts.measuredSqm).toBeUndefined()
    expect(beside.costPerSqmPence).toBe(Math.round(beside.totalIncVatPence / 85))
  })
})

describe('vatLines (decision 012: one VAT line per rate)', () => {
  test('a 5% conversion: 5% on the works, 20% on VAT-able fees, summing to the plan VAT', () => {
    const plan = estimateCost(ENGINE_SAMPLE_INPUTS.hmo!, DEFAULT_RATES)
    const lines = vatLines(plan, DEFAULT_RATES)
    expect(lines.map((l) => [l.ratePercent, l.appliesTo])).toEqual([
      [5, 'building work'],
      [20, 'professional fees'],
    ])
    expect(lines.reduce((a, l) => a + l.vatPence, 0)).toBe(plan.vat.pence)
    expect(lines[1]!.vatPence).toBe(Math.round(lines[1]!.basePence * 0.2))
  })
})
