import { describe, expect, it } from 'vitest'
import { buildCostInput } from '#tests/factories/cost-input'
import { DEFAULT_RATES as rates } from '../default-rates'
import type { FeeId } from '../rate-table'
import type { CostInput } from '../types'
import { addContingency } from './contingency'
import { measure, type Job } from './measure'
import { narrate } from './narrative'
import { addOnCosts, type OnCosts } from './on-costs'
import { priceLines, type Works } from './price-lines'
import { residualBand } from '../range'
import { priceRange, type ExcVatRange } from './range'
import { addVat } from './vat'

// Each stage on its own: its input is built here (from the stage before, or by hand), never from estimateCost.
const input = (over: Partial<CostInput> = {}) =>
  buildCostInput({
    projectType: 'whole_house_renovation',
    sizeSqm: 90,
    region: 'midlands',
    priceDate: '2024-12-31',
    ...over,
  })
const job = (over: Partial<CostInput> = {}) => measure({ input: input(over), rates })
const worksOf = (measuredPence: number): Works => ({
  lines: [],
  measuredPence,
  preliminaryLines: [],
  preliminaryPence: 0,
  netPence: 0,
  labourPence: 0,
  materialsPence: measuredPence,
  onByFlag: {},
  offByFlag: {},
  flagged: [],
  bathroomValue: 0,
  premiumOverStandard: 0,
  bathrooms: 1,
  bedrooms: 3,
  labourByPhase: [0, 0, 0, 0, 0, 0],
})
const onCostsOf = (constructionPence: number, fees: Partial<OnCosts> = {}): OnCosts => ({
  prelimsPercent: 0,
  prelimsPence: 0,
  ohpPercent: 0,
  ohpPence: 0,
  constructionPence,
  fees: [],
  feesPence: 0,
  vatableFeesPence: 0,
  ...fees,
})

describe('measure', () => {
  it('clamps the floor area to the rate table bounds', () => {
    expect(job({ sizeSqm: 0 }).sizeSqm).toBe(1)
    expect(job({ sizeSqm: Number.NaN }).sizeSqm).toBe(1)
    expect(job({ sizeSqm: 10_000_000 }).sizeSqm).toBe(rates.limits.maxSizeSqm)
  })

  it("prices the type's typical job when the scope is not stated", () => {
    const j = job({ scope: 'light', scopeKnown: false })
    expect(j.scopeStated).toBe(false)
    expect(j.normalised.scope).toBe(rates.profiles.whole_house_renovation!.typicalScope)
  })

  it('takes decorating only off the type recipe onto the decorating recipe, but keeps a single trade its own', () => {
    expect(job({ scope: 'cosmetic' }).recipe.id).toBe('cosmetic')
    expect(job({ projectType: 'rewiring', scope: 'cosmetic' }).recipe.id).toBe('rewire')
  })

  it('takes off quantities that grow with the floor area', () => {
    const small = job({ sizeSqm: 60 }).quantities
    const large = job({ sizeSqm: 120 }).quantities
    expect(large.floorArea).toBe(120)
    expect(large.wallArea).toBeGreaterThan(small.wallArea)
    expect(large.bedrooms).toBeGreaterThan(small.bedrooms)
  })

  it('brings rates to the region and the price date in one factor', () => {
    const j = job({ region: 'london', priceDate: '2026-06-30' })
    expect(j.unitFactor).toBeCloseTo(j.region.factor * j.price.factor, 10)
    expect(j.region.factor).toBeGreaterThan(1)
    expect(j.price.factor).toBeGreaterThan(1)
  })
})

describe('priceLines', () => {
  it('adds every priced line into the measured works, split into labour and materials', () => {
    const w = priceLines(job())
    expect(w.lines.length).toBeGreaterThan(10)
    expect(w.lines.reduce((s, l) => s + l.totalPence, 0)).toBe(w.measuredPence)
    expect(w.labourPence + w.materialsPence).toBe(w.measuredPence)
    expect(w.labourByPhase.reduce((s, n) => s + n, 0)).toBe(w.labourPence)
  })

  it('leaves out a line whose flag is off but keeps its value for the narrative', () => {
    const w = priceLines(job({ scope: 'light', answers: { rewiring: 'no' } }))
    expect(w.lines.some((l) => l.rateId === 'rewire')).toBe(false)
    expect(w.offByFlag.rewire).toBeGreaterThan(0)
    const on = priceLines(job({ scope: 'light', answers: { rewiring: 'yes' } }))
    expect(on.onByFlag.rewire).toBe(w.offByFlag.rewire)
  })

  it('prices premium fittings above standard and records the difference', () => {
    const standard = priceLines(job({ quality: 'standard' }))
    const premium = priceLines(job({ quality: 'premium' }))
    expect(premium.measuredPence).toBeGreaterThan(standard.measuredPence)
    expect(premium.premiumOverStandard).toBeGreaterThan(0)
    expect(standard.premiumOverStandard).toBe(0)
  })
})

