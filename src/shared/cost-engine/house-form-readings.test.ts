import { describe, expect, test } from 'vitest'
import { buildCostInput } from '#tests/factories/cost-input'
import { EstimateRequestSchema } from '#shared/schemas/estimates'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { DEFAULT_RATES } from './default-rates'
import { estimateCost } from './estimate-cost'
import { onlyUnpricedWorks } from './unpriced-works'
import type { CostPlan, ProjectType } from './types'

/**
 * Briefs the whole-house form misread, each priced as POST /api/estimates prices it: 85 m², North, mid quality, the
 * scope read from the brief (`resolveScope`). The figures before and after are the route's (inc VAT).
 */
const house = (description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  const input = buildCostInput({
    projectType: 'whole_house_renovation',
    sizeSqm: 85,
    region: 'north',
    description,
    scope,
    scopeKnown: isKnown,
  })
  return estimateCost(input, DEFAULT_RATES)
}
const items = (p: CostPlan) => p.lineItems.map((l) => [l.rateId, l.quantity])

describe('doors and their handles on the house form (decisions 069, 074)', () => {
  test('"Replace the internal door handles" is refused, naming a joiner or handyman', () => {
    // It was 7 internal doors hung (£4,436); the rates price ironmongery only inside a door hung (UR-078).
    expect(onlyUnpricedWorks('Replace the internal door handles').map((w) => w.ask)).toEqual(['a joiner or handyman'])
    const request = EstimateRequestSchema.safeParse({
      projectType: 'whole_house_renovation',
      sizeSqm: 85,
      region: 'north',
      description: 'Replace the internal door handles',
    })
    expect(request.error?.issues.map((i) => i.path.join('.'))).toEqual(['description'])
    // Handles said with the doors hung are the doors' own.
    expect(onlyUnpricedWorks('New internal doors with chrome handles')).toEqual([])
  })

  test('"New front door and an internal door" hangs both', () => {
    // It was the front door alone (£1,171): "and an internal door" was not read. Now £1,852, the front door and one
    // internal door.
    expect(items(house('New front door and an internal door'))).toEqual([
      ['ext_door', 1],
      ['door_internal', 1],
    ])
  })
})

describe('one room lived in renewed on the house form is that room (decision 070)', () => {
  test.each([
    ['Refurbish the bedroom', 'bedroom', 12],
    ['Refurbish the spare bedroom', 'bedroom', 12],
    ['Renovate the main bedroom', 'bedroom', 12],
    ['Redo the back bedroom', 'bedroom', 12],
    ['Modernise the bedroom', 'bedroom', 12],
    ['Renovate the lounge', 'living_room', 18],
    ['Refurbish the dining room', 'single_room', 15],
  ])("%j is the %s form's job at its typical %i m²", (description, form, sqm) => {
    // Each was the house's typical renovation (£110,493). Now the room as its own form prices it: a bedroom £4,161, the
    // lounge £5,517 (a living room), the dining room £4,845 (a single room).
    const plan = house(description)
    expect(plan.facts.baseType).toBe('room')
    expect(plan.facts.measuredSqm).toBe(sqm)
    expect(plan.totalIncVatPence).toBe(
      estimateCost(
        buildCostInput({ projectType: form as ProjectType, sizeSqm: sqm, region: 'north', description }),
        DEFAULT_RATES,
      ).totalIncVatPence,
    )
  })

  test.each([
    'Refurbish the house',
    'Renovate the whole house',
    // "Refurbish the bedrooms and the lounge" was here; it is the rooms now (below, uk-rates-2026.98).
    'Renovate every room',
    'Full renovation',
  ])("%j stays the house's renovation", (description) => {
    // £110,493 before and after.
    const plan = house(description)
    expect(plan.facts.baseType).toBe('house')
    expect(plan.totalIncVatPence / 100).toBeGreaterThan(100_000)
  })
})

