import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from './default-rates'
import { estimateCost } from './estimate-cost'
import { residualBand } from './range'
import { normaliseRegion } from './regions'
import { typicalRangeForType } from './typical-range'
import { determineVat } from './vat'
import {
  FIRST_FORM_REGIONS,
  PROFESSIONAL_LOCATIONS,
  PROJECT_TYPES,
  type CostInput,
  type CostPlan,
  type ProjectType,
} from './types'

const base = buildMidlandsCostInput({ projectType: 'whole_house_renovation', sizeSqm: 90 })
const est = estimatorFor(base)
const TYPES_TO_TEST: ProjectType[] = [
  'whole_house_renovation',
  'kitchen_renovation',
  'bathroom',
  'extension',
  'loft_conversion',
  'house_to_hmo_conversion',
  'commercial_property_renovation',
  'bedroom',
]

function checkSums(p: CostPlan) {
  const lines = p.lineItems.reduce((s, l) => s + l.totalPence, 0)
  expect(lines).toBe(p.measuredWorksPence)
  expect(p.elements.reduce((s, e) => s + e.totalPence, 0)).toBe(p.measuredWorksPence)
  for (const l of p.lineItems) {
    expect(l.labourPence + l.materialsPence + l.plantPence).toBe(l.totalPence)
    expect(Number.isInteger(l.totalPence) && Number.isInteger(l.ratePence)).toBe(true)
    expect(l.totalPence).toBe(Math.round(l.ratePence * l.quantity))
  }
  expect(p.fees.reduce((s, f) => s + f.pence, 0)).toBe(p.feesPence)
  // The likely figure is the builder's price plus fees; the contingency is beside it, in the budget only.
  expect(p.measuredWorksPence + p.preliminaries.pence + p.overheadsProfit.pence + p.feesPence).toBe(p.totalExcVatPence)
  expect(p.budgetIncludingContingencyPence).toBe(
    p.totalIncVatPence + p.contingency.pence + Math.round((p.contingency.pence * p.vat.ratePercent) / 100),
  )
  expect(p.totalExcVatPence + p.vat.pence).toBe(p.totalIncVatPence)
  expect(p.breakdown.labourPence + p.breakdown.materialsPence + p.breakdown.overheadPence).toBe(p.totalExcVatPence)
  expect(p.range.lowPence).toBeLessThanOrEqual(p.range.likelyPence)
  expect(p.range.likelyPence).toBeLessThanOrEqual(p.range.highPence)
  expect(p.range.lowExcVatPence).toBeLessThanOrEqual(p.totalExcVatPence)
  expect(p.range.highExcVatPence).toBeGreaterThanOrEqual(p.totalExcVatPence)
  expect(p.confidence).toBeGreaterThanOrEqual(40)
  expect(p.confidence).toBeLessThanOrEqual(95)
}

