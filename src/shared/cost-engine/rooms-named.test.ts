import { describe, expect, it } from 'vitest'
import { buildCostInput, buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { statedCounts } from './stated-counts'
import type { CostPlan } from './types'

/**
 * A decorator's or a plasterer's job measures the rooms a brief names one by one, as it does the rooms it counts ("two
 * rooms"): "repaint the living room" on a 90 m² house was every room of it (£3,020), "skim the living room ceiling" the
 * whole house's walls and ceilings (£9,105).
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, scopeKnown: false }))
const decorate = (description: string) => house({ description, scope: 'cosmetic', scopeKnown: true })
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)

describe('rooms named one by one', () => {
  it.each([
    ['Repaint the living room', 1],
    ['Repaint the living room and hallway', 2],
    ['Paint the hall, stairs and landing', 3],
    ['Skim the back bedroom ceiling', 1],
    ['New carpet in the master bedroom and the spare room', 2],
    // A room named again is the same room.
    ['Paint the bedroom, then carpet the bedroom', 1],
  ])('%j names %i', (description, n) => {
    expect(statedCounts(description).namedRooms).toHaveLength(n)
  })

  it.each([
    ['Redecorate a 3 bedroom semi'],
    ['Redecorate our house, the living room first'],
    ['Repaint the bedrooms'],
    ['Repaint throughout, the kitchen in a darker colour'],
  ])('%j names no room one by one (the house, or a number not said)', (description) => {
    expect(statedCounts(description).namedRooms).toBeUndefined()
  })

  it('decorating the living room of a house decorates that room, not the house', () => {
    const room = decorate('Repaint the living room')
    const all = decorate('Repaint the whole house')
    // One living room of 18 m², the living-room form's typical room (it was the take-off's 14 m² room, whatever the
    // room): its walls (perimeter 17 m × 2.4 m less openings) and its ceiling.
    expect(room.lineItems.map((l) => l.working)).toEqual(['walls 34.6 m² + ceilings 18 m² = 52.6 m²'])
    expect(room.totalIncVatPence).toBeLessThan(all.totalIncVatPence / 4)
    expect(decorate('Repaint the living room and hallway').totalIncVatPence).toBeGreaterThan(room.totalIncVatPence)
  })

  it('a professional brief naming the rooms in its scope and its description decorates them once', () => {
    // The professional form joins its scope and description: "painting hallway, landing and stairs" in both was six
    // rooms, the whole 80 m² house (£2,672 inc VAT, West Midlands), where the decorator paints three.
    const once = decorate('Painting hallway, landing and stairs')
    const twice = decorate(
      'Painting hallway, landing and stairs: decorating only\n\nPainting hallway, landing and stairs',
    )
    expect(twice.totalIncVatPence).toBe(once.totalIncVatPence)
    expect(once.totalIncVatPence).toBeLessThan(decorate('Repaint the whole house').totalIncVatPence / 2)
  })

  it('a conservatory decorated on the house form is that room decorated, as a study is', () => {
    // It was the house's light refresh (£16,775 on 90 m², North): "conservatory" read as one built. The scope is the
    // one the forms resolve from the brief.
    const asTheFormsPriceIt = (description: string) => {
      const { scope, isKnown } = resolveScope({ description })
      return house({ description, scope, scopeKnown: isKnown })
    }
    const conservatory = asTheFormsPriceIt('Decorate the conservatory')
    expect(conservatory.facts.baseType).toBe('cosmetic')
    expect(conservatory.totalIncVatPence).toBe(asTheFormsPriceIt('Decorate the study').totalIncVatPence)
  })

  it("a plastered ceiling alone leaves the room's walls; walls named are plastered too", () => {
    const ceiling = house({ description: 'Skim the living room ceiling' })
    expect(rateIds(ceiling).sort()).toEqual(['ceiling', 'skim_walls'])
    // The living room's 18 m² ceiling (it was the take-off's 14 m² room).
    expect(ceiling.lineItems.every((l) => l.working?.startsWith('ceilings = floor area 18 m²'))).toBe(true)
    const both = house({ description: 'Hack off and replaster the walls and skim the ceilings' })
    expect(rateIds(both)).toEqual(expect.arrayContaining(['plaster_walls', 'skim_walls', 'ceiling']))
    expect(both.lineItems.some((l) => l.working?.includes('(the room schedule)'))).toBe(true)
  })

  it('ceilings replaced in the rooms counted are the plasterer’s job, the walls left', () => {
    // "Replace the ceilings in two bedrooms" was the house's extensive renovation (£106,452 on 85 m², North).
    const ceilings = house({ description: 'Replace the ceilings in two bedrooms' })
    expect(ceilings.facts.baseType).toBe('trade')
    expect(rateIds(ceilings).sort()).toEqual(['ceiling', 'skim_walls'])
    // Two bedrooms of 12 m², the bedroom form's typical room (they were two of the take-off's 14 m² rooms, 28 m²).
    expect(ceilings.lineItems.every((l) => l.working?.includes('24 m²'))).toBe(true)
  })

  it('an artex ceiling removed is the plasterer’s job on that room’s ceiling', () => {
    // It was the house's extensive renovation (£110,493 on 85 m², North).
    const artex = house({ description: 'Remove the artex ceiling in the lounge' })
    expect(artex.facts.baseType).toBe('trade')
    expect(rateIds(artex).sort()).toEqual(['ceiling', 'skim_walls'])
  })

  it("a rewire's named rooms are where its extra points go, not the rooms it rewires", () => {
    const rewire = estimatorFor(buildCostInput({ projectType: 'rewiring', sizeSqm: 90, scopeKnown: false }))
    const plain = rewire({ description: 'Rewire the house' })
    expect(
      rewire({ description: 'Full rewire, extra sockets in the kitchen' }).totalIncVatPence,
    ).toBeGreaterThanOrEqual(plain.totalIncVatPence)
  })
})

/**
 * Each room named is measured at its own size, not the take-off's 14 m² room whatever it is: "Repaint the bathroom" on
 * an 85 m² house (North) decorated a 14 m² room, £464 as the living room; it is the bathroom's 5 m², £242. A room's size
 * is its own form's typical room (the size that form prices with none given), unless the brief says it.
 */
describe('each room named at its own size', () => {
  const midlandsHouse = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scope: 'cosmetic', scopeKnown: true }))
  const decorated = (p: CostPlan) => p.lineItems.find((l) => l.rateId === 'decoration')!.quantity

  it.each([
    ['Repaint the bathroom', 'bathroom_renovation', 5],
    ['Repaint the kitchen', 'kitchen_renovation', 12],
    ['Repaint the bedroom', 'bedroom', 12],
    ['Repaint the living room', 'living_room', 18],
  ] as const)('%j on the house form decorates the room its own form prices (%s, %i m²)', (description, form, sqm) => {
    const onTheHouse = midlandsHouse({ description })
    const onItsForm = estimatorFor(buildMidlandsCostInput({ projectType: form, scope: 'cosmetic', scopeKnown: true }))({
      description,
    })
    expect(onItsForm.input.sizeSqm).toBe(sqm)
    expect(decorated(onTheHouse)).toBeCloseTo(decorated(onItsForm), 5)
    expect(onTheHouse.facts.measuredSqm).toBe(sqm)
  })

  it('a bathroom is not decorated as a living room, and a room the brief measures is that size', () => {
    const bathroom = midlandsHouse({ description: 'Repaint the bathroom' })
    expect(bathroom.totalIncVatPence).toBeLessThan(
      midlandsHouse({ description: 'Repaint the living room' }).totalIncVatPence / 2,
    )
    expect(midlandsHouse({ description: 'Paint the 5m x 4m bedroom' }).facts.measuredSqm).toBe(20)
    expect(midlandsHouse({ description: 'Repaint the lounge (4m x 3m) and the study' }).facts.measuredSqm).toBe(12 + 14)
  })

  it('an en-suite repainted is a room decorated, not one fitted', () => {
    // It was the house's extensive renovation (£117,925, 85 m², North): "en-suite" read as building work.
    const description = 'Repaint the en-suite and the main bedroom'
    expect(resolveScope({ description })).toMatchObject({ scope: 'cosmetic', isKnown: true })
    const plan = midlandsHouse({ description })
    expect(rateIds(plan)).toEqual(['decoration'])
    expect(plan.facts.measuredSqm).toBe(5 + 12)
  })

  it('the hall, stairs and landing are decorated as three rooms: the hall and landing the room schedule’s, the stairwell between', () => {
    // Decorators price hall, stairs and landing as three rooms (CAL2-140 £1,250-£2,000). The stairs were a 14 m² room
    // (44.5 m²); since uk-rates-2026.98 they are the stairwell over the staircase's 5.4 m², its walls two storeys high
    // (9.3 m × 2 × 2.4 m × 0.85 = 37.9 m²) and its ceiling (5.4 m²): 133.6 → 132.4 m². Since uk-rates-2026.99 the hall
    // and landing are the room schedule's 5.4 m² each (24.4 m² decorated each), as the floor fitter measures them: 132.4
    // → 92 m², 33.4 → 16.2 m² of floor.
    const plan = midlandsHouse({ description: 'Paint the hall, stairs and landing' })
    expect(decorated(plan)).toBeCloseTo(92.05, 2)
    expect(plan.facts.measuredSqm).toBeCloseTo(16.2, 5)
  })

  it.each(['Paint the hall and landing', 'Redecorate the hallway, stairs and landing'])(
    '%j is the hall, the landing and the stairwell between them, each measured once',
    (description) => {
      // "Paint the hall and landing" (decorating, 80 m², North, inc VAT): £928, two 14 m² rooms (89.1 m²) → £959, the
      // hall and landing 5.4 m² each and the stairwell's walls rising two storeys between them (92 m²).
      // "Redecorate the hallway, stairs and landing": £1,379 (the hall and landing 14 m² rooms, 132.4 m²) → £959.
      const north = estimatorFor(
        buildCostInput({ projectType: 'decorating', sizeSqm: 80, region: 'north' as never, scope: 'cosmetic' }),
      )
      const plan = north({ description, scopeKnown: true, priceDate: '2026-11-29' })
      expect(plan.lineItems.map((l) => [l.rateId, l.quantity, l.working])).toEqual([
        ['decoration', 92.05, 'walls 75.8 m² + ceilings 16.2 m² = 92 m²'],
      ])
      expect(plan.facts.measuredSqm).toBe(16.2)
      expect(Math.round(plan.totalIncVatPence / 100)).toBe(959)
    },
  )

  it('the hall is one size for every trade: the room schedule’s 5.4 m²', () => {
    // The decorator's hall was a 14 m² room (44.5 m² decorated) while the fitter laid 5.4 m² in it ("LVT in the hall").
    const hallSqm = (description: string) =>
      midlandsHouse({ description, scope: 'light', scopeKnown: false }).facts.measuredSqm ?? 0
    expect(midlandsHouse({ description: 'Repaint the hall' }).facts.measuredSqm).toBe(5.4)
    expect(hallSqm('LVT in the hall')).toBe(5.4)
    expect(hallSqm('Replaster the hall')).toBe(5.4)
    // The plasterer's hall and landing are the two rooms alone (the stairwell is the decorator's, or the stairs named).
    expect(hallSqm('Replaster the hall and landing')).toBe(10.8)
  })

  it.each([
    ['Repaint the en-suite and the main bedroom', ['bathroom', 'bedroom'], [undefined, undefined]],
    ['Paint the 4m x 3m back bedroom', ['bedroom'], [12]],
    ['Paint the lounge, about 20 m2, and the hallway', ['living_room', 'hall'], [20, undefined]],
    // A size said of the house is not the room's.
    ['Repaint the living room of our 85 m2 semi', ['living_room'], [undefined]],
    ['Decorate the utility room and the conservatory', ['room', 'room'], [undefined, undefined]],
  ])('%j names rooms of the kinds %j, sized %j', (description, kinds, sizes) => {
    const rooms = statedCounts(description).namedRooms ?? []
    expect(rooms.map((r) => r.kind)).toEqual(kinds)
    expect(rooms.map((r) => r.sqm)).toEqual(sizes)
  })

  it('rooms counted are of their kind', () => {
    expect(statedCounts('Paint the 3 bedrooms').roomsKind).toBe('bedroom')
    expect(statedCounts('Replaster two rooms').roomsKind).toBe('room')
  })
})