describe('a kitchen renewed beside the house decorated is decorated once (decision 074)', () => {
  const decorations = (p: CostPlan) => p.lineItems.filter((l) => l.rateId === 'decoration').map((l) => l.working)
  test('"New kitchen and paint the house" decorates the kitchen with the house, not again in its own job', () => {
    // It was £20,485: the kitchen's own walls and ceiling (40.3 m², about £350 ex VAT) and again in the house's 270.4 m² (306.2 m² since
    // uk-rates-2026.102: the walls round the room schedule's rooms).
    // Now £20,010, the house's decorating alone.
    expect(decorations(house('New kitchen and paint the house'))).toEqual([
      'walls 221.2 m² + ceilings 85 m² = 306.2 m²',
    ])
  })

  test('"New kitchen, and paint the house inside and out" decorates the kitchen once', () => {
    // It was £23,127; now £22,652, the outside painted as before.
    const plan = house('New kitchen, and paint the house inside and out')
    expect(decorations(plan)).toEqual(['walls 221.2 m² + ceilings 85 m² = 306.2 m²'])
    expect(plan.lineItems.map((l) => l.rateId)).toContain('exterior_paint')
  })

  test("a room decorated beside the kitchen leaves the kitchen's own decoration", () => {
    // "Paint the living room" is that room's walls, not the kitchen's: both are decorated, each once.
    expect(decorations(house('New kitchen and paint the living room'))).toHaveLength(2)
  })
})

describe('two or three rooms renewed on the house form are each room (decision 070)', () => {
  /** The rooms priced: the main job's form, then each part's (its driver), and the floor added up. */
  const rooms = (p: CostPlan) => [
    p.drivers.find((d) => d.key === 'sole_trade')?.label,
    ...p.drivers.filter((d) => d.key.startsWith('added_space:')).map((d) => d.key),
  ]
  /** The brief's rooms each priced alone on the house form, added up. */
  const alone = (...briefs: string[]) => briefs.reduce((sum, b) => sum + house(b).totalIncVatPence, 0)

  test.each([
    // £106,183 → £9,301: the bedroom's £3,999 and the lounge's £5,302.
    [
      'Refurbish the bedroom and the lounge',
      ['Priced as a bedroom', 'added_space:living_room'],
      30,
      ['Refurbish the bedroom', 'Renovate the lounge'],
    ],
    // £106,183 → £9,301, the same rooms with a work word each.
    [
      'Refurbish the bedroom and renovate the lounge',
      ['Priced as a bedroom', 'added_space:living_room'],
      30,
      ['Refurbish the bedroom', 'Renovate the lounge'],
    ],
    // £106,183 → £7,997: two bedrooms of 12 m², not one measured once.
    [
      'Refurbish the bedroom and the spare bedroom',
      ['Priced as a bedroom', 'added_space:bedroom'],
      24,
      ['Refurbish the bedroom', 'Refurbish the spare bedroom'],
    ],
    // £106,183 → £13,312: a bedroom and two single rooms (15 m² each), numbered apart. (This was "the bedroom, the
    // spare room and the study" until a spare room was read as a bedroom, decision 070, later uk-rates-2026.99.)
    [
      'Refurbish the bedroom, the dining room and the study',
      ['Priced as a bedroom', 'added_space:single_room', 'added_space:single_room_2'],
      42,
      ['Refurbish the bedroom', 'Refurbish the dining room', 'Refurbish the study'],
    ],
    // £13,312 (the spare room a single room of 15 m²) → £12,654: two bedrooms (12 m²) and the study (15 m²).
    [
      'Refurbish the bedroom, the spare room and the study',
      ['Priced as a bedroom', 'added_space:bedroom', 'added_space:single_room'],
      39,
      ['Refurbish the bedroom', 'Refurbish the spare room', 'Refurbish the study'],
    ],
    // £106,183 → £9,959: a room's makeover said after it.
    [
      'Lounge makeover and refurbish the study',
      ['Priced as a living room', 'added_space:single_room'],
      33,
      ['Renovate the lounge', 'Refurbish the study'],
    ],
  ])('%j is each room at its typical size, the floor added up', (description, priced, sqm, each) => {
    const plan = house(description)
    expect(rooms(plan)).toEqual(priced)
    expect(plan.facts.measuredSqm).toBe(sqm)
    // One builder's price of the rooms: within a pound a room of each room priced alone.
    expect(Math.abs(plan.totalIncVatPence - alone(...each))).toBeLessThan(100 * each.length)
  })

  test('"New kitchen and refurbish the lounge" is the kitchen\'s job with the lounge beside it', () => {
    // £106,183 (the house's renovation) → £22,282: the kitchen's refit (£16,980, 12 m²) and the lounge's (£5,302, 18 m²).
    const plan = house('New kitchen and refurbish the lounge')
    expect(rooms(plan)).toEqual(['Priced as a kitchen renovation', 'added_space:living_room'])
    expect(plan.facts.measuredSqm).toBe(30)
    expect(Math.abs(plan.totalIncVatPence - alone('New kitchen', 'Renovate the lounge'))).toBeLessThan(200)
  })

  test.each([
    // "The bedrooms", and four rooms lived in, were here: they are the rooms now (below, uk-rates-2026.98).
    'Refurbish the house',
    'Renovate throughout',
    'Full renovation',
    // Other work beside the rooms keeps the house.
    'Refurbish the bedroom and the lounge and rewire',
  ])("%j stays the house's renovation", (description) => {
    // The house's typical renovation before and after (£106,183).
    const plan = house(description)
    expect(plan.facts.baseType).toBe('house')
    expect(plan.totalIncVatPence / 100).toBeGreaterThan(100_000)
  })
})

