import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'

const est = estimatorFor(buildCostInput())

describe('a rear extension', () => {
  it('builds three new walls (the rear and both flanks), a storey high with the roof zone above the room', () => {
    const p = est({ projectType: 'extension', sizeSqm: 25, description: 'Single-storey rear extension', answers: {} })
    const line = (rateId: string) => p.lineItems.find((l) => l.rateId === rateId)!
    // 25 m² footprint: 5 m a side, three sides; 2.4 m room + 0.3 m joists and deck; less 20% for the openings.
    expect(line('foundations_strip').quantity).toBeCloseTo(15, 5)
    expect(line('ext_wall').quantity).toBeCloseTo(15 * 2.7 * 0.8, 5)
    expect(line('ext_wall').working).toBe('15 m × 2.7 m storey × 1 storey × 0.8 (less openings) = 32.4 m²')
  })
})

describe('a side return (decision 075, later uk-rates-2026.100 and .101)', () => {
  const walls = (description: string) => {
    const p = est({ projectType: 'extension', sizeSqm: 12, description, answers: {} })
    return (rateId: string) => p.lineItems.find((l) => l.rateId === rateId)!
  }

  it.each(['Side return extension', 'Single storey side return kitchen extension', 'Side infill extension'])(
    '%j builds two new walls (the garden end and the boundary flank), not a rear extension’s three',
    (description) => {
      // The main house's rear wall and the back addition's flank already enclose it: its 2 m garden end and its 6 m
      // boundary flank, 8 m (uk-rates-2026.101; it was 2 × √12 m² = 6.9 m, a square's, and 10.4 m before .100).
      const side = walls(description)
      const rear = walls('Single storey rear extension')
      expect(side('foundations_strip').quantity).toBe(8)
      expect(rear('foundations_strip').quantity).toBeCloseTo(3 * Math.sqrt(12), 1)
      expect(side('ext_wall').quantity).toBeCloseTo(8 * 2.7 * 0.8, 5)
      expect(side('foundations_strip').working).toBe(
        "2 m wide garden end + 6 m long boundary flank = 8 m (a side return: the house's rear wall and the back addition's flank are the other two)",
      )
      // The floor and the roof are the same size.
      expect(side('ground_slab').quantity).toBe(rear('ground_slab').quantity)
    },
  )

  it('keeps three new walls on a side extension built beside the house, and on a wrap-around', () => {
    // Beside a semi's flank wall the house encloses one side only: its front, flank and rear are new.
    expect(walls('Single storey side extension')('foundations_strip').quantity).toBeCloseTo(3 * Math.sqrt(12), 1)
    expect(walls('Wrap-around side return and rear extension')('foundations_strip').quantity).toBeCloseTo(
      3 * Math.sqrt(12),
      1,
    )
  })

  describe('is long and narrow (uk-rates-2026.101)', () => {
    const london = estimatorFor(buildCostInput({ region: 'london' as never }))
    const pro = (description: string) =>
      london({ projectType: 'extension', sizeSqm: 12, description, scope: 'medium', answers: {} })
    const line = (p: ReturnType<typeof pro>, rateId: string) => p.lineItems.find((l) => l.rateId === rateId)!

    it('opens into the house along the back addition’s flank (its length), glazed across the garden end (its width)', () => {
      const p = pro('side return extension')
      // 12 m² over a 2 m side passage = 6 m along the flank: a 6 m opening on a steel beam (it was √12 = 3.5 m, across
      // a square's width), 2 + 6 = 8 m of new wall (it was 6.9 m), the garden end's one 3 m door set (as before).
      expect(line(p, 'opening_beam_m').quantity).toBe(6)
      expect(line(p, 'opening_beam_m').working).toBe(
        "opening into the house along the back addition's flank, the side return's length: 12 m² ÷ 2 m wide = 6 m",
      )
      expect(line(p, 'foundations_strip').quantity).toBe(8)
      expect(line(p, 'ext_wall').quantity).toBeCloseTo(17.28, 5) // it was 14.96 m²
      expect(line(p, 'glazed_doors_m').quantity).toBe(3)
      expect(line(p, 'glazed_doors_m').working).toBe(
        'garden elevation 2 m wide (a side passage, typically 1-2 m), less 1 m of piers = 1 m, so the 3 m the rate is for',
      )
    })

    it.each([
      // A size said wins: the shorter side is the passage, the longer runs along the flank.
      ['6m x 2m side return', 6, 8],
      ['Side return extension, 2.5m wide', 4.8, 7.3],
      // Its depth said is its length along the house: 12 ÷ 7 = 1.7 m wide.
      ['Side return extension 7m deep', 7, 8.7],
    ] as const)('%j: a %s m opening, %s m of new wall', (description, opening, walled) => {
      const p = pro(description)
      expect(line(p, 'opening_beam_m').quantity).toBeCloseTo(opening, 1)
      expect(line(p, 'foundations_strip').quantity).toBeCloseTo(walled, 1)
    })

    it('keeps its plan where its glazed doors are said wider than the passage', () => {
      // The doors are priced as said; the opening still runs the 6 m flank (it was 4 m, the doors' width).
      const p = pro('Side return extension with 4m bifolds')
      expect(line(p, 'glazed_doors_m').quantity).toBe(4)
      expect(line(p, 'opening_beam_m').quantity).toBe(6)
      expect(line(p, 'foundations_strip').quantity).toBe(8)
    })

    it('is wider, not longer than 8 m, on a big footprint', () => {
      // 30 m² ÷ 8 m = 3.75 m wide: an 8 m opening, 11.75 m of new wall.
      const p = london({ projectType: 'extension', sizeSqm: 30, description: 'side return extension', answers: {} })
      expect(line(p, 'opening_beam_m').quantity).toBe(8)
      expect(line(p, 'foundations_strip').quantity).toBeCloseTo(11.75, 5)
    })

    it('leaves a rear extension and a side extension as they were', () => {
      for (const description of ['Single storey rear extension', 'Single storey side extension']) {
        const p = pro(description)
        expect(line(p, 'opening_beam_m').quantity).toBe(3.46)
        expect(line(p, 'opening_beam_m').working).toBe(
          "opening into the house across the extension's width, √12 m² = 3.5 m",
        )
        expect(line(p, 'foundations_strip').quantity).toBe(10.39)
        expect(line(p, 'glazed_doors_m').quantity).toBe(3)
        expect(line(p, 'glazed_doors_m').working).toBe(
          'garden elevation √12 m² = 3.5 m, less 1 m of piers = 2.5 m, so the 3 m the rate is for',
        )
      }
    })
  })
})

