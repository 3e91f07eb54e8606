import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { describe, expect, it } from 'vitest'
import { RATE_ITEMS } from './data/rate-items'
import { DEFAULT_RATES } from './default-rates'
import { EstimateRequestSchema } from '../schemas/estimates'
import {
  FIRST_FORM_PROJECT_TYPES,
  FORM_PROJECT_TYPES,
  PROFESSIONAL_PROJECT_TYPES,
  PROJECT_TYPES,
  TRADE_PROJECT_TYPES,
  type CostInput,
  type Scope,
} from './types'

const base = buildMidlandsCostInput({ projectType: 'extension', sizeSqm: 28 })
const est = estimatorFor(base)

/** The strip-out, substructure, superstructure, roof, windows/doors, internal walls and doors block (RATE_ITEMS up to skirting). */
const structureItems = RATE_ITEMS.slice(0, RATE_ITEMS.findIndex((i) => i.id === 'skirting') + 1)

describe('structure and envelope rates come from published sources', () => {
  it('covers the structure and envelope items', () => {
    expect(structureItems.length).toBeGreaterThanOrEqual(40)
  })
  it.each(structureItems.map((i) => [i.id, i.source] as const))(
    '%s cites a source, never a calibration row',
    (_id, source) => {
      expect(source).not.toMatch(/UKC-|calibrat|tuned/i)
      // A uk-unit-rates.csv row, a named page (a host name) or a build-up of other cited rates.
      expect(source).toMatch(/UR-\d{3}|\.co\.uk|\.com|\.app|\.dev|magazine|Build-up/)
    },
  )
})

const SIZES = [20, 28, 40, 64]
function totals(over: Partial<CostInput>) {
  return SIZES.map((sizeSqm) => est({ ...over, sizeSqm }).totalExcVatPence)
}
function expectEconomyOfScale(t: number[]) {
  for (let i = 1; i < t.length; i++) {
    expect(t[i]!, `total at ${SIZES[i]} m2`).toBeGreaterThan(t[i - 1]!)
    expect(t[i]! / SIZES[i]!, `cost per m2 at ${SIZES[i]} m2`).toBeLessThan(t[i - 1]! / SIZES[i - 1]!)
  }
}