describe('rooms lived in renewed in the plural, or four of them, on the house form are those rooms (decision 070)', () => {
  /** The main job's form, then each part's driver, the floor measured, and the bedroom job's floor working. */
  const priced = (p: CostPlan) => ({
    rooms: [
      p.drivers.find((d) => d.key === 'sole_trade')?.label,
      ...p.drivers.filter((d) => d.key.startsWith('added_space:')).map((d) => d.key),
    ],
    sqm: p.facts.measuredSqm,
    floor: p.lineItems.find((l) => l.rateId === 'floor_finish' && !l.description.startsWith('Living room'))?.working,
    pounds: Math.round(p.totalIncVatPence / 100),
  })
  /** Nothing nobody asked for: no kitchen, bathroom, rewire or boiler. */
  const HOUSE_ONLY = ['kitchen_units', 'bathroom_suite', 'rewire', 'boiler']

  test.each([
    // £102,299 (the house's renovation, its 2 bedrooms read from the count) → £12,489: the bedroom's job measured as two
    // bedrooms (24 m²), the lounge's beside it (18 m²).
    ['Refurbish two bedrooms and the lounge', 'Priced as a bedroom', 42, '2 bedrooms × 12 m²', 12_489],
    // £106,183 → £12,489: "both" counts two.
    ['Refurbish both bedrooms and the lounge', 'Priced as a bedroom', 42, '2 bedrooms × 12 m²', 12_489],
    // £106,183 → £16,488: the house's bedrooms as its take-off counts them at 85 m² (3), and the lounge.
    ['Refurbish the bedrooms and the lounge', 'Priced as a bedroom', 54, '3 bedrooms × 12 m²', 16_488],
    ['Refurbish three bedrooms and the lounge', 'Priced as a bedroom', 54, '3 bedrooms × 12 m²', 16_488],
  ])('%j is the bedrooms counted and the lounge beside them', (description, main, sqm, bedrooms, pounds) => {
    const plan = house(description)
    const seen = priced(plan)
    expect(seen.rooms).toEqual([main, 'added_space:living_room'])
    expect(seen.sqm).toBe(sqm)
    expect(seen.floor).toMatch(new RegExp(`^${bedrooms}`))
    expect(seen.pounds).toBe(pounds)
    for (const id of HOUSE_ONLY) expect(plan.lineItems.map((l) => l.rateId)).not.toContain(id)
    // A door each bedroom, at the room job's share (0.6).
    const doors = plan.lineItems.find((l) => l.rateId === 'door_internal' && !l.description.startsWith('Living room'))
    expect(doors?.working).toMatch(/bedrooms of 12 m²: a door each/)
  })

  test('"Refurbish the bedrooms" alone is the bedroom job measured as the house\'s three', () => {
    // £106,183 (the house's renovation) → £11,186 over 36 m².
    expect(priced(house('Refurbish the bedrooms'))).toEqual({
      rooms: ['Priced as a bedroom'],
      sqm: 36,
      floor: '3 bedrooms × 12 m² = 36 m² floor, as the description says',
      pounds: 11_186,
    })
  })

  test('the bedrooms listed after the lounge are measured on the house, not as one bedroom', () => {
    // £106,183 → £16,488, the same rooms as "the bedrooms and the lounge".
    const plan = house('Refurbish the lounge and the bedrooms')
    expect(priced(plan).rooms).toEqual(['Priced as a living room', 'added_space:bedroom'])
    expect(plan.facts.measuredSqm).toBe(54)
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(16_488)
  })

  test('four rooms lived in are each room, not the house', () => {
    // £106,183 → £18,614: a bedroom (12 m²), two single rooms (15 m²) and the lounge (18 m²). Since uk-rates-2026.99
    // the spare room is a bedroom (decision 070, later): £17,956, two bedrooms, the lounge and the dining room, 57 m².
    expect(priced(house('Refurbish the bedroom, the spare room, the lounge and the dining room'))).toMatchObject({
      rooms: ['Priced as a bedroom', 'added_space:bedroom', 'added_space:living_room', 'added_space:single_room'],
      sqm: 57,
      pounds: 17_956,
    })
  })

  test.each([
    'Renovate every room',
    'Refurbish the bedrooms throughout',
    '3 bed semi, refurbish the bedrooms',
    'Refurbish the bedrooms and a full rewire',
    // Four rooms with a kitchen and bathroom renewed are a house's list (decision 072), as before.
    'New kitchen, new bathroom, refurbish the lounge and the study',
    // It was a bedroom's job (£3,999): "3 bedroom" described the house.
    'Refurbish the 3 bedroom house',
  ])("%j is the house's renovation", (description) => {
    // £106,183.
    expect(house(description).facts.baseType).toBe('house')
  })

  test.each(['whole_house_renovation', 'decorating'] as const)(
    '"New carpets and redecorate the bedrooms and living room" on the %s form does the bedrooms too',
    (projectType) => {
      // £1,238 (the living room alone, 18 m²) → £3,870: the house's 3 bedrooms and the living room, 54 m².
      const description = 'New carpets and redecorate the bedrooms and living room'
      const { scope, isKnown } = resolveScope({ description })
      const plan = estimateCost(
        buildCostInput({ projectType, sizeSqm: 85, region: 'north', description, scope, scopeKnown: isKnown }),
        DEFAULT_RATES,
      )
      expect(plan.lineItems.map((l) => [l.rateId, l.working])).toEqual([
        ['decoration', 'walls 119.4 m² + ceilings 54 m² = 173.4 m²'],
        ['floor_carpet', '3 bedrooms × 12 m² + 1 living room × 18 m² = 54 m² floor, as the description says'],
      ])
      expect(Math.round(plan.totalIncVatPence / 100)).toBe(3_870)
    },
  )
})