describe('the staircase, one thing wherever it is measured (uk-rates-2026.98)', () => {
  // Decorating form, 80 m², North, inc VAT, priced on 29 November 2026: before → after.
  const north = estimatorFor(
    buildCostInput({
      projectType: 'decorating',
      sizeSqm: 80,
      region: 'north' as never,
      scope: 'cosmetic',
      scopeKnown: true,
      priceDate: '2026-11-29',
    }),
  )
  const lines = (p: CostPlan) => p.lineItems.map((l) => [l.rateId, l.quantity])

  it.each(['New stair carpet and repaint the hall', 'Carpet the stairs and paint the hall'])(
    '%j carpets one staircase by the staircase and decorates the hall alone',
    (description) => {
      // £2,079 → £1,210: 28 m² of carpet ("1 staircase × 14 m² + 1 hall × 14 m²") and 89.1 m² decorated (the stairs
      // as a 14 m² room and the hall) → the staircase carpeted (stair_carpet, 1) and the hall's 44.5 m² decorated.
      // uk-rates-2026.99: the hall is the room schedule's 5.4 m² for the decorator as for the fitter, £1,210 → £1,000.
      const plan = north({ description })
      expect(lines(plan)).toEqual([
        ['decoration', 24.36],
        ['stair_carpet', 1],
      ])
      expect(plan.lineItems[0]!.working).toBe('walls 19 m² + ceilings 5.4 m² = 24.4 m²')
      expect(Math.round(plan.totalIncVatPence / 100)).toBe(1000)
    },
  )

  it('the stairs only carpeted beside the hall and landing decorated are the stairwell decorated with them', () => {
    // uk-rates-2026.99 (decorating, 80 m², North, inc VAT): £1,674 (the stairs carpeted, the hall and landing 14 m²
    // rooms, 89.1 m²) → £1,705: the staircase carpeted, and the hall, landing and stairwell between them (92 m²).
    const plan = north({ description: 'Carpet the stairs and paint the hall and landing' })
    expect(lines(plan)).toEqual([
      ['decoration', 92.05],
      ['stair_carpet', 1],
    ])
    expect(plan.facts.measuredSqm).toBe(16.2)
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(1705)
  })

  it('the stairs decorated are the stairwell: the staircase’s 5.4 m², its walls rising two storeys', () => {
    // £464 (a 14 m² room, 44.5 m²) → £451 (43.3 m²).
    const plan = north({ description: 'Redecorate the stairs' })
    expect(lines(plan)).toEqual([['decoration', 43.32]])
    expect(plan.facts.measuredSqm).toBe(5.4)
    expect(Math.round(plan.totalIncVatPence / 100)).toBe(451)
    // The plasterer measures the same stairwell (85 m² house form, scope read from the brief).
    const house85 = estimatorFor(buildCostInput({ sizeSqm: 85, region: 'north' as never, scopeKnown: false }))
    const plastered = house85({ description: 'Replaster the stairs' })
    expect(plastered.lineItems.find((l) => l.rateId === 'plaster_walls')?.working).toContain(
      "1 staircase of 5.4 m², as the description says; perimeters 18.6 m (the stairwell's 9.3 m × 2: it rises two storeys)",
    )
  })

  it('a room carpeted beside rooms decorated is carpeted alone, and they are decorated alone', () => {
    // £2,201 → £1,042 (85 m² house form): the living room and bedroom each carpeted and decorated (30 m², 92.9 m²) →
    // the living room decorated (52.6 m²), the bedroom carpeted (12 m²).
    const house85 = estimatorFor(
      buildCostInput({ sizeSqm: 85, region: 'north' as never, scope: 'cosmetic', priceDate: '2026-11-29' }),
    )
    const plan = house85({ description: 'Repaint the living room and new carpet in the bedroom' })
    expect(lines(plan)).toEqual([
      ['decoration', 52.62],
      ['floor_carpet', 12],
    ])
    // A carpet said of no room of its own is laid in every room decorated, as before.
    expect(lines(north({ description: 'Repaint the living room and new carpet' }))).toEqual([
      ['decoration', 52.62],
      ['floor_carpet', 18],
    ])
  })
})
