import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan, ProjectType } from './types'

/**
 * The decorator's work said of part of a room's surfaces (decision 074, later): the woodwork alone, or one wall. Each
 * brief priced as POST /api/estimates prices it (North, mid quality, the scope read from the brief by `resolveScope`);
 * figures before → after are the route's on 29 November 2026, inc VAT; where uk-rates-2026.102 (the walls measured round
 * the room schedule’s rooms, decision 025 later) moved a pin, the comment gives its figure since.
 */
const onItsForm = (projectType: ProjectType, sizeSqm: number, description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  const input = buildCostInput({ projectType, sizeSqm, region: 'north' as never, scope, scopeKnown: isKnown })
  return estimatorFor(input)({ description })
}
const lines = (p: CostPlan) => p.lineItems.map((l) => `${l.rateId} ${l.quantity}`).sort()

describe('the woodwork painted alone', () => {
  it.each([
    // Decorating form, 80 m²: £2,651 (the walls and ceilings throughout) → £1,312: the skirtings along every room
    // (UR-067) and the house's 7 doors (UR-066).
    ['decorating', 80, ['paint_door 7', 'paint_skirting 105.28']],
    // Whole-house form, 85 m²: £110,493 (the house renovated, "gloss" read as nothing) → £1,338.
    ['whole_house_renovation', 85, ['paint_door 7', 'paint_skirting 108.43']],
    // Bedroom form, 12 m²: £4,161 (the bedroom refurbished, "gloss" read as nothing) → £195: the room's skirting and its door.
    ['bedroom', 12, ['paint_door 1', 'paint_skirting 13.86']],
  ] as const)(
    '"Gloss the skirting boards and doors" on the %s form (%i m²) is the skirtings and doors',
    (form, sqm, expected) => {
      const plan = onItsForm(form, sqm, 'Gloss the skirting boards and doors')
      expect(lines(plan)).toEqual(expected)
      expect(plan.totalIncVatPence).toBeLessThan(150_000)
    },
  )

  it('keeps woodwork painted beside the room’s decorating the room (its rate has the woodwork)', () => {
    const plan = onItsForm('decorating', 80, 'Repaint the bedroom and gloss the skirting')
    expect(lines(plan)).toEqual(['decoration 40.27'])
  })
})

describe('one wall decorated alone', () => {
  it.each([
    // £419 (the bedroom's walls and ceiling, 40.3 m²) → £87: one wall, 13.9 m perimeter ÷ 4 × 2.4 m; papered at the
    // papering rate since (decision 067, later: £162, walls-papered.test.ts), painted where painting is said.
    ['decorating', 80],
    ['whole_house_renovation', 85],
    ['bedroom', 12],
  ] as const)('"Paint the feature wall in the bedroom" on the %s form (%i m²) is one wall', (form, sqm) => {
    const plan = onItsForm(form, sqm, 'Paint the feature wall in the bedroom')
    expect(lines(plan)).toEqual(['decoration 8.31'])
    expect(plan.totalIncVatPence).toBeLessThan(15_000)
  })

  it('keeps a feature wall beside the room’s decorating the room', () => {
    // Papered, the wall is a quarter of the room's walls at the papering rate (walls-papered.test.ts); painted, it is
    // the room's.
    expect(lines(onItsForm('decorating', 80, 'Repaint the bedroom and paint a feature wall'))).toEqual([
      'decoration 40.27',
    ])
  })
})

describe('the decorator’s rooms, as they priced', () => {
  it.each([
    ['decorating', 80, 'Repaint the bedroom', 40_302],
    ['decorating', 80, 'Repaint throughout', 295_016],
    ['whole_house_renovation', 85, 'Repaint the bedroom', 40_302],
    ['whole_house_renovation', 85, 'Repaint throughout', 306_434],
    ['bedroom', 12, 'Repaint the bedroom', 40_302],
  ] as const)('%s %i m² %j stays %i pence', (form, sqm, description, pence) => {
    const plan = onItsForm(form, sqm, description)
    expect(plan.lineItems.map((l) => l.rateId)).toEqual(['decoration'])
    expect(plan.totalIncVatPence).toBe(pence)
  })
})