describe('reception rooms said in the plural are the house’s (decision 070, later uk-rates-2026.98)', () => {
  // Decorating form, 80 m², North, priced on 29 November 2026, inc VAT: before → after. The house's reception rooms as
  // its room schedule counts them: two from three bedrooms (80 m² ÷ 30 m² a bedroom = 3), each a living room of 18 m².
  const decorating = (description: string) => {
    const { scope, isKnown } = resolveScope({ description })
    const priceDate = '2026-11-29'
    const input = buildCostInput({ projectType: 'decorating', sizeSqm: 80, region: 'north', description, priceDate })
    return estimateCost({ ...input, scope, scopeKnown: isKnown }, DEFAULT_RATES)
  }
  const seen = (p: CostPlan) => ({
    working: p.lineItems.map((l) => l.working),
    sqm: p.facts.measuredSqm,
    pounds: Math.round(p.totalIncVatPence / 100),
  })

  test.each([
    // £2,651: the whole 80 m² decorated (254.5 m²) → £1,096, two living rooms of 18 m² (105.2 m²).
    ['Redecorate the reception rooms', 'walls 69.2 m² + ceilings 36 m² = 105.2 m²', 36, 1_096],
    // £464: the hall alone, the reception rooms dropped (44.5 m²) → £1,560, the two and the hall (149.8 m²) → £1,350
    // (uk-rates-2026.99: the hall the room schedule's 5.4 m², not a 14 m² room; 129.6 m²).
    ['Repaint the reception rooms and the hall', 'walls 88.2 m² + ceilings 41.4 m² = 129.6 m²', 41.4, 1_350],
    // £1,258: the three bedrooms alone (36 m²) → £2,354, the three bedrooms and the two reception rooms (72 m²).
    ['Redecorate the bedrooms and the reception rooms', 'walls 154 m² + ceilings 72 m² = 226 m²', 72, 2_354],
  ])('%j decorates the house’s reception rooms', (description, working, sqm, pounds) => {
    expect(seen(decorating(description))).toEqual({ working: [working], sqm, pounds })
  })

  test('"Refurbish the reception rooms" on the house form is the living room job measured as the two', () => {
    // £5,517 (one living room, 18 m²) → two living rooms, 36 m².
    const plan = house('Refurbish the reception rooms')
    expect(plan.facts.measuredSqm).toBe(36)
    expect(plan.lineItems.find((l) => l.rateId === 'floor_finish')?.working).toBe(
      '2 living rooms × 18 m² = 36 m² floor, as the description says',
    )
    // Counted, they are the count said, as before.
    expect(decorating('Redecorate the two reception rooms').facts.measuredSqm).toBe(36)
  })
})