describe("an extension's roof", () => {
  const rateIds = (description: string) =>
    est({ projectType: 'extension', sizeSqm: 15, description, answers: {} }).lineItems.map((l) => l.rateId)

  it.each([
    'Small single storey rear extension for a utility room, pitched roof, one window and a back door',
    'single-storey lean-to extension at the back',
    'rear kitchen extension with a tiled roof',
  ])('is pitched where the brief names one: %j', (description) => {
    expect(rateIds(description)).toContain('roof_pitched')
    expect(rateIds(description)).not.toContain('roof_flat')
  })

  it('is flat on a single storey that names none, and pitched over two storeys', () => {
    expect(rateIds('Single-storey rear extension')).toContain('roof_flat')
    expect(rateIds('Single-storey rear extension')).not.toContain('roof_pitched')
    expect(rateIds('two storey side extension')).toContain('roof_pitched')
  })
})

describe('rooflights', () => {
  const rooflights = (projectType: 'extension' | 'loft_conversion', sizeSqm: number, description: string) =>
    est({ projectType, sizeSqm, description, answers: {} })
      .lineItems.filter((l) => /rooflight/.test(l.rateId))
      .map((l) => [l.rateId, l.quantity, l.working])

  it.each([
    // An extension: the count said, a pair when rooflights are named without one, none unnamed.
    [
      'extension',
      20,
      'Single storey rear extension with 3 Velux windows',
      'rooflight_flat',
      3,
      '3 rooflights, as the description says',
    ],
    [
      'extension',
      20,
      'Single storey rear extension with rooflights',
      'rooflight_flat',
      2,
      'a pair (the description gives no count)',
    ],
    [
      'extension',
      20,
      'Single storey rear extension with one roof lantern',
      'rooflight_flat',
      1,
      '1 rooflight, as the description says',
    ],
    // A rooflight loft: the count said, else one per 7 m² of floor; a dormer's front rooflights as said.
    [
      'loft_conversion',
      30,
      'Velux loft conversion with 6 Velux windows',
      'rooflight_in_works',
      6,
      '6 rooflights, as the description says',
    ],
    ['loft_conversion', 30, 'Velux loft conversion', 'rooflight_in_works', 4, '30 m² ÷ 7 m² per rooflight = 4'],
    [
      'loft_conversion',
      30,
      'Dormer loft conversion with 3 velux windows at the front',
      'rooflight_in_works',
      3,
      '3 rooflights, as the description says',
    ],
  ] as const)('%s %i m², %j: %s × %i', (projectType, sizeSqm, description, rateId, quantity, working) => {
    expect(rooflights(projectType, sizeSqm, description)).toEqual([[rateId, quantity, working]])
  })

  it('an extension whose brief names no rooflights has none', () => {
    expect(rooflights('extension', 20, 'Single storey rear extension')).toEqual([])
  })
})