describe('fixed plus per-m2 parts: cost per m2 falls with size while the total rises', () => {
  it('dormer loft conversion, 20 to 64 m2', () => {
    expectEconomyOfScale(totals({ projectType: 'loft_conversion', answers: { loft_type: 'dormer' } }))
  })
  it('mansard loft conversion, 20 to 64 m2', () => {
    expectEconomyOfScale(totals({ projectType: 'loft_conversion', answers: { loft_type: 'mansard' } }))
  })
  it('prices a mansard as one fixed element (its steep faces) plus a per-m2 part (its flat top and party walls)', () => {
    // Was one per-m2 item (£1,005/m² of floor, the published per-conversion differentials each spread over its size):
    // 20 m² £60,715, 42.5 m² £105,771 inc VAT (Midlands, mid, 29 Nov 2026); now £71,160 and £87,253, the same at 28 m².
    const small = est({ projectType: 'loft_conversion', sizeSqm: 20, answers: { loft_type: 'mansard' } })
    const large = est({ projectType: 'loft_conversion', sizeSqm: 64, answers: { loft_type: 'mansard' } })
    const line = (p: typeof small, rateId: string) => p.lineItems.find((l) => l.rateId === rateId)
    expect(line(small, 'mansard')?.quantity).toBe(1)
    expect(line(large, 'mansard')?.totalPence).toBe(line(small, 'mansard')?.totalPence)
    expect(line(large, 'mansard_sqm')!.quantity / line(small, 'mansard_sqm')!.quantity).toBeCloseTo(64 / 20, 5)
    // The fixed part is most of a typical loft's mansard: the faces across the house, not the floor, carry its cost.
    expect(line(small, 'mansard')!.totalPence).toBeGreaterThan(5 * line(small, 'mansard_sqm')!.totalPence)
    const rate = (id: string) => DEFAULT_RATES.items[id]!.ratePence
    // At the 28 m² loft the published differentials are spread over, the two parts are the median differential.
    expect(rate('mansard') + 28 * rate('mansard_sqm')).toBe(2_825_000)
  })
  it('single-storey extension, 20 to 64 m2', () => {
    expectEconomyOfScale(totals({ projectType: 'extension', answers: { extension_storeys: 'single' } }))
  })
  it('prices a dormer as one fixed element plus a per-m2 part, and the loft steels, stairs and scaffold per nr', () => {
    const small = est({ projectType: 'loft_conversion', sizeSqm: 20, answers: { loft_type: 'dormer' } })
    const large = est({ projectType: 'loft_conversion', sizeSqm: 64, answers: { loft_type: 'dormer' } })
    const qty = (p: typeof small, rateId: string) =>
      p.lineItems.filter((l) => l.rateId === rateId).map((l) => l.quantity)
    for (const id of ['dormer', 'loft_steels', 'loft_stairs', 'scaffold'])
      expect(qty(small, id)).toEqual(qty(large, id))
    expect(qty(small, 'dormer')).toEqual([1])
    expect(qty(large, 'dormer_sqm')[0]! / qty(small, 'dormer_sqm')[0]!).toBeCloseTo(64 / 20, 5)
  })
  it('keeps the drainage connection and making good fixed, and grows the opening and garden doors with the width', () => {
    const small = est({ sizeSqm: 20 })
    const large = est({ sizeSqm: 64 })
    const q = (p: typeof small, id: string) => p.lineItems.find((l) => l.rateId === id)?.quantity
    for (const id of ['drainage_connection', 'alterations_existing']) {
      expect(q(small, id), id).toBeGreaterThan(0)
      expect(q(small, id), id).toBe(q(large, id))
    }
    // A square footprint: 4.5 m wide at 20 m², 8 m at 64 m²; the glazing is the width less 1 m of piers.
    expect(q(small, 'opening_beam_m')).toBeCloseTo(Math.sqrt(20), 1)
    expect(q(large, 'opening_beam_m')).toBeCloseTo(8, 1)
    expect(q(small, 'glazed_doors_m')).toBeCloseTo(Math.sqrt(20) - 1, 1)
    expect(q(large, 'glazed_doors_m')).toBeCloseTo(7, 1)
    // A side return narrower than the 3 m the rates are quoted for is priced at 3 m.
    expect(q(est({ sizeSqm: 9 }), 'glazed_doors_m')).toBe(3)
  })
})

const SCOPES: Scope[] = ['cosmetic', 'light', 'medium', 'extensive', 'full']

