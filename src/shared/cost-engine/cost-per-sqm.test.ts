import { describe, expect, test } from 'vitest'
import { ENGINE_SAMPLE_INPUTS } from '#tests/fixtures/sample-cost-plan'
import { costPerSqm } from './cost-per-sqm'
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
