import { describe, expect, test } from 'vitest'
import { ENGINE_SAMPLE_INPUTS } from '#tests/fixtures/sample-cost-plan'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostPlan } from '#shared/cost-engine/types'
import { EstimateResponseSchema } from '#shared/schemas/estimates'
import { toEstimateResponse, type EstimateResponseSource } from './estimate-response'

/** The API's answer for a plan, as a stored row of `projectType` and `description` would give it. */
function responseFor(plan: CostPlan, projectType: string, description: string) {
  const row = {
    id: '3f6c2a10-7d4e-4b8a-9c1e-2a5b7c9d0e11',
    projectType,
    region: 'southeast',
    propertyAddress: null,
    description,
    sizeSqm: String(plan.input.sizeSqm),
    costBreakdown: plan,
    isProfessional: false,
    userId: null,
    projectId: null,
    createdAt: new Date('2026-11-01T10:00:00Z'),
  } as unknown as EstimateResponseSource
  return EstimateResponseSchema.parse(
    toEstimateResponse(row, { hasReport: false, reportId: null, reportBoughtByOther: false, canClaim: false }),
  )
}

/** The engine's plan for the sample kitchen's inputs as another job. */
const planFor = (projectType: CostPlan['input']['projectType'], sizeSqm: number, description: string) =>
  estimateCost({ ...ENGINE_SAMPLE_INPUTS.issue10Kitchen!, projectType, sizeSqm, description }, DEFAULT_RATES)

describe('toEstimateResponse (decision 012)', () => {
  const plan = estimateCost(
    {
      ...ENGINE_SAMPLE_INPUTS.issue10Kitchen!,
      description: 'Full kitchen refit in a three-bed semi',
      answers: { property_age: '1919_1965' },
    },
    DEFAULT_RATES,
  )
  const res = responseFor(plan, 'kitchen_renovation', 'Full kitchen refit in a three-bed semi')

  test('states cost per m² both excluding and including VAT; costPerSqm stays the one including VAT', () => {
    expect(res.costPerSqmExcludingVAT).toBe(Math.round(plan.totalExcVatPence / 24) / 100)
    expect(res.costPerSqmIncludingVAT).toBe(Math.round(plan.totalIncVatPence / 24) / 100)
    expect(res.costPerSqm).toBe(res.costPerSqmIncludingVAT)
    expect(res.measuredSqm).toBe(24)
  })

  test('says the floor the cost per m² is over where the job measures another (a loft beside the house)', () => {
    const both = planFor('whole_house_renovation', 90, 'Full renovation and a loft conversion')
    const answer = responseFor(both, 'whole_house_renovation', 'Full renovation and a loft conversion')
    expect(answer.sizeSqm).toBe(90)
    expect(answer.measuredSqm).toBe(118)
    expect(answer.costPerSqmIncludingVAT).toBe(Math.round(both.totalIncVatPence / 118) / 100)
  })

  test('driver labels carry answers as people read them, also for plans stored before the fix', () => {
    expect(res.drivers.map((d) => d.label)).toContain('Age of the property: 1919 to 1965')
    const old = {
      ...plan,
      drivers: plan.drivers.map((d) =>
        d.key === 'property_age' ? { ...d, label: 'Age of the property: 1919_1965' } : d,
      ),
    }
    const oldRes = responseFor(old, 'kitchen_renovation', 'Full kitchen refit in a three-bed semi')
    expect(oldRes.drivers.map((d) => d.label)).toContain('Age of the property: 1919 to 1965')
  })
})

describe('the scaffold on the wire (decision 046)', () => {
  test("a loft's scaffold is an itemised preliminary: its own on-cost row, not a line item; the rows still add up", () => {
    const plan = planFor('loft_conversion', 30, 'Dormer loft')
    const res = responseFor(plan, 'loft_conversion', 'Dormer loft')
    expect(res.lineItems.some((l) => /scaffold/i.test(l.description))).toBe(false)
    const scaffold = res.onCosts.find((c) => c.label.startsWith('Preliminaries, itemised: Scaffold'))
    expect(scaffold?.basis).toMatch(/^2 nr at £/)
    const pence = (pounds: number) => Math.round(pounds * 100)
    const measured = res.lineItems.reduce((s, l) => s + pence(l.total), 0)
    const onCosts = res.onCosts.reduce((s, c) => s + pence(c.amount), 0)
    expect(measured + onCosts).toBe(plan.totalExcVatPence)
  })
})