describe('walls only, or ceilings only (decision 067, later)', () => {
  const decorated = (form: ProjectType, sqm: number, description: string) => {
    const plan = onItsForm(form, sqm, description)
    expect(plan.lineItems.map((l) => l.rateId)).toEqual(['decoration'])
    return { plan, line: plan.lineItems[0]! }
  }
  it.each([
    ['decorating', 80, 'Repaint throughout'],
    ['whole_house_renovation', 85, 'Repaint throughout'],
    ['bedroom', 12, 'Repaint the bedroom'],
  ] as const)('%s %i m²: the walls alone, or the ceilings alone, as the brief says', (form, sqm, throughout) => {
    const all = decorated(form, sqm, throughout).line
    const [walls, ceilings] = (all.working ?? '').match(/[\d.]+(?= m²)/g)!.map(Number)
    const wallsOnly = decorated(form, sqm, 'Paint the walls only, the ceilings are fine')
    expect(wallsOnly.line.quantity).toBeCloseTo(walls!, 1)
    expect(wallsOnly.line.description).toMatch(/to the walls.*the ceilings stay/)
    const ceilingsOnly = decorated(form, sqm, 'Paint the ceilings only')
    expect(ceilingsOnly.line.quantity).toBeCloseTo(ceilings!, 1)
    expect(ceilingsOnly.line.description).toMatch(/to the ceilings \(the walls stay\)/)
    expect(wallsOnly.line.ratePence).toBe(all.ratePence)
    expect(wallsOnly.plan.totalIncVatPence + ceilingsOnly.plan.totalIncVatPence).toBeGreaterThanOrEqual(
      onItsForm(form, sqm, throughout).totalIncVatPence - 2,
    )
  })
  it.each([
    'Repaint the flat excluding the ceilings',
    'Mist coat and 2 coats on the walls (ceilings and woodwork excluded)',
  ])('%j paints the walls alone', (description) => {
    expect(decorated('decorating', 50, description).line.description).toMatch(/the ceilings stay/)
  })
})

describe('the woodwork of the walls papered (decision 067, later uk-rates-2026.99)', () => {
  const woodwork = (p: CostPlan) => lines(p).filter((l) => l.startsWith('paint_'))
  it.each([
    // Living room form, 18 m² (professional form, North West): £879 (the walls papered, the ceiling painted, the
    // woodwork dropped) → £1,093.
    ['living_room', 18, 'Wallpaper the living room', ['decoration 18', 'wallpaper 34.62'], 103_186],
    // Bedroom form, 12 m² (professional form, North West): £689 → £888.
    ['bedroom', 12, 'Wallpaper the bedroom', ['decoration 12', 'wallpaper 28.27'], 83_815],
  ] as const)(
    '%s %i m² %j: the walls papered, the ceiling painted, the woodwork glossed as the room has it',
    (form, sqm, description, surfaces, pence) => {
      const plan = onItsForm(form, sqm, description)
      // The room's skirting and its door, as the decorator glosses them alone on its form.
      expect(woodwork(plan)).toEqual(woodwork(onItsForm(form, sqm, 'Gloss the skirting boards and doors')))
      expect(woodwork(plan)).toHaveLength(2)
      expect(lines(plan).filter((l) => !l.startsWith('paint_'))).toEqual(surfaces)
      expect(plan.totalIncVatPence).toBe(pence)
    },
  )

  it.each([
    // Whole-house form, 85 m²: the living room named, £863 → £1,074: its 17 m of skirting and its door.
    ['Wallpaper the living room', ['decoration 18', 'paint_door 1', 'paint_skirting 16.97', 'wallpaper 34.62']],
    // The walls alone papered keep their woodwork, as the walls alone painted do ("gloss to woodwork").
    ['Wallpaper the living room, walls only', ['paint_door 1', 'paint_skirting 16.97', 'wallpaper 34.62']],
  ] as const)('%j on the house form glosses the room’s skirting and door', (description, expected) => {
    expect(lines(onItsForm('whole_house_renovation', 85, description))).toEqual(expected)
  })

  it('glosses the house’s skirtings and doors where it is papered throughout', () => {
    // Decorating form, 80 m²: the same skirtings and doors as "Gloss the skirting boards and doors" (7 doors).
    const plan = onItsForm('decorating', 80, 'Wallpaper throughout')
    expect(woodwork(plan)).toEqual(['paint_door 7', 'paint_skirting 105.28'])
  })
})