describe('single-trade project types', () => {
  it('are offered on the first form and in the API; each single trade has its own trade recipe', () => {
    const form = { projectType: 'kitchen_renovation', sizeSqm: 88, region: 'midlands' }
    for (const t of TRADE_PROJECT_TYPES) {
      expect(PROJECT_TYPES).toContain(t)
      expect(FORM_PROJECT_TYPES).toContain(t)
      expect(FIRST_FORM_PROJECT_TYPES as readonly string[]).toContain(t)
      expect(EstimateRequestSchema.safeParse({ ...form, projectType: t }).success, t).toBe(true)
      expect(DEFAULT_RATES.profiles[t]?.recipeId, t).toBeDefined()
      const baseType = DEFAULT_RATES.recipes[DEFAULT_RATES.profiles[t]!.recipeId]!.baseType
      expect(baseType, t).toBe(t === 'decorating' ? 'cosmetic' : 'trade')
    }
    expect(FORM_PROJECT_TYPES.length).toBe(new Set([...FIRST_FORM_PROJECT_TYPES, ...PROFESSIONAL_PROJECT_TYPES]).size)
    // Decorating is its own job: a decorator's price, no builder's on-costs, whatever the form's scope says.
    const decorating = est({ projectType: 'decorating', sizeSqm: 20, scope: 'cosmetic' })
    expect(decorating.preliminaries.pence + decorating.overheadsProfit.pence + decorating.feesPence).toBe(0)
    expect(decorating.lineItems.map((l) => l.rateId)).toEqual(['decoration'])
  })

  it.each(TRADE_PROJECT_TYPES.filter((t) => t !== 'decorating').map((t) => [t]))(
    '%s: no design fee, no main-contractor mark-up, standard VAT, dearer as the scope grows',
    (projectType) => {
      const p = est({ projectType, sizeSqm: 88 })
      expect(p.fees.find((f) => f.id === 'design')).toBeUndefined()
      expect(p.overheadsProfit.pence).toBe(0)
      expect(p.vat.ratePercent).toBe(20)
      expect(p.lineItems.length).toBeGreaterThan(0)
      const byScope = SCOPES.map((scope) => est({ projectType, sizeSqm: 88, scope }).totalExcVatPence)
      for (let i = 1; i < byScope.length; i++) expect(byScope[i]!, SCOPES[i]).toBeGreaterThan(byScope[i - 1]!)
    },
  )

  it('rewire: per point counted from the room schedule, with making good of chases (redecoration excluded); Part P self-certified', () => {
    const p = est({ projectType: 'rewiring', sizeSqm: 88 })
    const rewire = p.lineItems.find((l) => l.rateId === 'rewire')
    // 88 m2 → 3 bedrooms: 3 × 4 + 2 reception × 6 + kitchen 8 + 2 halls = 34 sockets, 3 + 2 + 1 + 1 + 2 = 9 lights.
    expect(rewire?.quantity).toBe(43)
    expect(rewire?.unit).toBe('point')
    expect(rewire?.working).toMatch(/3 bedrooms × 4 \+ 2 reception × 6 \+ kitchen 1 × 8/)
    // A bigger house has more bedrooms, so more points (not more m2).
    const bigger = est({ projectType: 'rewiring', sizeSqm: 150 }).lineItems.find((l) => l.rateId === 'rewire')
    expect(bigger!.quantity).toBeGreaterThan(43)
    expect(p.lineItems.map((l) => l.rateId)).toEqual(['plaster_walls', 'rewire'])
    expect(p.assumptions.join(' ')).toMatch(/Redecorating after the rewire is not included/)
    expect(p.fees.find((f) => f.id === 'building_control')).toBeUndefined()
    expect(p.assumptions.join(' ')).toMatch(/Part P/)
  })

  it('re-roof: roof area from the floor area, scaffold, strip and re-cover, and the building control notice', () => {
    const p = est({ projectType: 'roof_replacement', sizeSqm: 88 })
    expect(p.lineItems.find((l) => l.rateId === 'roof_recover')?.quantity).toBeCloseTo((88 / 2) * 1.25, 1)
    // The scaffold is a preliminaries item, itemised (NRM1 group 9), never a measured line (decision 046).
    expect(p.preliminaries.items?.find((l) => l.rateId === 'scaffold')?.quantity).toBe(3)
    expect(p.lineItems.some((l) => l.rateId === 'scaffold')).toBe(false)
    expect(p.lineItems.find((l) => l.rateId === 'bc_notice_reroof')?.quantity).toBe(1)
    expect(p.assumptions.join(' ')).toMatch(/more than 25% of a roof/)
    // Under a quarter of the roof re-covered: no notice.
    expect(
      est({ projectType: 'roof_replacement', sizeSqm: 88, scope: 'cosmetic' }).lineItems.some(
        (l) => l.rateId === 'bc_notice_reroof',
      ),
    ).toBe(false)
  })

  it('windows: the count follows the floor area like the house recipe; FENSA self-certified', () => {
    const windows = (sizeSqm: number) =>
      est({ projectType: 'windows', sizeSqm }).lineItems.find((l) => l.rateId === 'window')?.quantity
    expect(windows(88)).toBe(Math.round(88 / DEFAULT_RATES.recipes.house!.geometry.windowsSqm))
    expect(windows(140)).toBeGreaterThan(windows(88)!)
    expect(est({ projectType: 'windows', sizeSqm: 88 }).assumptions.join(' ')).toMatch(/FENSA/)
  })

  it('central heating: a boiler and radiators counted room by room; Gas Safe notified', () => {
    const p = est({ projectType: 'central_heating', sizeSqm: 88 })
    expect(p.lineItems.find((l) => l.rateId === 'boiler')?.quantity).toBe(1)
    // 3 bedrooms + 2 reception + kitchen + bathroom towel rail + hall = 8 radiators.
    const radiators = p.lineItems.find((l) => l.rateId === 'heating_distribution')
    expect(radiators?.quantity).toBe(8)
    expect(radiators?.unit).toBe('nr')
    expect(radiators?.working).toMatch(/= 8 radiators/)
    expect(p.assumptions.join(' ')).toMatch(/Gas Safe/)
  })
})