describe('estimateCost: inputs move the estimate the right way', () => {
  it.each(TYPES_TO_TEST)('%s: cost rises strictly with size', (projectType) => {
    let prev = 0
    for (const sizeSqm of [2, 5, 10, 20, 40, 80, 160, 500]) {
      const t = est({ projectType, sizeSqm }).totalExcVatPence
      expect(t).toBeGreaterThan(prev)
      prev = t
    }
  })
  it.each(TYPES_TO_TEST)('%s: cost rises with quality', (projectType) => {
    const q = (['budget', 'standard', 'premium', 'luxury'] as const).map(
      (quality) => est({ projectType, quality }).totalExcVatPence,
    )
    for (let i = 1; i < q.length; i++) expect(q[i]!).toBeGreaterThan(q[i - 1]!)
  })
  it.each(TYPES_TO_TEST)('%s: cost rises with worse condition', (projectType) => {
    const c = (['excellent', 'good', 'average', 'fair', 'poor'] as const).map(
      (condition) => est({ projectType, condition }).totalExcVatPence,
    )
    for (let i = 1; i < c.length; i++) expect(c[i]!).toBeGreaterThan(c[i - 1]!)
  })
  it.each(TYPES_TO_TEST)('%s: cost rises with wider scope', (projectType) => {
    const s = (['cosmetic', 'light', 'medium', 'extensive', 'full'] as const).map(
      (scope) => est({ projectType, scope }).totalExcVatPence,
    )
    for (let i = 1; i < s.length; i++) expect(s[i]!).toBeGreaterThan(s[i - 1]!)
  })
  it('regional order follows the location factors: London highest, Northern Ireland lowest', () => {
    const all = [...FIRST_FORM_REGIONS, ...PROFESSIONAL_LOCATIONS].map((region) => ({
      region,
      f: normaliseRegion(region, DEFAULT_RATES).factor,
      t: est({ region }).totalExcVatPence,
    }))
    const sorted = [...all].sort((a, b) => a.f - b.f)
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.t).toBeGreaterThanOrEqual(sorted[i - 1]!.t)
    const max = Math.max(...all.map((a) => a.t))
    const min = Math.min(...all.map((a) => a.t))
    expect(est({ region: 'london' }).totalExcVatPence).toBe(max)
    expect(est({ region: 'London' }).totalExcVatPence).toBe(max)
    expect(est({ region: 'ni' }).totalExcVatPence).toBe(min)
    expect(est({ region: 'Northern Ireland' }).totalExcVatPence).toBe(min)
  })
  it('maps aggregate first-form regions onto averages of their members', () => {
    const f = (r: string) => normaliseRegion(r, DEFAULT_RATES).factor
    expect(f('north')).toBeCloseTo((f('North East') + f('North West') + f('Yorkshire')) / 3, 2)
    expect(f('midlands')).toBeCloseTo((f('West Midlands') + f('East Midlands')) / 2, 2)
    expect(f('eastanglia')).toBe(f('East of England'))
  })
  it('brings prices to the price date with the TPI and clamps outside the series', () => {
    const early = est({ priceDate: '2010-01-01' })
    const first = est({ priceDate: '2022-05-01' })
    const later = est({ priceDate: '2026-06-01' })
    const far = est({ priceDate: '2040-01-01' })
    expect(early.totalExcVatPence).toBe(first.totalExcVatPence)
    expect(later.totalExcVatPence).toBeGreaterThan(first.totalExcVatPence)
    expect(far.totalExcVatPence).toBe(est({ priceDate: '2026-12-31' }).totalExcVatPence)
  })
})

describe('VAT', () => {
  const cases: [string, Partial<CostInput>, number, RegExp][] = [
    ['renovation', {}, 20, /Notice 708/],
    ['listed repairs', { answers: { listed_status: 'listed' } }, 20, /VCONST08010/],
    ['house to flats', { projectType: 'house_to_flats_conversion' }, 5, /Notice 708 s7/],
    ['house conversion', { projectType: 'house_conversion' }, 5, /Notice 708 s7/],
    ['house to HMO', { projectType: 'house_to_hmo_conversion' }, 5, /Group 6 Note 5/],
    ['office to residential', { projectType: 'office_to_residential', sizeSqm: 400 }, 5, /Notice 708 s7/],
    ['barn conversion', { projectType: 'barn_conversion' }, 5, /Notice 708 s7/],
    [
      'student HMO conversion',
      { projectType: 'student_accommodation', description: 'Convert a house to a student HMO' },
      5,
      /Group 6/,
    ],
    [
      'student, not a conversion',
      { projectType: 'student_accommodation', description: 'refresh the rooms' },
      20,
      /Notice 708/,
    ],
    ['empty two years (answer)', { answers: { empty_two_years: 'yes' } }, 5, /s8/],
    ['empty two years (description)', { description: 'The house has been empty for three years' }, 5, /s8/],
    [
      'answer beats description',
      { description: 'empty for three years', answers: { empty_two_years: 'no' } },
      20,
      /Notice 708/,
    ],
    [
      'new-build dwellings',
      { projectType: 'multi_unit_development', sizeSqm: 600, description: 'New build block of 8 flats' },
      0,
      /Notice 708 s3/,
    ],
    [
      'multi-unit refurbishment',
      { projectType: 'multi_unit_development', sizeSqm: 600, description: 'Refurbish a block' },
      20,
      /Notice 708/,
    ],
  ]
  it.each(cases)('%s', (_name, over, rate, ref) => {
    const p = est(over)
    expect(p.vat.ratePercent).toBe(rate)
    expect(p.vat.reason.length).toBeGreaterThan(10)
    expect(p.vat.reference).toMatch(ref)
    checkSums(p)
  })
  it('zero-rates a heat pump installed on its own in GB before April 2027, not in NI or after', () => {
    const profile = DEFAULT_RATES.profiles.whole_house_renovation!
    const ctx = {
      profile,
      isNewBuild: false,
      conversionMentioned: false,
      becomesHmo: false,
      dwellingsUnchanged: false,
      emptyTwoYears: false,
      isListed: false,
      energySavingOnly: true,
      energySavingMixed: true,
      regionKey: 'london',
      priceDate: '2026-01-01',
    }
    expect(determineVat(ctx, DEFAULT_RATES).rule.ratePercent).toBe(0)
    expect(determineVat(ctx, DEFAULT_RATES).rule.reference).toMatch(/708\/6/)
    expect(determineVat({ ...ctx, regionKey: 'northern_ireland' }, DEFAULT_RATES).rule.ratePercent).toBe(20)
    expect(determineVat({ ...ctx, priceDate: '2027-04-01' }, DEFAULT_RATES).rule.ratePercent).toBe(20)
    const mixed = est({ answers: { heating: 'heat_pump' } })
    expect(mixed.vat.ratePercent).toBe(20)
    expect(mixed.vat.reason).toMatch(/heat pump/i)
  })
  it('keeps professional fees at 20% when the works are at 5%', () => {
    const p = est({ projectType: 'house_to_flats_conversion' })
    const vatableFees = p.fees
      .filter((f) => DEFAULT_RATES.fees[f.id as keyof typeof DEFAULT_RATES.fees]?.vatable)
      .reduce((s, f) => s + f.pence, 0)
    expect(p.vat.pence).toBe(
      Math.round(((p.totalExcVatPence - p.feesPence) * 5) / 100) + Math.round((vatableFees * 20) / 100),
    )
  })
})