describe('the woodwork painted alone in the rooms named (decision 074, later uk-rates-2026.99)', () => {
  it.each([
    // Whole-house form, 85 m²: £425 (the house's 90.9 m of skirting, the door dropped) → £202: the living room's 17 m
    // of skirting and its one door.
    [
      'whole_house_renovation',
      85,
      'Gloss the skirting boards and door in the living room',
      ['paint_door 1', 'paint_skirting 16.97'],
      20_238,
    ],
    // £425 → £70 → £44: the hall's 9.3 m of skirting (the room schedule's 5.4 m² hall, decision 068 later; it was a
    // room of the take-off's 14 m², 15 m of skirting).
    ['whole_house_renovation', 85, 'Paint the skirting in the hallway', ['paint_skirting 9.3'], 4_352],
    // The two bedrooms counted were measured already; their doors are now a door to each (2), not 24 m² ÷ 12 m².
    [
      'whole_house_renovation',
      85,
      'Repaint the doors and skirting in the two bedrooms',
      ['paint_door 2', 'paint_skirting 27.71'],
      37_561,
    ],
    // Living room form, 18 m²: £79 (the skirting, the door dropped) → £202, as on the house form.
    ['living_room', 18, 'Gloss the skirting and door', ['paint_door 1', 'paint_skirting 16.97'], 20_238],
    // Decorating form, 80 m²: £400 (every room's 85.5 m of skirting) → £193 → £166 (the 5.4 m² hall's 9.3 m).
    ['decorating', 80, 'Gloss the skirting and door in the hall', ['paint_door 1', 'paint_skirting 9.3'], 16_649],
  ] as const)('%s %i m² %j: the rooms named', (form, sqm, description, expected, pence) => {
    const plan = onItsForm(form, sqm, description)
    expect(lines(plan)).toEqual(expected)
    expect(plan.totalIncVatPence).toBe(pence)
  })

  it('says the door is one to each room named', () => {
    const plan = onItsForm('whole_house_renovation', 85, 'Repaint the doors and skirting in the two bedrooms')
    expect(plan.lineItems.find((l) => l.rateId === 'paint_door')!.description).toMatch(
      /^Doors of the 2 bedrooms, .*\(a door to each room\)$/,
    )
  })

  it('leaves another small work beside it on the property (the loft insulated over the house, not the hall)', () => {
    // £1,266, as before: the small works stay the house's where the woodwork is not all they are.
    const plan = onItsForm(
      'whole_house_renovation',
      85,
      'Top up the loft insulation and gloss the skirting in the hall',
    )
    expect(lines(plan)).toEqual(['loft_insulation 42.5', 'paint_skirting 108.43'])
  })

  it.each([
    // Whole-house form, 85 m²: the woodwork was "paint the skirting boards" alone beside the rewire, the house's 90.9 m
    // of skirting, the doors and the hallway left with the rewire's words.
    ['Rewire, and paint the skirting boards and doors in the hallway', ['paint_door 1', 'paint_skirting 9.3']],
    // "Gloss" heads the list as "paint" does: it was the house's 7 doors, the living room's skirting dropped.
    ['Full rewire and gloss the doors and skirting in the living room', ['paint_door 1', 'paint_skirting 16.97']],
  ])('%j beside a rewire: the woodwork in the room named, the rewire the house’s', (description, expected) => {
    const plan = onItsForm('whole_house_renovation', 85, description)
    expect(lines(plan).filter((l) => l.startsWith('paint_'))).toEqual(expected)
    const rewire = (p: CostPlan) => p.lineItems.find((l) => l.rateId === 'rewire')?.quantity
    expect(rewire(plan)).toBe(rewire(onItsForm('whole_house_renovation', 85, 'Rewire')))
  })

  it.each(['Gloss all the skirting boards and doors', 'Gloss the skirting boards and doors throughout'])(
    '%j is the whole house',
    (description) => {
      // £1,286: the house's 90.9 m of skirting and its 7 doors, as before.
      expect(lines(onItsForm('whole_house_renovation', 85, description))).toEqual([
        'paint_door 7',
        'paint_skirting 108.43',
      ])
    },
  )
})

