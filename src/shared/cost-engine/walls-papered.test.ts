import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan, ProjectType } from './types'

/**
 * Papering said as work (decision 067, later): the walls papered at the `wallpaper` rate, the ceilings painted at the
 * decorating rate; a feature wall papered is that wall at the papering rate. Wallpaper stripped before painting, or
 * wallpaper as the finish there is, leaves the room painted. Each brief priced as POST /api/estimates prices it
 * (North, mid quality, the scope read from the brief by `resolveScope`); figures before → after are the route's on
 * 29 November 2026, inc VAT (the pence asserted are this factory's input, as the neighbouring tests').
 */
const onItsForm = (projectType: ProjectType, sizeSqm: number, description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  const input = buildCostInput({ projectType, sizeSqm, region: 'north' as never, scope, scopeKnown: isKnown })
  return estimatorFor(input)({ description })
}
const lines = (p: CostPlan) => p.lineItems.map((l) => `${l.rateId} ${l.quantity}`).sort()
const FORMS = [
  ['decorating', 80],
  ['whole_house_renovation', 85],
] as const

describe('walls papered', () => {
  it.each(FORMS)(
    '"Wallpaper the living room" on the %s form (%i m²): its walls papered, its ceiling painted',
    (form, sqm) => {
      // £548 (the decoration line, emulsion over 34.6 m² of wall and 18 m² of ceiling) → £863 → £1,074 (later
      // uk-rates-2026.99): its woodwork glossed as painting it glosses it, its 17 m of skirting and its door.
      const plan = onItsForm(form, sqm, 'Wallpaper the living room')
      expect(lines(plan)).toEqual(['decoration 18', 'paint_door 1', 'paint_skirting 16.97', 'wallpaper 34.62'])
      expect(plan.lineItems.find((l) => l.rateId === 'decoration')!.description).toMatch(/to the ceilings$/)
      expect(plan.totalIncVatPence).toBe(103_186)
    },
  )

  it.each(FORMS)('"Wallpaper the bedroom and paint the ceiling" on the %s form (%i m²)', (form, sqm) => {
    // £419 (emulsion over the bedroom's 28.3 m² of wall and 12 m² of ceiling) → £677 → £872 with its woodwork.
    const plan = onItsForm(form, sqm, 'Wallpaper the bedroom and paint the ceiling')
    expect(lines(plan)).toEqual(['decoration 12', 'paint_door 1', 'paint_skirting 13.86', 'wallpaper 28.27'])
    expect(plan.totalIncVatPence).toBe(83_815)
  })

  it('papers the walls alone where the ceilings stay ("wallpaper the living room, ceilings are fine")', () => {
    expect(lines(onItsForm('decorating', 80, 'Wallpaper the living room, ceilings are fine'))).toEqual([
      'paint_door 1',
      'paint_skirting 16.97',
      'wallpaper 34.62',
    ])
  })
})

describe('a feature wall papered', () => {
  it.each(FORMS)('"Repaint the bedroom and wallpaper a feature wall" on the %s form (%i m²)', (form, sqm) => {
    // £419 (the bedroom's walls and ceiling painted, the feature wall with them) → £484: one wall of its four (a
    // quarter of its walls) papered, the rest and the ceiling painted.
    const plan = onItsForm(form, sqm, 'Repaint the bedroom and wallpaper a feature wall')
    expect(lines(plan)).toEqual(['decoration 12', 'decoration 21.2', 'wallpaper 7.07'])
    expect(plan.totalIncVatPence).toBe(46_487)
  })

  it('papers one wall, not one in four, beside decorating the house throughout', () => {
    // Decorating form, 80 m²: £2,651 (the house painted) → £2,720: one wall of a 14 m² room, 7.63 m², papered.
    const plan = onItsForm('decorating', 80, 'Repaint throughout and wallpaper a feature wall in the lounge')
    expect(lines(plan)).toEqual(['decoration 207.15', 'decoration 80', 'wallpaper 7.63'])
  })

  it.each(FORMS)(
    '"Wallpaper the feature wall in the bedroom" on the %s form (%i m²) is that wall papered',
    (form, sqm) => {
      // £87 (one wall at the decorating rate) → £162: the same 8.31 m² at the papering rate.
      const plan = onItsForm(form, sqm, 'Wallpaper the feature wall in the bedroom')
      expect(lines(plan)).toEqual(['wallpaper 8.31'])
      expect(plan.totalIncVatPence).toBe(15_587)
    },
  )
})

describe('wallpaper said, but not papering', () => {
  it.each([
    // £548 → £548: stripping the paper is preparation before painting, in the decorator's rate.
    ['Strip the old wallpaper and repaint the lounge', 'decoration 52.62', 52_662],
    // The wallpaper there is, not work said: the hall painted. £446 → £244 since uk-rates-2026.99: the hall is the room
    // schedule's 5.4 m² (24.4 m²), not a 14 m² room (44.5 m²).
    ['The wallpaper is peeling, repaint the hall', 'decoration 24.36', 24_379],
  ] as const)('%j is the room painted, as before', (description, line, pence) => {
    for (const [form, sqm] of FORMS) {
      const plan = onItsForm(form, sqm, description)
      expect(lines(plan)).toEqual([line])
      expect(plan.totalIncVatPence).toBe(pence)
    }
  })
})