describe('bathrooms said in the plural are the house’s (decision 070, later uk-rates-2026.99)', () => {
  // The house form as the first form prices it (North, mid, scope not stated, 29 November 2026).
  const onTheHouse = (sizeSqm: number, description: string) =>
    estimateCost(
      {
        ...buildCostInput({ projectType: 'whole_house_renovation', sizeSqm, region: 'north', description }),
        scopeKnown: false,
        priceDate: '2026-11-29',
      },
      DEFAULT_RATES,
    )
  const bathroomLines = (p: CostPlan) =>
    p.lineItems.filter((l) => /^(?:bathroom_suite|ensuite_suite|strip_bathroom|tiling_walls)$/.test(l.rateId))

  test.each([
    // £28,105 (90 m²) / £38,081 (140 m²): the house's light refresh, every floor and wall of it → £14,103, the
    // bathroom's job measured as the house's two bathrooms (a bathroom per 60 m²), 10 m².
    [90, 'Refit the bathrooms', 2, 14_103],
    [140, 'Refit the bathrooms', 2, 14_103],
    // A count said wins: £28,105 (the house) → £14,103 for two, and three are three.
    [90, 'Refit the two bathrooms', 2, 14_103],
    [90, 'Refit three bathrooms', 3, undefined],
    // Shower rooms and en-suites in the plural likewise: £132,950 (the house's extensive renovation) → £12,723.
    [90, 'Refit the en-suites', 2, 12_723],
  ] as const)('%i m²: %j is the bathroom’s job on %i bathrooms', (sizeSqm, description, bathrooms, pounds) => {
    const plan = onTheHouse(sizeSqm, description)
    expect(plan.facts.bathrooms).toBe(bathrooms)
    expect(plan.facts.measuredSqm).toBe(5 * bathrooms)
    for (const line of bathroomLines(plan).filter((l) => l.unit === 'nr')) expect(line.quantity).toBe(bathrooms)
    if (pounds !== undefined) expect(Math.round(plan.totalIncVatPence / 100)).toBe(pounds)
  })

  test('"Retile the bathrooms" retiles the house’s bathrooms, not the house', () => {
    // £28,105 (90 m²): the house's light refresh → £2,081, each bathroom's 11 m² of wall tiling hacked off and retiled.
    const plan = onTheHouse(90, 'Retile the bathrooms')
    expect(items(plan)).toEqual([
      ['tiling_walls', 22],
      ['strip_general', 22],
    ])
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(2_081)
  })

  test('the house named keeps the house', () => {
    expect(onTheHouse(90, 'Refit the bathrooms throughout the house').facts.measuredSqm).toBeUndefined()
  })
})