describe('addOnCosts', () => {
  it("charges the recipe's preliminaries on measured works, and OH&P only on net-rate works and preliminaries", () => {
    const j = job({ scope: 'medium' })
    // £100,000 of works of which £30,000 at net rates: trade prices already carry their own overheads and margin.
    const o = addOnCosts({ job: j, works: { ...worksOf(10_000_000), netPence: 3_000_000 } })
    expect(o.prelimsPercent).toBe(j.recipe.preliminariesPercent)
    expect(o.prelimsPence).toBe(Math.round((10_000_000 * o.prelimsPercent) / 100))
    expect(o.ohpPercent).toBeGreaterThan(0)
    expect(o.ohpPence).toBe(Math.round(((3_000_000 + o.prelimsPence) * o.ohpPercent) / 100))
    expect(o.constructionPence).toBe(10_000_000 + o.prelimsPence + o.ohpPence)
  })

  it('charges a decorating job no preliminaries, OH&P or fees', () => {
    const o = addOnCosts({ job: job({ scope: 'cosmetic' }), works: worksOf(500_000) })
    expect([o.prelimsPence, o.ohpPence, o.feesPence]).toEqual([0, 0, 0])
  })

  it('adds an engineer and building control for structural work, and counts only vatable fees for VAT', () => {
    const o = addOnCosts({ job: job({ answers: { structural_walls: 'yes' } }), works: worksOf(10_000_000) })
    const ids = o.fees.map((f) => f.id)
    expect(ids).toEqual(expect.arrayContaining(['design', 'structural_engineer', 'building_control']))
    expect(o.feesPence).toBe(o.fees.reduce((s, f) => s + f.pence, 0))
    const vatable = o.fees
      .filter((f) => f.id === 'design' || rates.fees[f.id as FeeId].vatable)
      .reduce((s, f) => s + f.pence, 0)
    expect(o.vatableFeesPence).toBe(vatable)
  })
})

describe('addContingency', () => {
  const contingencyOf = (j: Job) => addContingency({ job: j, onCosts: onCostsOf(10_000_000, { feesPence: 500_000 }) })

  it('sizes the allowance by risk, within the rate table bounds, on construction plus fees', () => {
    const answered = {
      rewiring: 'no',
      heating: 'no',
      damp: 'no',
      structural_walls: 'no',
      roof_work: 'no',
      windows: 'no',
    }
    const good = contingencyOf(job({ condition: 'good', answers: answered }))
    const poor = contingencyOf(job({ condition: 'poor', answers: answered }))
    expect(poor.percent).toBeGreaterThan(good.percent)
    expect(poor.reasons.some((r) => r.startsWith('poor condition'))).toBe(true)
    expect(poor.pence).toBe(Math.round((10_500_000 * poor.percent) / 100))
    expect(poor.percent).toBeLessThanOrEqual(rates.contingency.maxPercent)
  })

  it('lists the drivers still on their defaults and adds for them', () => {
    const open = contingencyOf(job())
    expect(open.unknowns.length).toBeGreaterThan(0)
    expect(open.reasons.some((r) => r.includes('still unknown'))).toBe(true)
  })
})

describe('priceRange', () => {
  it('spreads a stated scope by its measured band without pricing other scopes', () => {
    const r = priceRange({
      job: job({ scope: 'medium' }),
      likelyExcVatPence: 1_000_000,
      likelyAt: () => {
        throw new Error('not needed')
      },
    })
    expect(r.scopeKnown).toBe(true)
    expect(r.lowExcVatPence).toBeLessThanOrEqual(1_000_000)
    expect(r.highExcVatPence).toBeGreaterThanOrEqual(1_000_000)
    expect(r.confidence).toBeGreaterThanOrEqual(40)
    expect(r.confidence).toBeLessThanOrEqual(95)
  })

  it('with the scope not stated, spans the likely figures of the rungs either side of the typical job', () => {
    const asked: string[] = []
    const likelyAt = (scope: string) => {
      asked.push(scope)
      return scope === 'medium' ? 100_000 : 10_000_000
    }
    const r = priceRange({ job: job({ scopeKnown: false }), likelyExcVatPence: 1_000_000, likelyAt })
    expect(asked).toEqual(['medium', 'full'])
    expect(r.lowExcVatPence).toBeLessThanOrEqual(100_000)
    expect(r.highExcVatPence).toBeGreaterThanOrEqual(10_000_000)
    // The confidence is the measured coverage of the band this job's range uses (scope not stated).
    const band = residualBand(rates.range.residuals, 'house', false)
    expect(r.confidence).toBe(Math.min(95, Math.max(40, Math.round(band.coverage * 100))))
  })
})