describe('answers and description', () => {
  it('rewiring=no removes the rewire line; yes adds it', () => {
    const yes = est({ answers: { rewiring: 'yes' } })
    const no = est({ answers: { rewiring: 'no' } })
    expect(yes.lineItems.some((l) => l.rateId === 'rewire')).toBe(true)
    expect(no.lineItems.some((l) => l.rateId === 'rewire')).toBe(false)
    expect(yes.drivers.find((d) => d.key === 'rewiring')?.effect).toMatch(/£/)
  })
  it('an answer beats a description keyword', () => {
    const p = est({ description: 'Full rewire needed', answers: { rewiring: 'no' } })
    expect(p.lineItems.some((l) => l.rateId === 'rewire')).toBe(false)
  })
  it('bathrooms_count=2 prices two bathroom fit-outs', () => {
    const one = est({ answers: { bathrooms_count: '1' } })
    const two = est({ answers: { bathrooms_count: '2' } })
    const suites = (p: CostPlan) =>
      p.lineItems.filter((l) => l.rateId === 'bathroom_suite').reduce((s, l) => s + l.quantity, 0)
    expect(suites(two)).toBeCloseTo(2 * suites(one), 5)
    expect(two.totalExcVatPence).toBeGreaterThan(one.totalExcVatPence)
  })
  it('stating the scope narrows the range; the confidence is the measured coverage; other answers move the whole range', () => {
    const width = (p: CostPlan) => (p.range.highPence - p.range.lowPence) / p.range.likelyPence
    // Not stated, a whole-house renovation is priced as the job the name usually means (extensive).
    const open = est({ scopeKnown: false })
    const stated = est({ scope: 'extensive', scopeKnown: true })
    expect(open.facts).toMatchObject({ scope: 'extensive', scopeStated: false })
    expect(stated.totalIncVatPence).toBe(open.totalIncVatPence)
    expect(width(stated)).toBeLessThan(width(open))
    const coverage = (known: boolean) =>
      Math.round(residualBand(DEFAULT_RATES.range.residuals, 'house', known).coverage * 100)
    expect(stated.confidence).toBe(coverage(true))
    expect(open.confidence).toBe(coverage(false))
    // ... and its range spans the rungs either side: a refurbishment to full / back to brick.
    expect(open.range.lowExcVatPence).toBeLessThanOrEqual(est({ scope: 'medium' }).totalExcVatPence)
    expect(open.range.highExcVatPence).toBeGreaterThanOrEqual(est({ scope: 'full' }).totalExcVatPence)
    // A type with no usual meaning is priced as a refurbishment.
    expect(est({ projectType: 'kitchen_renovation', sizeSqm: 12, scopeKnown: false }).facts.scope).toBe('medium')
    const unsure = est({ answers: { rewiring: 'unsure', damp: 'unsure' } })
    expect(unsure.range).toEqual(est().range)
    const rewire = est({ answers: { rewiring: 'yes' } })
    const noRewire = est({ answers: { rewiring: 'no' } })
    expect(rewire.range.highPence).toBeGreaterThan(noRewire.range.highPence)
    expect(rewire.range.lowPence).toBeGreaterThan(noRewire.range.lowPence)
  })
  it('description keywords change the work', () => {
    expect(
      est({ projectType: 'loft_conversion', sizeSqm: 28, description: 'MANSARD loft' }).totalExcVatPence,
    ).toBeGreaterThan(est({ projectType: 'loft_conversion', sizeSqm: 28, description: 'velux loft' }).totalExcVatPence)
    expect(
      est({ projectType: 'extension', sizeSqm: 25, description: 'with bi-fold doors and underfloor heating' })
        .totalExcVatPence,
    ).toBeGreaterThan(est({ projectType: 'extension', sizeSqm: 25 }).totalExcVatPence)
    // Read as the smart questions read it (and show it picked up): "no rewire needed" settles it as not needed.
    expect(
      est({ scope: 'extensive', description: 'no rewire needed' }).lineItems.some((l) => l.rateId === 'rewire'),
    ).toBe(false)
    expect(est({ scope: 'extensive', description: '' }).lineItems.some((l) => l.rateId === 'rewire')).toBe(true)
    expect(est({ scope: 'light', description: 'needs a rewire' }).lineItems.some((l) => l.rateId === 'rewire')).toBe(
      true,
    )
    expect(est({ description: 'Grade II listed Victorian house' }).facts.isListed).toBe(true)
  })
  it('ignores unknown answer ids and copes with very long or odd text', () => {
    const weird = est({
      answers: { made_up: 'yes', bathrooms_count: 'lots' },
      description: '\u0000'.repeat(10) + 'ü🙂 '.repeat(50_000),
    })
    checkSums(weird)
  })
})