describe('the woodwork listed before a rewire (decision 074, later uk-rates-2026.101)', () => {
  const rewireAlone = () => onItsForm('whole_house_renovation', 85, 'Rewire')
  const hallWoodworkAlone = () => onItsForm('whole_house_renovation', 85, 'Paint the skirting and doors in the hallway')

  it.each([
    // Whole-house form, 85 m²: £8,815 → £6,109. The gap between ", " and "and rewire" was read as an item of the
    // woodwork's list, "paint" alone: the decorator beside them over the house's walls and ceilings (270.4 m²).
    'Paint skirting and doors in the hallway, and rewire',
    'Paint the skirting boards and doors in the hallway, and rewire',
    // £20,915 → £6,109: "rewire" was read as an item of the list ("paint rewire", the decorator's) and, owned by the
    // rewire too, left the house's light refresh (LVT, doors, skirtings, decorating throughout).
    'Paint the woodwork in the hallway and rewire',
    // £6,109, as before: the order turned was read right already.
    'Rewire, and paint the skirting and doors in the hallway',
  ])('%j: the hall’s skirting and door, and the rewire as it prices alone', (description) => {
    const plan = onItsForm('whole_house_renovation', 85, description)
    expect(lines(plan)).toEqual(['paint_door 1', 'paint_skirting 9.3', 'plaster_walls 11.06', 'rewire 43'])
    expect(plan.lineItems.some((l) => l.rateId === 'decoration')).toBe(false)
    // The rewire with its own making good (£6,016 since uk-rates-2026.102), and the hall's woodwork (£166): nothing else.
    expect(plan.totalIncVatPence).toBe(618_234)
    expect(plan.totalIncVatPence).toBe(rewireAlone().totalIncVatPence + hallWoodworkAlone().totalIncVatPence)
  })

  it('glosses the hall’s skirting alone beside the rewire', () => {
    // £5,986 (£6,059 since uk-rates-2026.102): no door, no decorating.
    const plan = onItsForm('whole_house_renovation', 85, 'Gloss the skirting in the hall and rewire')
    expect(lines(plan)).toEqual(['paint_skirting 9.3', 'plaster_walls 11.06', 'rewire 43'])
  })

  it.each([
    // £8,648 (£9,080 since uk-rates-2026.102): the house decorated throughout beside the rewire.
    ['Rewire and redecorate throughout', ['decoration 306.19', 'plaster_walls 11.06', 'rewire 43'], 908_020],
    // £8,815 (£9,247 since uk-rates-2026.102): the decorator asked for by name still prices the house's walls and ceilings.
    [
      'Paint the skirting and doors in the hallway, rewire and redecorate throughout',
      ['decoration 306.19', 'paint_door 1', 'paint_skirting 9.3', 'plaster_walls 11.06', 'rewire 43'],
      924_668,
    ],
    // £2,706 (£3,064 since uk-rates-2026.102): the house redecorated, its woodwork glossed with it.
    ['Paint skirting and doors in the hallway, and redecorate the house', ['decoration 306.19'], 306_434],
  ] as const)('%j keeps the decorating asked for', (description, expected, pence) => {
    const plan = onItsForm('whole_house_renovation', 85, description)
    expect(lines(plan)).toEqual(expected)
    expect(plan.totalIncVatPence).toBe(pence)
  })
})

describe('the woodwork of a room said in the possessive (decision 074, later uk-rates-2026.103)', () => {
  it.each([
    // First form, 90 m², London, inc VAT: £346 (the hall's walls and ceiling, 24.4 m²) → £236.
    ["Paint the hallway's woodwork", 'Paint the woodwork in the hallway', ['paint_door 1', 'paint_skirting 9.3']],
    [
      "Paint the hall's skirting and doors",
      'Paint the skirting and doors in the hall',
      ['paint_door 1', 'paint_skirting 9.3'],
    ],
    // £172,842 (the house's extensive renovation, "gloss" read as nothing) → £236.
    ["Gloss the landing's woodwork", 'Gloss the woodwork on the landing', ['paint_door 1', 'paint_skirting 9.3']],
    // £572 (the bedroom's walls and ceiling) → £92.
    ["Paint the bedroom's skirting", 'Paint the skirting in the bedroom', ['paint_skirting 13.86']],
    // £748 (the living room's walls and ceiling) → £175.
    ["Paint the lounge's doors", 'Paint the doors in the lounge', ['paint_door 1']],
    // £172,842 → £287.
    [
      "Gloss the living room's skirting boards and doors",
      'Gloss the skirting boards and doors in the living room',
      ['paint_door 1', 'paint_skirting 16.97'],
    ],
    // A curly apostrophe is the same.
    ['Paint the hallway\u2019s woodwork', 'Paint the woodwork in the hallway', ['paint_door 1', 'paint_skirting 9.3']],
  ] as const)('%j is the room named, its woodwork alone (as %j)', (possessive, inTheRoom, expected) => {
    for (const form of ['whole_house_renovation', 'decorating'] as const) {
      const plan = onItsForm(form, 85, possessive)
      expect(lines(plan)).toEqual(expected)
      expect(plan.totalIncVatPence).toBe(onItsForm(form, 85, inTheRoom).totalIncVatPence)
    }
  })

  it('decorates the room said beside another room’s woodwork, as "in the bedroom" does', () => {
    // Decorating form: £918 (the hall and the bedroom decorated) → £438, the hall and the bedroom's skirting.
    const plan = onItsForm('decorating', 80, "Paint the hallway and the bedroom's skirting")
    expect(lines(plan)).toEqual(['decoration 24.36', 'paint_skirting 13.86'])
    expect(lines(plan)).toEqual(lines(onItsForm('decorating', 80, 'Paint the hallway and the skirting in the bedroom')))
  })

  it("keeps the house's woodwork the house's", () => {
    expect(lines(onItsForm('decorating', 80, "Repaint the house's woodwork"))).toEqual([
      'paint_door 7',
      'paint_skirting 105.28',
    ])
  })
})
