import { describe, expect, test } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan } from './types'

/**
 * Flats: converting a building into flats, or refurbishing flats that exist already (decision 060). Found by typing
 * owners' briefs: a block of 12 existing flats was priced as a conversion into 16, with fire separation, new partitions,
 * new supplies and drainage for every flat (£150k with on-costs) and one boiler for the whole block.
 */
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)
const line = (p: CostPlan, rateId: string) => p.lineItems.find((l) => l.rateId === rateId)

describe('flats that exist already', () => {
  const block = estimatorFor(
    buildCostInput({ projectType: 'multi_unit_development', sizeSqm: 900, region: 'southeast', scope: 'medium' }),
  )
  const conversion = estimatorFor(
    buildCostInput({ projectType: 'house_conversion', sizeSqm: 160, region: 'southeast', scope: 'medium' }),
  )
  const FORMING = ['fire_separation', 'utilities', 'drainage_connection']

  test('a refurbishment of an existing block prices no forming of flats, and counts the flats it names', () => {
    const plan = block({
      description:
        'Refurbish an existing 1960s block of 12 two-bed flats: new kitchens and bathrooms in every flat, new windows.',
    })
    for (const id of FORMING) expect(rateIds(plan)).not.toContain(id)
    expect(line(plan, 'bathroom_suite')!.quantity).toBe(12)
    expect(line(plan, 'appliances')!.quantity).toBe(12)
  })

  test('"no change to the number of flats" is not a conversion: no forming of flats, and VAT at the standard rate', () => {
    const refurbish = conversion({
      description:
        'Refurbish the three existing flats in our converted Edwardian house: new kitchens and bathrooms, redecorate. No change to the layout or number of flats.',
    })
    for (const id of FORMING) expect(rateIds(refurbish)).not.toContain(id)
    expect(refurbish.vat.ratePercent).toBe(20)
    expect(refurbish.vat.reason).toMatch(/number does not change/)
    expect(refurbish.fees.map((f) => f.id)).not.toContain('planning')
    const convert = conversion({ description: 'Convert our Edwardian house into three flats' })
    expect(rateIds(convert)).toEqual(expect.arrayContaining(FORMING))
    expect(convert.vat.ratePercent).toBe(5)
    expect(convert.fees.map((f) => f.id)).toContain('planning')
  })

  test('an existing HMO refreshed with no change to its rooms is standard-rated', () => {
    const hmo = estimatorFor(buildCostInput({ projectType: 'house_to_hmo_conversion', sizeSqm: 140 }))
    expect(hmo({ description: 'Convert the house into a 6-bed HMO' }).vat.ratePercent).toBe(5)
    expect(
      hmo({
        description: 'Refresh our existing licensed HMO between tenancies, no change to the number of letting rooms',
      }).vat.ratePercent,
    ).toBe(20)
  })

  test('an existing HMO refreshed prices no compliance pack and no licence: it holds both (decision 060, later)', () => {
    const hmo = estimatorFor(buildCostInput({ projectType: 'house_to_hmo_conversion', sizeSqm: 120, scope: 'medium' }))
    const COMPLIANCE = ['door_fire', 'fire_alarm', 'emergency_lighting', 'fire_separation']
    const fees = (p: CostPlan) => p.fees.map((f) => f.id)
    // Professional form, 120 m², West Midlands, standard refurbishment: £59,020 → £56,532 inc VAT (the compliance
    // pack and the £1,000 licence out; VAT at 20%, not the conversion's 5%).
    for (const description of [
      'Refresh of an existing licensed 5-bed HMO between tenancies',
      'Refurbish the rooms between tenancies, it is already a licensed HMO',
    ]) {
      const plan = hmo({ description })
      for (const id of COMPLIANCE) expect(rateIds(plan), description).not.toContain(id)
      expect(fees(plan), description).not.toContain('hmo_licence')
      expect(fees(plan), description).toContain('fire_risk_assessment')
      expect(plan.vat.ratePercent, description).toBe(20)
    }
    const converted = hmo({ description: 'Convert my 3-bed semi into a 5-bed HMO' })
    for (const id of COMPLIANCE) expect(rateIds(converted)).toContain(id)
    expect(fees(converted)).toContain('hmo_licence')
  })
})

describe('a conversion into flats', () => {
  const conversion = estimatorFor(
    buildCostInput({ projectType: 'house_conversion', sizeSqm: 180, region: 'london', scope: 'full' }),
  )

  test('is the number of flats the brief says, each with its own kitchen, bathroom and combi boiler', () => {
    const plan = conversion({
      description:
        'Convert our Victorian 3-storey terraced house into two flats: a garden flat and a maisonette above.',
    })
    expect(line(plan, 'utilities')!.quantity).toBe(2)
    expect(line(plan, 'utilities')!.working).toBe('2 dwellings, as the description says')
    expect(line(plan, 'bathroom_suite')!.quantity).toBe(2)
    const boiler = line(plan, 'boiler')!
    expect(boiler.quantity).toBe(2)
    expect(boiler.working).toBe('2 dwellings, a combi boiler each')
    expect(rateIds(plan)).not.toContain('cylinder')
    // Unsaid, one flat per 55 m².
    expect(line(conversion({ description: 'Convert the house into flats' }), 'utilities')!.quantity).toBe(3)
  })

  test("strips the house's one kitchen, and gives every flat a bathroom whatever count the brief gives the house", () => {
    const plan = conversion({
      description: 'Convert the house into three flats. The existing house has one bathroom and a kitchen at the back.',
    })
    expect(line(plan, 'strip_kitchen')!.quantity).toBe(1)
    expect(line(plan, 'strip_kitchen')!.working).toBe('the one kitchen of the building before it is divided')
    expect(line(plan, 'kitchen_units')!.working).toMatch(/^3 kitchen/)
    expect(line(plan, 'bathroom_suite')!.quantity).toBe(3)
    // Flats that exist already have a kitchen each to strip.
    const block = estimatorFor(buildCostInput({ projectType: 'multi_unit_development', sizeSqm: 900, scope: 'medium' }))
    expect(line(block({ description: 'Refurbish an existing block of 12 flats' }), 'strip_kitchen')!.quantity).toBe(12)
  })
})

