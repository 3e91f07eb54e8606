import { describe, expect, it } from 'vitest'
import { buildCostInput, buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'
import type { CostPlan } from './types'

/**
 * A floor covering named alone is a fitter's job over the rooms named or counted (decision 068): "new carpets in the
 * three bedrooms" on a 90 m² house was a light refresh of the house (£14,768: every floor carpeted, every wall painted,
 * doors, repairs), "laminate flooring in the living room" £16,988, "sand and varnish the floorboards in the living room"
 * an extensive renovation of the house (£124,616).
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, scopeKnown: false }))
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)
/** A carpet is priced at the carpet rate, a hard floor at the floor finish rate, sanded boards at the sanding rate. */
const FLOOR_RATES = new Set(['floor_finish', 'floor_carpet', 'floor_sanding'])
const floor = (p: CostPlan) => p.lineItems.filter((l) => FLOOR_RATES.has(l.rateId)).reduce((s, l) => s + l.quantity, 0)

describe('flooring named alone', () => {
  // Each room at its own form's typical size: three bedrooms of 12 m², a living room of 18 m² (each was the take-off's
  // 14 m² room: 42 m² and 14 m²).
  it.each([
    ['New carpets in the three bedrooms', 'floor_carpet', 36],
    ['Laminate flooring in the living room', 'floor_finish', 18],
    ['New carpets throughout', 'floor_carpet', 90],
    ['Sand and varnish the floorboards in the living room', 'floor_sanding', 18],
  ])('%j lays %s over %i m² and nothing else', (description, rateId, sqm) => {
    const plan = house({ description })
    expect(rateIds(plan)).toEqual([rateId])
    expect(floor(plan)).toBeCloseTo(sqm, 5)
    expect(plan.preliminaries.pence + plan.overheadsProfit.pence).toBe(0)
  })

  it("is asked nothing in the wizard, and a kitchen's new floor is that kitchen's", () => {
    const analysis = analyzeDescription({
      description: 'New carpets in the three bedrooms',
      selectedProjectType: 'whole_house_renovation',
    })
    expect(analysis.intelligentQuestions).toEqual([])
    const kitchen = estimatorFor(buildCostInput({ projectType: 'kitchen_renovation', sizeSqm: 12, scopeKnown: false }))
    const plan = kitchen({ description: 'New vinyl floor' })
    expect(rateIds(plan)).toEqual(['floor_finish'])
    expect(floor(plan)).toBe(12)
    // The room's own name on its own form is where the fitter works: it was the whole kitchen (£17,669).
    expect(rateIds(kitchen({ description: 'New flooring in the kitchen' }))).toEqual(['floor_finish'])
    const bathroom = estimatorFor(buildCostInput({ projectType: 'bathroom_renovation', sizeSqm: 5, scopeKnown: false }))
    expect(rateIds(bathroom({ description: 'New vinyl floor in the bathroom' }))).toEqual(['floor_finish'])
    // The room renewed is still its job.
    expect(rateIds(kitchen({ description: 'New kitchen and new flooring' }))).toContain('kitchen_units')
  })

  it('with decorating named it is decorating and the floor (decision 057); with another trade, each trade (074)', () => {
    const decorated = house({
      description: 'Repaint the living room and new carpet',
      scope: 'cosmetic',
      scopeKnown: true,
    })
    expect(rateIds(decorated).sort()).toEqual(['decoration', 'floor_carpet'])
    expect(floor(decorated)).toBe(18)
    const withRewire = rateIds(house({ description: 'Rewire and new carpets' }))
    expect(withRewire).toEqual(expect.arrayContaining(['rewire', 'floor_carpet']))
    expect(withRewire).not.toContain('decoration')
  })
})

describe('the stairs carpeted', () => {
  // A stair carpet is cut, gripped and bent round each tread and riser: each staircase is priced by the staircase
  // (`stair_carpet`, about £612.50 ex VAT from renoca.co.uk and harrogateflooringstore.co.uk), and its 5.4 m² of floor
  // is out of the carpet laid by the m². Figures: 85 m² house form, North, inc VAT, priced on 29 November 2026 (as
  // decision 068 quotes them), before → after.
  const north = estimatorFor(
    buildCostInput({
      projectType: 'whole_house_renovation',
      sizeSqm: 85,
      region: 'north' as never,
      scopeKnown: false,
      priceDate: '2026-11-29',
    }),
  )
  const lines = (p: CostPlan) => p.lineItems.map((l) => [l.rateId, l.quantity])
  it.each([
    // floor_carpet 5.4 m², £222 → stair_carpet 1, £746.
    ['New stair carpet', [['stair_carpet', 1]], 746],
    // floor_carpet 10.8 m², £444 → floor_carpet 5.4 m² (the landing) + stair_carpet 1, £968.
    [
      'New carpet on the stairs and landing',
      [
        ['floor_carpet', 5.4],
        ['stair_carpet', 1],
      ],
      968,
    ],
    // floor_carpet 16.2 m², £666 → floor_carpet 10.8 m² (hall and landing) + stair_carpet 1, £1,191.
    [
      'New carpets in the hall, stairs and landing',
      [
        ['floor_carpet', 10.8],
        ['stair_carpet', 1],
      ],
      1191,
    ],
    // Unchanged, £3,496: the house's floor carpeted by the m², no stairs named (the stairwell's floor is in its 85 m²).
    ['New carpets throughout', [['floor_carpet', 85]], 3496],
    // floor_carpet 85 m², £3,496 → floor_carpet 79.6 m² + stair_carpet 1, £4,020: the stairs named beside the house's.
    [
      'New carpets throughout, including the stairs',
      [
        ['floor_carpet', 79.6],
        ['stair_carpet', 1],
      ],
      4020,
    ],
  ])('%j prices %j, £%i', (description, expected, pounds) => {
    const plan = north({ description })
    expect(lines(plan)).toEqual(expected)
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(pounds)
  })

  it('says "1 staircase" in its working, and leaves a hard floor on the stairs by the m²', () => {
    const plan = north({ description: 'New carpet on the stairs and landing' })
    expect(plan.lineItems.find((l) => l.rateId === 'stair_carpet')?.working).toMatch(/^1 staircase\b/)
    expect(plan.lineItems.find((l) => l.rateId === 'floor_carpet')?.working).toMatch(/less 1 staircase × 5\.4 m²/)
    // Laminate on the stairs, or a hard floor named beside the carpet, is one covering over the floor, as before.
    expect(lines(north({ description: 'Laminate on the stairs and landing' }))).toEqual([['floor_finish', 10.8]])
    expect(lines(north({ description: 'Carpet on the stairs and LVT in the hall' }))).toEqual([['floor_finish', 10.8]])
  })
})

describe('the stairs carpeted beside decorating (uk-rates-2026.98)', () => {
  // The decorator's job with its floor carpets a staircase as the floor fitter does, and measures its floor as the
  // fitter does (5.4 m², not the take-off's 14 m² room). 85 m² house form, North, inc VAT, on 29 November 2026.
  const decorated = estimatorFor(
    buildCostInput({
      sizeSqm: 85,
      region: 'north' as never,
      scope: 'cosmetic',
      scopeKnown: true,
      priceDate: '2026-11-29',
    }),
  )
  const lines = (p: CostPlan) => p.lineItems.map((l) => [l.rateId, l.quantity])

  it('"Redecorate and carpet the hall, stairs and landing" carpets the staircase by the staircase', () => {
    // £3,119 (42 m² of carpet, the stairs a 14 m² room, and 133.6 m² decorated) → £3,277: 28 m² of carpet (the hall
    // and landing), 1 staircase, and 132.4 m² decorated (the stairwell over the staircase's 5.4 m²). Since
    // uk-rates-2026.99 the hall and landing are the room schedule's 5.4 m² each for the decorator too: £3,277 → £2,149,
    // 10.8 m² of carpet and 92 m² decorated.
    const plan = decorated({ description: 'Redecorate and carpet the hall, stairs and landing' })
    expect(lines(plan)).toEqual([
      ['decoration', 92.05],
      ['floor_carpet', 10.8],
      ['stair_carpet', 1],
    ])
    expect(plan.lineItems[1]!.working).toMatch(/^1 hall × 5\.4 m² \+ 1 staircase × 5\.4 m² \+ 1 landing × 5\.4 m²/)
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(2149)
  })

  it('"New stair carpet and repaint the hall" carpets the stairs alone and decorates the hall alone', () => {
    // £2,079 (28 m² of carpet: "1 staircase × 14 m² + 1 hall × 14 m²"; 89.1 m² decorated) → £1,210 (the hall a 14 m²
    // room, 44.5 m²) → £1,000 since uk-rates-2026.99 (the hall the room schedule's 5.4 m², 24.4 m²).
    const plan = decorated({ description: 'New stair carpet and repaint the hall' })
    expect(lines(plan)).toEqual([
      ['decoration', 24.36],
      ['stair_carpet', 1],
    ])
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(1000)
  })
})

describe('underfloor heating named alone', () => {
  // "Underfloor heating in the kitchen" on an 85 m² house was the house's light refresh (£37,706, North). Each room is
  // its own form's typical room, a kitchen 12 m² and a bathroom 5 m², another room the take-off's 14 m²: every room
  // was 14 m² (a bathroom's £1,919 of underfloor heating on 85 m², North, is now £686).
  it.each([
    ['Underfloor heating in the kitchen', 12],
    ['Electric underfloor heating in the bathroom', 5],
    ['Underfloor heating in the kitchen and the dining room', 26],
  ])('%j lays underfloor heating over %i m² and nothing else', (description, sqm) => {
    const plan = house({ description })
    expect(rateIds(plan)).toEqual(['ufh'])
    expect(plan.lineItems[0]!.quantity).toBe(sqm)
  })

  it('is laid over the floor of a hall, stairs or landing, not a room’s: they are long and narrow', () => {
    // The typical house's hall or landing in its room schedule: 12% of 90 m² over two storeys, 5.4 m² each (a floor
    // laid there was the take-off's 14 m² room).
    const midlandsHouse = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
    const hall = midlandsHouse({ description: 'Underfloor heating in the hallway' })
    expect(hall.lineItems.map((l) => [l.rateId, l.quantity])).toEqual([['ufh', 5.4]])
    const stairs = midlandsHouse({ description: 'New carpet on the stairs and landing' })
    // The stairs' carpet is priced by the staircase since uk-rates-2026.98 (below): the floor measured is still 10.8 m².
    expect(stairs.facts.measuredSqm).toBeCloseTo(10.8, 5)
    // Its range is the same floor's at the other scopes, not the hall's share of that floor (it fell to 1.2 m², £33).
    expect(stairs.range.lowPence).toBeGreaterThan(stairs.totalIncVatPence / 2)
  })

  it("is a room's own where the room is renewed with it", () => {
    const bathroom = house({ description: 'New bathroom with underfloor heating' })
    expect(bathroom.facts.baseType).toBe('bathroom')
    expect(rateIds(bathroom)).toEqual(expect.arrayContaining(['bathroom_suite', 'ufh']))
  })
})

describe('work said of one storey', () => {
  const midlands = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
  it.each([
    // Each measured the whole house's 85 m² (£3,496 and £5,438).
    ['New carpets upstairs', 'floor_carpet'],
    ['Replace the downstairs carpets with LVT', 'floor_finish'],
    ['Replaster the ground floor walls', 'plaster_walls'],
  ])('%j measures that storey, half the two-storey house (%s)', (description, rateId) => {
    const plan = midlands({ description })
    expect(plan.facts.measuredSqm).toBe(42.5)
    expect(rateIds(plan)).toContain(rateId)
  })

  it('decorating one storey or one small room measures it', () => {
    const decorated = (description: string) => midlands({ description, scope: 'cosmetic', scopeKnown: true })
    expect(decorated('Repaint downstairs').facts.measuredSqm).toBe(42.5)
    // The WC is a room named (it was the house's 270 m² of walls and ceilings, £2,816).
    expect(decorated('Repaint the downstairs toilet').facts.measuredSqm).toBe(5)
    expect(decorated('New carpets throughout').facts.measuredSqm).toBeUndefined()
  })
})