describe('integrity', () => {
  it.each(PROJECT_TYPES)('%s prices without throwing for sizes 1..10000 and adds up to the penny', (projectType) => {
    for (const sizeSqm of [1, 3.5, 37, 250, 1000, 10_000]) checkSums(est({ projectType, sizeSqm }))
  })
  it('is deterministic', () => {
    const input = {
      ...base,
      description: 'open plan kitchen, new boiler, damp in the cellar',
      answers: { living_in: 'yes' },
    }
    expect(estimateCost(input, DEFAULT_RATES)).toEqual(estimateCost(structuredClone(input), DEFAULT_RATES))
  })
  it('gives programmes in sensible bands', () => {
    const weeks = (projectType: ProjectType, sizeSqm: number) => est({ projectType, sizeSqm }).programme.totalWeeks
    expect(weeks('bathroom', 5)).toBeGreaterThanOrEqual(2)
    expect(weeks('bathroom', 5)).toBeLessThanOrEqual(5)
    expect(weeks('kitchen', 12)).toBeGreaterThanOrEqual(3)
    expect(weeks('kitchen', 12)).toBeLessThanOrEqual(6)
    expect(weeks('loft_conversion', 28)).toBeGreaterThanOrEqual(6)
    expect(weeks('loft_conversion', 28)).toBeLessThanOrEqual(16)
    expect(weeks('extension', 25)).toBeGreaterThanOrEqual(10)
    expect(weeks('extension', 25)).toBeLessThanOrEqual(18)
    expect(weeks('whole_house_renovation', 90)).toBeGreaterThanOrEqual(12)
    expect(weeks('whole_house_renovation', 90)).toBeLessThanOrEqual(26)
  })
  it('gives savings with real £ figures and risks with impacts', () => {
    const p = est({ quality: 'premium', answers: { living_in: 'yes', layout_change: 'yes' } })
    const ids = p.savings.map((s) => s.id)
    expect(ids).toEqual(
      expect.arrayContaining(['own_sanitaryware', 'keep_layout', 'standard_fittings', 'avoid_living_in']),
    )
    for (const s of p.savings) expect(s.savingPence).toBeGreaterThan(0)
    expect(p.risks.length).toBeGreaterThan(0)
    for (const r of p.risks) expect(r.impactPence).toBeGreaterThan(0)
  })
  it('typicalRangeForType gives engine-derived ranges for every type', () => {
    for (const t of PROJECT_TYPES) {
      const r = typicalRangeForType(t, DEFAULT_RATES)
      expect(r.lowPence).toBeGreaterThan(0)
      expect(r.highPence).toBeGreaterThan(r.lowPence)
      expect(r.weeksHigh).toBeGreaterThanOrEqual(r.weeksLow)
    }
  })
})