describe('papering read of the room it is said of (decision 067, later)', () => {
  it.each(FORMS)(
    '"Paint the bedroom and wallpaper the lounge" on the %s form (%i m²): the lounge papered, the bedroom painted',
    (form, sqm) => {
      // £1,540 (both rooms' 62.9 m² of wall papered, both ceilings painted) → £1,283: the lounge's 34.6 m² of wall
      // papered, the bedroom's 28.3 m² and both ceilings (30 m²) painted; → £1,494 (later uk-rates-2026.99) with the
      // lounge's skirting and door glossed (the bedroom's are in its painting).
      const plan = onItsForm(form, sqm, 'Paint the bedroom and wallpaper the lounge')
      expect(lines(plan)).toEqual([
        'decoration 28.27',
        'decoration 30',
        'paint_door 1',
        'paint_skirting 16.97',
        'wallpaper 34.62',
      ])
      const described = plan.lineItems.map((l) => l.description)
      expect(described).toContain(
        'Hang wallpaper to the walls of the living room: size, lining paper where needed, paper supplied and hung',
      )
      expect(described).toContain('Mist coat and two coats emulsion to the walls of the bedroom, gloss to woodwork')
      expect(plan.totalIncVatPence).toBe(143_488)
    },
  )

  it('papers the lounge alone where the bedroom’s paper is stripped, and where the ceilings stay', () => {
    // £1,540 → £1,283: the bedroom's old paper stripped is preparation for painting it.
    expect(lines(onItsForm('decorating', 80, 'Strip the wallpaper in the bedroom and wallpaper the lounge'))).toEqual([
      'decoration 28.27',
      'decoration 30',
      'paint_door 1',
      'paint_skirting 16.97',
      'wallpaper 34.62',
    ])
    // £1,228 → £970 → £1,181 (with the lounge's woodwork): the walls alone, split the same way.
    const kept = onItsForm('decorating', 80, 'Paint the bedroom and wallpaper the lounge, ceilings are fine')
    expect(lines(kept)).toEqual(['decoration 28.27', 'paint_door 1', 'paint_skirting 16.97', 'wallpaper 34.62'])
    expect(kept.totalIncVatPence).toBe(113_464)
  })

  it.each([
    // Every room named papered: all their walls, as before, with their woodwork (later uk-rates-2026.99). The hall the
    // room schedule's 5.4 m² since uk-rates-2026.99 (it was a 14 m² room: 32 m², 65.15 m² papered).
    ['Wallpaper the lounge and hall', ['decoration 23.4', 'paint_door 2', 'paint_skirting 26.27', 'wallpaper 53.58']],
    ['Wallpaper the living room', ['decoration 18', 'paint_door 1', 'paint_skirting 16.97', 'wallpaper 34.62']],
    // No room named: the house's walls, as before, and the house's skirtings and doors.
    ['Wallpaper throughout', ['decoration 80', 'paint_door 7', 'paint_skirting 105.28', 'wallpaper 214.78']],
    // A feature wall beside the room's painting: one wall of its four, as before.
    ['Repaint the bedroom and wallpaper a feature wall', ['decoration 12', 'decoration 21.2', 'wallpaper 7.07']],
  ] as const)('%j prices as before', (description, expected) => {
    expect(lines(onItsForm('decorating', 80, description))).toEqual(expected)
  })
})

describe('papering read of the rooms counted (decision 067, later uk-rates-2026.99)', () => {
  it.each(FORMS)(
    '"Paint the 2 bedrooms and wallpaper the lounge" on the %s form (%i m²): the lounge papered, both bedrooms painted',
    (form, sqm) => {
      // £2,217 (the three rooms' 91.2 m² of wall papered: the count read as one block with the lounge) → £1,913: the
      // lounge's 34.6 m² of wall papered with its skirting and door glossed, the two bedrooms' 56.5 m² painted.
      const plan = onItsForm(form, sqm, 'Paint the 2 bedrooms and wallpaper the lounge')
      expect(lines(plan)).toEqual([
        'decoration 42',
        'decoration 56.53',
        'paint_door 1',
        'paint_skirting 16.97',
        'wallpaper 34.62',
      ])
      expect(plan.lineItems.map((l) => l.description)).toContain(
        'Mist coat and two coats emulsion to the walls of the 2 bedrooms, gloss to woodwork',
      )
      expect(plan.totalIncVatPence).toBe(183_780)
    },
  )

  it.each(FORMS)(
    '"Wallpaper the two bedrooms and paint the lounge" on the %s form (%i m²): both bedrooms papered, the lounge painted',
    (form, sqm) => {
      // £2,217 (the lounge papered with the bedrooms) → £2,293: the bedrooms' 56.5 m² of wall papered, their 27.7 m
      // of skirting and two doors glossed; the lounge's 34.6 m² painted.
      const plan = onItsForm(form, sqm, 'Wallpaper the two bedrooms and paint the lounge')
      expect(lines(plan)).toEqual([
        'decoration 34.62',
        'decoration 42',
        'paint_door 2',
        'paint_skirting 27.71',
        'wallpaper 56.53',
      ])
      expect(plan.totalIncVatPence).toBe(220_270)
    },
  )

  it('reads the rooms said in the plural the same way ("wallpaper the bedrooms and paint the lounge")', () => {
    // Whole-house form, 85 m²: £2,894 (the lounge papered with the house's three bedrooms) → £3,165: the bedrooms'
    // 84.8 m² of wall papered, their skirtings and doors glossed, the lounge's 34.6 m² painted.
    const plan = onItsForm('whole_house_renovation', 85, 'Wallpaper the bedrooms and paint the lounge')
    expect(lines(plan)).toEqual([
      'decoration 34.62',
      'decoration 54',
      'paint_door 3',
      'paint_skirting 41.57',
      'wallpaper 84.8',
    ])
    expect(plan.lineItems.find((l) => l.rateId === 'wallpaper')!.description).toMatch(/the walls of the 3 bedrooms/)
  })
})