describe('a flat is one storey (uk-rates-2026.98)', () => {
  // The house form as POST /api/estimates prices it: 60 m², North, the scope read from the brief (`resolveScope`);
  // figures inc VAT, before → after.
  const house = ({ description, priceDate }: { description: string; priceDate?: string }) => {
    const { scope, isKnown } = resolveScope({ description })
    const input = { projectType: 'whole_house_renovation' as const, sizeSqm: 60, region: 'north' as never }
    return estimatorFor(buildCostInput({ ...input, scope, scopeKnown: isKnown, ...(priceDate ? { priceDate } : {}) }))({
      description,
    })
  }

  test('a flat rewired counts its hall and no landing', () => {
    // £4,452 → £4,183: 31 points (hall/landing 2 × 1, a two-storey house's) → 29.
    const flat = house({ description: 'Full rewire of my two bed flat' })
    expect(rateIds(flat)).toEqual(['plaster_walls', 'rewire'])
    expect(line(flat, 'rewire')!.quantity).toBe(29)
    expect(line(flat, 'rewire')!.working).toContain('+ hall 1 × 1 = 23 double sockets')
    expect(line(flat, 'rewire')!.working).not.toContain('landing')
    expect(flat.totalIncVatPence).toBeLessThan(house({ description: 'Full rewire' }).totalIncVatPence)
    // A maisonette has its stairs and landing, as a house.
    const maisonette = house({ description: 'Full rewire of my two bed maisonette' })
    expect(line(maisonette, 'rewire')!.quantity).toBe(31)
    expect(line(maisonette, 'rewire')!.working).toContain('hall/landing 2 × 1')
  })

  test("a flat renovated prices no repairs to the building's outside or roof (the freeholder's)", () => {
    // £88,759 → £87,279: the external repairs and decoration (24 m² of a two-storey footprint, £643) left out; its
    // radiators and fire alarms count one hall, as before.
    const flat = house({ description: 'Full renovation of my two bed flat' })
    expect(rateIds(flat)).not.toContain('external_works')
    expect(rateIds(flat)).not.toContain('roof_repairs')
    expect(line(flat, 'rewire')!.quantity).toBe(29)
    expect(line(flat, 'heating_distribution')!.quantity).toBe(6)
    const home = house({ description: 'Full renovation of my two bed house' })
    expect(rateIds(home)).toEqual(expect.arrayContaining(['external_works', 'roof_repairs', 'insulation_upgrade']))
    expect(line(home, 'rewire')!.quantity).toBe(31)
  })

  test('a flat renovated prices no loft or floor insulation: it has no loft of its own', () => {
    // £87,279 → £85,800 (priced on 29 November 2026): "Energy upgrades: loft insulation to 300 mm, draught-proofing,
    // suspended-floor insulation" on 48 m² (60 m² × 0.8, £980 ex VAT) left out (£87,532 since uk-rates-2026.102, the
    // flat's walls measured round its room schedule's rooms). The rate is half a loft's insulation
    // and half a ground floor's per m² of a two-storey house; its draught-proofing has no figure to price alone.
    const flat = house({ description: 'Full renovation of my two bed flat', priceDate: '2026-11-29' })
    expect(rateIds(flat)).not.toContain('insulation_upgrade')
    expect(rateIds(flat)).not.toContain('floor_insulation')
    expect(Math.round(flat.totalIncVatPence / 100)).toBe(87_532)
  })
  test.each([
    'London larger flat, full refurbishment incl. moving kitchen or creating new bathroom',
    'London smaller flat, full refurbishment',
    'Flat refurbishment: new kitchen and bathroom',
  ])('%j is a flat: the brief names it without "my" or "the" (uk-rates-2026.103)', (description) => {
    // It was read as a two-storey house: its roof, its outside and its loft insulation priced, a landing counted.
    const flat = house({ description })
    for (const id of ['external_works', 'roof_repairs', 'insulation_upgrade']) expect(rateIds(flat)).not.toContain(id)
  })

  test('"The floor is flat" is not the home a flat', () => {
    const home = house({ description: 'Full renovation, the floor is flat' })
    expect(rateIds(home)).toEqual(expect.arrayContaining(['external_works', 'roof_repairs', 'insulation_upgrade']))
  })
})