describe('its width (decision 075)', () => {
  const plan = (description: string) =>
    est({ projectType: 'extension', sizeSqm: 24, description, answers: {} }).lineItems
  const line = (lines: ReturnType<typeof plan>, rateId: string) => lines.find((l) => l.rateId === rateId)!

  it('is a square footprint’s side where the brief says none: the glazing its width less the piers', () => {
    const lines = plan('Single storey rear extension')
    expect(line(lines, 'opening_beam_m').quantity).toBeCloseTo(Math.sqrt(24), 1)
    expect(line(lines, 'glazed_doors_m').quantity).toBeCloseTo(Math.sqrt(24) - 1, 1)
    expect(line(lines, 'foundations_strip').quantity).toBeCloseTo(3 * Math.sqrt(24), 1)
  })

  it('is as said ("6m wide"), or the footprint over the depth said ("3m deep"), with the new walls to match', () => {
    const wide = plan('Single storey rear extension, 6m wide')
    expect(line(wide, 'opening_beam_m').quantity).toBe(6)
    expect(line(wide, 'glazed_doors_m').quantity).toBe(5)
    expect(line(wide, 'glazed_doors_m').working).toBe(
      'garden elevation 6 m wide, as the description says, less 1 m of piers = 5 m',
    )
    // 6 m wide + two flanks of 24 ÷ 6 = 4 m.
    expect(line(wide, 'foundations_strip').quantity).toBe(14)
    const deep = plan('Single storey rear extension projecting 3 metres into the garden')
    expect(line(deep, 'opening_beam_m').quantity).toBe(8)
    expect(line(deep, 'foundations_strip').quantity).toBe(14)
  })

  describe('read from its two sides said (decision 075, later uk-rates-2026.99)', () => {
    const north = estimatorFor(buildCostInput({ region: 'north' as never }))
    const sized = (sizeSqm: number, description: string) =>
      north({ projectType: 'extension', sizeSqm, description, answers: {} })

    it.each([
      // A rear one's longer side runs across the house: 40 m², £74,809 (√40 = 6.3 m wide) → £79,780 (8 m wide, 5 m
      // deep: 7 m of glazed doors, an 8 m opening, 8 + 2 × 5 = 18 m of new wall).
      [40, 'Single storey rear extension 8m by 5m', 8, 7, 18],
      // 24 m²: £53,447 → £56,654, as "6m wide" prices it.
      [24, 'Rear extension 6m x 4m', 6, 5, 14],
      // One whose kind is not said is taken as a rear one: £36,216 → £36,354.
      [12, 'Extension 4 x 3 metres', 4, 3, 10],
      // A side return's shorter side is the side passage: £36,216 → £38,559 (2 m wide, 6 m along the house: the
      // 3 m set the glazing is rated for), its new wall the garden end and the boundary flank, 2 + 6 = 8 m
      // (uk-rates-2026.100; it was 2 + 2 × 6 = 14 m, the back addition's flank built again), and its opening along
      // the flank, 6 m (uk-rates-2026.101; it was the 3 m rated across its 2 m width): £35,431 → £37,935.
      [12, 'Side return extension 2m x 6m', 6, 3, 8],
    ] as const)('%i m² %j', (sizeSqm, description, opening, glazing, walls) => {
      const lines = sized(sizeSqm, description).lineItems
      expect(line(lines, 'opening_beam_m').quantity).toBe(opening)
      expect(line(lines, 'glazed_doors_m').quantity).toBe(glazing)
      expect(line(lines, 'foundations_strip').quantity).toBe(walls)
      // The footprint is the size asked, as before.
      expect(line(lines, 'ground_slab').quantity).toBe(sizeSqm)
    })

    it('says which side it took, so it can be corrected', () => {
      const rear = sized(40, 'Single storey rear extension 8m by 5m').lineItems
      expect(line(rear, 'glazed_doors_m').working).toBe(
        'garden elevation 8 m wide (the longer side of 8 m × 5 m, across the house), less 1 m of piers = 7 m',
      )
      const side = sized(12, 'Side return extension 2m x 6m').lineItems
      expect(line(side, 'glazed_doors_m').working).toBe(
        'garden elevation 2 m wide (the shorter side of 2 m × 6 m, the side passage), less 1 m of piers = 1 m, so the 3 m the rate is for',
      )
    })

    it('takes a width or depth said in words over the sides', () => {
      expect(line(plan('Single storey rear extension 4m x 6m, 6m wide'), 'opening_beam_m').quantity).toBe(6)
      // 24 m² ÷ 3 m deep = 8 m wide, not the 6 m side.
      expect(line(plan('Rear extension 6m x 4m, 3m deep'), 'opening_beam_m').quantity).toBe(8)
    })
  })

  it('prices glazed doors of a width said at that width, and not a door set’s width as the extension’s', () => {
    const said = plan('Rear extension 6m wide with a 4.8m bi-fold door')
    expect(line(said, 'glazed_doors_m').quantity).toBe(4.8)
    expect(line(said, 'glazed_doors_m').working).toBe('4.8 m of glazed doors, as the description says')
    expect(line(said, 'opening_beam_m').quantity).toBe(6)
    // "A 4m wide bifold" is the doors' width, not the extension's.
    const doors = plan('Rear extension with a 4m wide bifold')
    expect(line(doors, 'glazed_doors_m').quantity).toBe(4)
    expect(line(doors, 'opening_beam_m').quantity).toBeCloseTo(Math.sqrt(24), 1)
    // Wider than a square footprint's side: the extension is at least that wide.
    expect(line(plan('Rear extension with 5 metre sliding doors'), 'opening_beam_m').quantity).toBe(5)
  })
})