describe('addVat', () => {
  const range = (likely: number): ExcVatRange => ({
    likelyExcVatPence: likely,
    lowExcVatPence: likely / 2,
    highExcVatPence: likely * 2,
    scopeKnown: true,
    confidence: 60,
  })

  it('charges the works at the standard rate and carries the range at the same ratio', () => {
    const v = addVat({ job: job(), works: worksOf(800_000), onCosts: onCostsOf(900_000), range: range(1_000_000) })
    expect(v.ratePercent).toBe(20)
    expect(v.pence).toBe(200_000)
    expect(v.totalIncVatPence).toBe(1_200_000)
    expect(v.range).toEqual({
      lowPence: 600_000,
      likelyPence: 1_200_000,
      highPence: 2_400_000,
      lowExcVatPence: 500_000,
      highExcVatPence: 2_000_000,
    })
  })

  it('keeps professional fees at the standard rate when the works are reduced-rate', () => {
    const j = job({ projectType: 'house_to_hmo_conversion' })
    const fees = { feesPence: 100_000, vatableFeesPence: 60_000 }
    const v = addVat({ job: j, works: worksOf(800_000), onCosts: onCostsOf(900_000, fees), range: range(1_000_000) })
    expect(v.ratePercent).toBe(5)
    expect(v.pence).toBe(Math.round(900_000 * 0.05) + Math.round(60_000 * 0.2))
    expect(v.reason).toContain('Professional fees stay at 20%.')
  })
})

describe('narrate', () => {
  const priced = (over: Partial<CostInput> = {}) => {
    const j = job(over)
    const works = priceLines(j)
    const onCosts = addOnCosts({ job: j, works })
    const contingency = addContingency({ job: j, onCosts })
    const likely = onCosts.constructionPence + onCosts.feesPence
    const range = priceRange({ job: j, likelyExcVatPence: likely, likelyAt: () => likely })
    const vat = addVat({ job: j, works, onCosts, range })
    return { job: j, works, onCosts, contingency, range, vat }
  }

  it('groups the lines by element with each element inside the range', () => {
    const p = priced()
    const n = narrate(p)
    expect(n.elements.reduce((s, e) => s + e.totalPence, 0)).toBe(p.works.measuredPence)
    for (const e of n.elements) {
      expect(e.lowPence).toBeLessThanOrEqual(e.totalPence)
      expect(e.highPence).toBeGreaterThanOrEqual(e.totalPence)
    }
  })

  it('plans a design period before site phases that overlap', () => {
    const { programme } = narrate(priced({ answers: { structural_walls: 'yes' } }))
    expect(programme.phases[0]!.name).toBe('Design and approvals')
    const site = programme.phases.slice(1)
    expect(site.length).toBeGreaterThan(2)
    for (let i = 1; i < site.length; i++) {
      expect(site[i]!.startWeek).toBeGreaterThan(site[i - 1]!.startWeek)
      expect(site[i]!.startWeek).toBeLessThanOrEqual(site[i - 1]!.startWeek + site[i - 1]!.durationWeeks)
    }
  })

  it('lists a driver the description mentions but no line prices as an exclusion, never as included', () => {
    const n = narrate(priced({ projectType: 'bathroom', sizeSqm: 5, description: 'new bathroom and a full rewire' }))
    expect(n.drivers.find((d) => d.key === 'rewiring')?.effect).toContain('not included')
    expect(n.exclusions).toContain(
      'Whether a full rewire is needed: mentioned in your description but not priced in this estimate.',
    )
  })

  it('sizes each risk from the rate table allowances', () => {
    const p = priced()
    const inflation = narrate(p).risks.find((r) => r.id === 'inflation')!
    const m = p.vat.totalIncVatPence / p.works.measuredPence
    expect(inflation.impactPence).toBe(Math.round(p.works.measuredPence * rates.riskAllowances.inflation * m))
  })
})
