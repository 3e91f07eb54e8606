import { describe, expect, it, test } from 'vitest'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostPlan } from '#shared/cost-engine/types'
import { EstimateRequestSchema } from '#shared/schemas/estimates'
import { firstFormRequest } from './estimate-inputs'

/**
 * Real jobs as a new user types them on the first form, priced through the route's own input building,
 * each checked against the published figures or guide named beside it. These are checks, never fitting: no rate
 * cites these rows (rates.test.ts), and they are a handful of the jobs the published sets hold.
 */
const price = (body: Record<string, unknown>): CostPlan => {
  const { input } = firstFormRequest(EstimateRequestSchema.parse({ finishQuality: 'mid', ...body }))
  return estimateCost({ ...input, priceDate: '2026-11-26' })
}
const pounds = (pence: number) => pence / 100
/** One job as the first form sends it. */
const job = (projectType: string, sizeSqm: number, region: string, description: string): CostPlan =>
  price({ projectType, sizeSqm, region, description })
/** The plan's total including VAT lies within the published range, in pounds. */
const expectIncVatWithin = (plan: CostPlan, low: number, high: number) => {
  expect(pounds(plan.totalIncVatPence)).toBeGreaterThanOrEqual(low)
  expect(pounds(plan.totalIncVatPence)).toBeLessThanOrEqual(high)
}

describe('real jobs land where UK guides price them', () => {
  it('a 140 m² house converted to a 6-bed HMO in the Midlands', () => {
    // uk-cost-calibration-v2.csv CAL2-016 (3-bed terrace to 5-bed HMO, Preston: £42,500) and CAL2-017 (3-bed semi to
    // 6-bed HMO with 5 en-suites: £120,000); CAL2-028 small HMO £30,000-£60,000.
    const p = job('house_conversion', 140, 'midlands', 'Convert a 140 m2 house into a 6-bed HMO')
    expect(p.facts.baseType).toBe('hmo')
    expect(p.facts.bedrooms).toBe(6)
    expect(p.vat.ratePercent).toBe(5)
    expectIncVatWithin(p, 42_500, 120_000)
  })

  it('a 90 m² 1930s semi, full refurbishment, North West', () => {
    // CAL2-002 (standard full renovation of a ~100 m² 3-bed semi: new kitchen, bathroom, rewire, heating) £65,000-
    // £100,000; the spec's whole-house guide £400-900/m² (£36,000-£81,000 for 90 m²).
    const p = job('whole_house_renovation', 90, 'north', '1930s semi full refurbishment')
    expectIncVatWithin(p, 65_000, 81_000)
  })

  it('a 20 m² mid-range kitchen in London', () => {
    // CAL2-045 (open-plan kitchen 20-30 m² refit £20,000-£50,000); the spec's kitchen guide £8,000-£35,000.
    const p = job('kitchen_renovation', 20, 'london', 'mid-range kitchen')
    expectIncVatWithin(p, 20_000, 35_000)
  })

  it('a 30 m² dormer loft in the South East', () => {
    // CAL2-063 (dormer loft conversion, medium 30 m², UK average £40,000-£45,000), brought to the South East by the
    // engine's own location factor; the spec's loft guide £15,000-£60,000.
    const p = job('loft_conversion', 30, 'southeast', 'dormer loft conversion')
    const factor = p.facts.locationFactor
    expect(pounds(p.totalExcVatPence)).toBeGreaterThanOrEqual(40_000 * factor)
    expect(pounds(p.totalExcVatPence)).toBeLessThanOrEqual(45_000 * factor)
    expect(pounds(p.totalIncVatPence)).toBeLessThanOrEqual(60_000)
  })

  it('repainting a 20 m² living room is a decorator’s price', () => {
    // CAL2-036 (4 m x 5 m living room repaint £450, labour) and CAL2-042 (London decorator, £450-£1,000 a room).
    for (const body of [
      { projectType: 'decorating', description: 'repaint the living room' },
      { projectType: 'whole_house_renovation', description: 'repaint the living room', renovationScope: 'cosmetic' },
    ]) {
      const p = price({ sizeSqm: 20, region: 'midlands', ...body })
      expect(p.lineItems.map((l) => l.rateId)).toEqual(['decoration'])
      expect(p.preliminaries.pence + p.overheadsProfit.pence + p.feesPence).toBe(0)
      expectIncVatWithin(p, 450, 1_000)
    }
  })

  it('"Victorian" after "not listed" adds risk advice, not a restoration', () => {
    const base = {
      projectType: 'whole_house_renovation',
      sizeSqm: 90,
      region: 'midlands',
      renovationScope: 'extensive',
    }
    const plain = price({ ...base, description: 'house renovation' })
    const victorian = price({
      ...base,
      description: 'Victorian house renovation',
      smartAnswers: { listed_status: 'neither' },
    })
    expect(victorian.totalIncVatPence).toBe(plain.totalIncVatPence)
    expect(victorian.contingency.percent).toBeGreaterThan(plain.contingency.percent)
  })

  it('the jobs that already landed still do', () => {
    // CAL2-099 (single-storey extension, typical total £45,000-£75,000); CAL2-005 (main bathroom £6,000-£15,000);
    // UKC-101/102 (BCIS office-to-residential conversions £1,177-£1,262/m² ex VAT).
    const extension = job('extension', 25, 'scotland', 'rear extension')
    expectIncVatWithin(extension, 45_000, 75_000)
    const bathroom = job('bathroom_renovation', 6, 'midlands', 'bathroom')
    expectIncVatWithin(bathroom, 6_000, 15_000)
    const office = job('office_to_residential', 500, 'midlands', 'offices to flats')
    expect(pounds(office.totalExcVatPence) / 500).toBeGreaterThanOrEqual(1_000)
    expect(pounds(office.totalExcVatPence) / 500).toBeLessThanOrEqual(1_700)
  })
})

describe('small jobs typed on the first form land where their trades price them (decision 065)', () => {
  test.each([
    // kalsi-website.pages.dev (roofline replacement cost, 2026 prices): a 3-bed semi £2,000-£4,000 with scaffold.
    [
      'whole_house_renovation',
      90,
      'Replace all fascias, soffits and guttering on a 3 bed semi with white uPVC. Scaffold needed front and back. No other work.',
      'trade',
      [2_000, 4_000],
    ],
    // Painting a 3-bed semi's exterior £700-£1,300 (priceyourjob.co.uk 2025, realhomes.com) plus its scaffold
    // £1,200-£2,600 (uk-unit-rates.csv UR-091, Homebuilding & Renovating 2024, four sides).
    ['whole_house_renovation', 90, 'Exterior repaint only - rendered walls in masonry paint.', 'trade', [1_900, 3_900]],
    // uk-cost-calibration-v2.csv CAL2-121 (single garage conversion, garages typically 12-15 m²: £8,000-£15,000) and
    // CAL2-120 (garage conversion, general range £7,000-£21,000).
    [
      'house_conversion',
      14,
      'Convert our integral single garage into a home office: brick up the door opening with a window, insulate, one radiator.',
      'room',
      [8_000, 15_000],
    ],
    // uk-unit-rates.csv UR-081 (Axiom Eco Homes 2026): a composite door installed £800-£1,200.
    ['whole_house_renovation', 90, 'Replace the front door with a composite door. That is all.', 'trade', [800, 1_500]],
  ] as const)('%s, %d m²: %s', (projectType, sizeSqm, description, baseType, [low, high]) => {
    const p = job(projectType, sizeSqm, 'midlands', description)
    expect(p.facts.baseType).toBe(baseType)
    expectIncVatWithin(p, low, high)
  })
})
