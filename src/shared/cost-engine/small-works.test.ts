import { describe, expect, it, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostInput, CostPlan } from './types'

/**
 * Small works a brief names on its own are priced as named, whatever room or house type carries them (decision 065).
 * A QS audit (28 Nov 2026) found a front door priced as £2.8k of internal repainting, a roof lantern over the kitchen
 * as a £29k refresh with a new kitchen, and French doors in a living room as a £13k room refurbishment.
 */
const est = estimatorFor(buildMidlandsCostInput({ scopeKnown: false }))
const priced = (projectType: CostInput['projectType'], sizeSqm: number, description: string) =>
  est({ projectType, sizeSqm, description })
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId).sort()
const soleTrade = (p: CostPlan) => p.drivers.find((d) => d.key === 'sole_trade')?.label

describe('small works named alone', () => {
  it('scaffolds the elevations an exterior repaint paints, and the roofline carries its own', () => {
    const painted = priced('whole_house_renovation', 90, 'Exterior repaint only: rendered walls in masonry paint.')
    expect(painted.preliminaries.items?.map((l) => l.quantity)).toEqual([3])
    const both = priced('whole_house_renovation', 90, 'New fascias and gutters, and paint the render.')
    expect(rateIds(both)).toEqual(['exterior_paint', 'fascias_gutters'])
    expect(both.preliminaries.items ?? []).toEqual([])
  })

  test.each([
    [
      'cosmetic_only',
      85,
      'Replace front door with a composite door and frame, supplied and fitted. That is all.',
      ['ext_door'],
    ],
    [
      'living_room',
      18,
      'Knock out the existing rear window in the living room and fit uPVC French doors, new lintel needed.',
      ['french_doors', 'steel_beam'],
    ],
    ['whole_house_renovation', 90, 'Fit a roof lantern into the flat roof over the kitchen', ['roof_lantern']],
    ['whole_house_renovation', 90, 'New front door and a new consumer unit', ['consumer_unit', 'ext_door']],
    ['whole_house_renovation', 90, 'New composite front door with frame, the old wooden one is draughty', ['ext_door']],
    [
      'bathroom_renovation',
      5,
      'Replace the electric shower (Triton 9.5kW) like for like, same position. Nothing else in the bathroom.',
      ['electric_shower'],
    ],
    [
      'whole_house_renovation',
      90,
      'Replace all fascias, soffits and guttering on a 3 bed semi with white uPVC. Scaffold needed front and back. No other work.',
      ['fascias_gutters'],
    ],
    ['whole_house_renovation', 90, 'Exterior repaint only: rendered walls in masonry paint.', ['exterior_paint']],
    // On another trade's type (decision 066): the heating type's "add two radiators" was a boiler and 8 radiators.
    ['central_heating', 90, 'add two extra radiators', ['heating_distribution']],
    // On the extension's form, an extension named only as one already built: its small works (a new extension with
    // its own bi-folds was £53,431; "new roof lantern" read as a new roof).
    ['extension', 25, 'Replace the bifold doors on the extension', ['bifold']],
    ['extension', 25, 'New roof lantern in the existing extension', ['roof_lantern']],
    ['whole_house_renovation', 90, 'New roof lantern over the kitchen', ['roof_lantern']],
    // The door listed after the roof was dropped: the flat roof alone (£1,508).
    [
      'whole_house_renovation',
      90,
      'Replace the garage flat roof and the front door',
      ['ext_door', 'flat_roof_recover'],
    ],
    // "Knock ... into one" is an opening formed; the rewire was priced without it (£6,184).
    ['whole_house_renovation', 90, 'Knock the kitchen and dining room into one', ['steel_beam']],
    ['windows', 90, 'Replace the front door with a composite door. That is all.', ['ext_door']],
    [
      'living_room',
      18,
      'Fit a 5kW multi-fuel log burner into the existing chimney breast in the living room. Need flue liner and new hearth.',
      ['log_burner'],
    ],
  ] as const)('%s: %j prices %j and nothing else', (projectType, sizeSqm, description, expected) => {
    const plan = priced(projectType, sizeSqm, description)
    expect(rateIds(plan)).toEqual([...expected])
    expect(soleTrade(plan)).toBe("Priced as one trade's job: Small works (priced as named)")
    expect(plan.preliminaries.percent).toBe(0)
  })

  it("says the scope is the work named and the prices the trades' own, not a refurbishment by a main contractor", () => {
    const door = priced('whole_house_renovation', 90, 'Replace the front door with a composite door. That is all.')
    expect(door.drivers.find((d) => d.key === 'scope')?.label).toBe(
      'Scope: Only the work named (what your description lists; not stated)',
    )
    expect(door.assumptions.join(' ')).toContain("Priced at the trades' own prices")
    expect(door.assumptions.join(' ')).not.toContain('main contractor with preliminaries')
    const house = priced('whole_house_renovation', 90, 'Full renovation')
    expect(house.drivers.find((d) => d.key === 'scope')?.label).toMatch(/^Scope: Extensive/)
    expect(house.assumptions.join(' ')).toContain('VAT-registered main contractor')
  })

  test.each([
    ['kitchen_renovation', 15, 'New kitchen, French doors to the garden', 'kitchen_units'],
    ['whole_house_renovation', 90, 'Full renovation: new kitchen, rewire, and a new front door', 'rewire'],
    ['extension', 20, 'Rear extension with a roof lantern over the dining area', 'ground_slab'],
    ['bathroom_renovation', 5, 'New bathroom suite with an electric shower over the bath', 'bathroom_suite'],
  ] as const)('%s: %j is more than small works', (projectType, sizeSqm, description, rateId) => {
    const plan = priced(projectType, sizeSqm, description)
    expect(rateIds(plan)).toContain(rateId)
    expect(soleTrade(plan)).toBeUndefined()
  })
})

describe('a kitchen facelift on its own units (decision 066)', () => {
  // A QS audit's finding: "Replace the kitchen worktops", "Paint the kitchen cabinets" and "New worktops and sink,
  // nothing else" were each a £17.9k new kitchen with its floor, plaster and decoration.
  test.each([
    ['kitchen_renovation', 12, 'Replace the kitchen worktops with quartz', ['kitchen_plumbing', 'worktop_stone']],
    ['kitchen_renovation', 12, 'New worktops and sink, nothing else', ['kitchen_plumbing', 'worktop']],
    ['kitchen_renovation', 12, 'Respray the kitchen units and new handles', ['kitchen_respray']],
    ['whole_house_renovation', 90, 'Paint the kitchen cabinets', ['kitchen_respray']],
  ] as const)('%s: %j prices %j and nothing else', (projectType, sizeSqm, description, expected) => {
    const plan = priced(projectType, sizeSqm, description)
    expect(rateIds(plan)).toEqual([...expected])
    expect(plan.preliminaries.percent).toBe(0)
  })

  it("reads internal doors and a block's units painted as decorating, not a respray", () => {
    for (const description of ['Paint the doors and skirtings', 'Repaint the units between lets'])
      expect(rateIds(priced('whole_house_renovation', 90, description))).not.toContain('kitchen_respray')
  })

  it("measures the run along the kitchen's own floor", () => {
    const run = (sizeSqm: number) =>
      priced('kitchen_renovation', sizeSqm, 'Respray the kitchen').lineItems.find((l) => l.rateId === 'kitchen_respray')
        ?.quantity
    expect(run(12)).toBeCloseTo(5.1)
    expect(run(20)).toBeCloseTo(7.5)
  })

  it('keeps the units where a bigger job names the facelift, and a new kitchen a kitchen', () => {
    const refresh = (description: string) => rateIds(priced('buy_to_let_preparation', 75, description))
    const worktops = refresh('Between tenants: repaint throughout and new laminate worktops')
    expect(worktops).toEqual(expect.arrayContaining(['worktop', 'decoration']))
    expect(worktops).not.toContain('kitchen_units')
    const respray = refresh('Between tenants: repaint throughout and respray the kitchen')
    expect(respray).toContain('kitchen_respray')
    for (const kept of ['kitchen_units', 'worktop', 'kitchen_plumbing', 'appliances'])
      expect(respray).not.toContain(kept)
    expect(rateIds(priced('kitchen_renovation', 15, 'New kitchen with quartz worktops'))).toEqual(
      expect.arrayContaining(['kitchen_units', 'worktop_stone', 'appliances']),
    )
  })
})

describe('single jobs a homeowner names (an audit of small jobs, 28 Nov 2026)', () => {
  // Each was priced as an extensive renovation of the house (£79k-£124k inc VAT) on the whole-house form.
  test.each([
    ['Replace all 8 internal doors with oak doors, keep the frames', 'door_internal', 8],
    ['Replace the front door and 6 internal doors', 'door_internal', 6],
    ['add two extra radiators, one in the conservatory and one in the box room', 'heating_distribution', 2],
    ['Remove the chimney breast in the living room (ground floor only)', 'chimney_breast_removal', 1],
    ['Install an EV charger on the side of the house, 7kW', 'ev_charger', 1],
    // A stud wall and its door (it was the house's extensive renovation, £110,493 on 85 m²).
    ['Build a stud wall to split the big bedroom into two', 'stud_partition', 8.4],
    ['Split the large bedroom into two rooms', 'door_internal', 1],
    ['Fit 2 new internal glazed doors in the lounge', 'door_internal', 2],
    // A doorway of 0.9 m x 2.1 m infilled (it was the house's extensive renovation, £110,493 on 85 m²).
    ['Block up a doorway', 'stud_partition', 1.9],
    ['Block up the old door to the dining room', 'stud_partition', 1.9],
    // It was the house's extensive renovation (£110,493 on 85 m²).
    ['Hot water cylinder replacement', 'cylinder', 1],
    // The loft's hatch is not a loft conversion (it was the house's extensive renovation, £110,493).
    ['Insulate the loft and fit a new loft hatch', 'loft_insulation', 45],
  ] as const)('%j prices %s × %d', (description, rateId, quantity) => {
    const plan = priced('whole_house_renovation', 90, description)
    expect(plan.lineItems.find((l) => l.rateId === rateId)?.quantity).toBe(quantity)
    expect(rateIds(plan)).not.toContain('rewire')
  })

  // "Replace the flat roof on the back extension" was a new extension beside the house's extensive renovation
  // (£163,102, 85 m², North); "Replace the flat roof" the renovation alone (£110,493). A roofer re-covers it.
  test.each([
    ['Replace the flat roof on the back extension', 15],
    ['Replace the flat roof', 15],
    ['Re-felt the garage flat roof, about 3m x 6m', 18],
    ['New EPDM roof on the garage', 15],
    ['The 12 m2 flat roof over the kitchen needs replacing', 12],
  ] as const)('%j re-covers %d m² of flat roof and nothing else', (description, sqm) => {
    const plan = priced('whole_house_renovation', 85, description)
    expect(rateIds(plan)).toEqual(['flat_roof_recover'])
    expect(plan.lineItems[0]!.quantity).toBe(sqm)
    expect(plan.totalIncVatPence).toBeLessThan(300_000)
  })

  it('a flat-roofed extension is still built, and a bigger job re-covers the flat roof it names', () => {
    const built = priced('whole_house_renovation', 85, 'Single storey flat roof extension 4m x 5m')
    expect(built.facts.baseType).toBe('extension')
    expect(built.facts.measuredSqm).toBe(20)
    expect(rateIds(built)).not.toContain('flat_roof_recover')
    const renovation = priced(
      'whole_house_renovation',
      85,
      'Full renovation, and replace the flat roof over the kitchen',
    )
    expect(renovation.facts.baseType).toBe('house')
    expect(rateIds(renovation)).toContain('flat_roof_recover')
  })

  it('a bigger job prices the EV charger, cavity insulation and chimney breast it names; a chimney breast is no wall', () => {
    const kitchen = priced('whole_house_renovation', 90, 'New kitchen and an EV charger')
    expect(rateIds(kitchen)).toEqual(expect.arrayContaining(['kitchen_units', 'ev_charger']))
    const chimney = priced(
      'whole_house_renovation',
      90,
      'Full renovation, remove the chimney breast, cavity wall insulation',
    )
    expect(rateIds(chimney)).toEqual(expect.arrayContaining(['chimney_breast_removal', 'cavity_insulation']))
    expect(rateIds(chimney)).not.toContain('steel_beam')
  })

  // Each was the house's extensive renovation: £128,176 for the opening, £131,115 for the door set (decision 071).
  test.each([
    ['Knock through between kitchen and dining room', ['steel_beam'], ['structural_engineer', 'building_control']],
    ['Remove a load bearing wall', ['steel_beam'], ['structural_engineer', 'building_control']],
    ['Bifold doors to the garden', ['bifold'], []],
  ])('%j on the house form is small works: %j, fees %j', (description, lines, fees) => {
    const plan = priced('whole_house_renovation', 90, description)
    expect(rateIds(plan)).toEqual(lines)
    expect(plan.fees.map((f) => f.id).sort()).toEqual([...fees].sort())
  })

  test('a porch "extension" is a porch, not a new extension beside a renovation (decision 069)', () => {
    const plan = priced('whole_house_renovation', 90, 'Full renovation including a porch extension')
    expect(plan.drivers.filter((d) => d.key.startsWith('added_space:'))).toEqual([])
    expect(plan.exclusions.join(' ')).toMatch(/porch/i)
  })

  test('an extension named as new work on its own form is the extension, its bi-folds with it', () => {
    for (const description of ['Bifold doors across the back', 'Rear extension 5m x 4m with bifolds'])
      expect(priced('extension', 25, description).facts.baseType).toBe('extension')
    expect(
      priced('extension', 25, 'Replace the bifolds on the extension and extend the kitchen by 3m').facts.baseType,
    ).toBe('extension')
  })

  test('an opening with a rewire is each its own part (decision 074); on the kitchen form, the kitchen', () => {
    const withRewire = priced('whole_house_renovation', 90, 'Knock through and rewire')
    expect(rateIds(withRewire).sort()).toEqual(['plaster_walls', 'rewire', 'steel_beam'])
    expect(priced('kitchen_renovation', 15, 'Knock through to the dining room').facts.baseType).toBe('kitchen')
  })

  it('gets building control approval for the gallows brackets under a chimney stack', () => {
    const plan = priced('whole_house_renovation', 90, 'Remove the chimney breast in the living room')
    expect(plan.fees.map((f) => f.id)).toContain('building_control')
    expect(rateIds(plan)).not.toContain('steel_beam')
  })

  test.each([
    ['Cavity wall insulation for our 3 bed semi', 'cavity_insulation'],
    ['Top up loft insulation to 270mm', 'loft_insulation'],
    // "Insulate the loft" read as a loft conversion: the house's extensive renovation (£123,064).
    ['Insulate the loft', 'loft_insulation'],
  ] as const)('%j is %s alone, zero-rated as energy-saving materials', (description, rateId) => {
    const plan = priced('whole_house_renovation', 90, description)
    expect(rateIds(plan)).toEqual([rateId])
    expect(plan.vat.ratePercent).toBe(0)
  })
  // A bathroom's WC or basin swapped was a full bathroom refit (£7,141 on the bathroom form, £22,724 on the house's).
  test.each([
    ['bathroom_renovation', 'Replace the toilet and basin only', ['basin_swap', 'wc_swap']],
    ['bathroom_renovation', 'New vanity unit and basin', ['basin_swap']],
    ['bathroom_renovation', 'The toilet needs replacing', ['wc_swap']],
    ['whole_house_renovation', 'Replace the toilet and basin in the bathroom', ['basin_swap', 'wc_swap']],
  ] as const)('%s: %j swaps %j on the existing supplies', (type, description, ids) => {
    expect(rateIds(priced(type, type === 'bathroom_renovation' ? 5 : 90, description))).toEqual(ids)
  })

  it('a WC or basin named in a bigger job is that bathroom, as before; a WC added downstairs is not a swap', () => {
    const letting = priced('buy_to_let_preparation', 75, 'Between tenants: repaint throughout, new toilet and basin')
    expect(rateIds(letting)).toEqual(expect.arrayContaining(['bathroom_suite', 'bathroom_plumbing']))
    expect(rateIds(letting)).not.toContain('wc_swap')
    expect(rateIds(priced('whole_house_renovation', 90, 'Fit a new downstairs toilet under the stairs'))).not.toContain(
      'wc_swap',
    )
  })
})

describe('a garage conversion', () => {
  test.each([
    [
      'house_conversion',
      'Convert our integral single garage into a home office, one radiator. Building regs sign off.',
    ],
    [
      'extension',
      'Garage conversion into a utility room and downstairs WC: brick infill and a window, new WC and basin.',
    ],
    ['whole_house_renovation', 'Garage conversion to a playroom'],
  ] as const)('on %s, %j is priced as a garage made a room', (projectType, description) => {
    const plan = priced(projectType, 16, description)
    expect(rateIds(plan)).toEqual(
      expect.arrayContaining(['ext_wall', 'window', 'ground_slab', 'drylining', 'door_fire']),
    )
    for (const other of ['kitchen_units', 'bathroom_suite', 'roof_flat', 'steel_beam'])
      expect(rateIds(plan)).not.toContain(other)
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.label).toBe('Priced as a garage conversion')
  })

  it('fits the WC its brief names', () => {
    const plan = priced('extension', 18, 'Garage conversion into a utility room and downstairs WC.')
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['cloakroom_suite', 'cloakroom_plumbing']))
  })

  // A steel beam said with the garage was the beam alone (£4,441, Midlands inc VAT): now the garage (£13,280) with the
  // beam and its engineer beside it, as a trade beside a room (decision 074, later uk-rates-2026.101).
  const GARAGE = `ceiling decoration door_fire drylining electrics_new_space ext_wall floor_finish foundations_strip
    ground_slab heating_distribution skirting window`.split(/\s+/)
  test.each([
    'Garage conversion with a steel beam',
    'Convert the garage into a bedroom with a steel beam',
    'Convert the garage into a home office with a steel beam',
    'Garage conversion and a steel beam',
  ])('%j is the garage converted with the steel beam beside it, not the beam alone', (description) => {
    const plan = priced('whole_house_renovation', 90, description)
    expect(rateIds(plan)).toEqual([...GARAGE, 'steel_beam'].sort())
    expect(plan.totalIncVatPence).toBe(1_660_269) // was 444_052: the beam alone
    expect(soleTrade(plan)).toBe('Priced as a garage conversion')
  })
  it('keeps the garage alone where it prices the part, the beam alone with no garage converted, a loft its steels', () => {
    const total = (description: string) => priced('whole_house_renovation', 90, description).totalIncVatPence
    expect(rateIds(priced('whole_house_renovation', 90, 'Garage conversion with a new window'))).toEqual(GARAGE)
    expect([total('Garage conversion'), total('Garage conversion with a new window')]).toEqual([1_327_965, 1_327_965])
    expect(total('Install a steel beam')).toBe(444_052)
    expect(total('Knock through to the garage with a steel beam')).toBe(444_052)
    expect(total('Loft conversion with a steel beam')).toBe(4_436_406) // its steels are the loft's own line
  })
})

describe('small works and a garage inside bigger jobs (a regression audit, 28 Nov 2026)', () => {
  it('keeps a renovation that converts the garage too a renovation', () => {
    const brief = 'Full renovation of the house including converting the garage into a playroom'
    const plan = priced('whole_house_renovation', 100, brief)
    expect(soleTrade(plan)).toBeUndefined()
    expect(rateIds(plan)).toContain('kitchen_units')
  })

  it('measures the garage, not the house: its stated area, else a single garage', () => {
    const floor = (description: string) =>
      priced('whole_house_renovation', 90, description).lineItems.find((l) => l.rateId === 'ground_slab')?.quantity
    expect(floor('Convert the single garage (about 16 m2) into a home office')).toBe(16)
    expect(floor('Garage conversion into a home office')).toBe(15)
  })

  it('prices the small works a bigger job names beside it', () => {
    const plan = priced(
      'whole_house_renovation',
      90,
      'Full renovation with new fascias, soffits and guttering and a log burner',
    )
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['fascias_gutters', 'log_burner', 'kitchen_units']))
    expect(rateIds(priced('extension', 20, 'Rear extension with French doors and a log burner'))).toEqual(
      expect.arrayContaining(['french_doors', 'log_burner', 'ground_slab']),
    )
  })

  it('reads the room a job turns into, or excepts, as named; an electric shower over the bath as the shower alone', () => {
    const house = (description: string) => rateIds(priced('whole_house_renovation', 90, description))
    expect(house('House is in good condition apart from the kitchen and bathroom, which need replacing')).toEqual(
      expect.arrayContaining(['kitchen_units', 'bathroom_suite']),
    )
    expect(house('Convert the utility room into a bathroom')).toContain('bathroom_suite')
    expect(house('The kitchen was recently refitted; needs a new bathroom and redecoration throughout')).not.toContain(
      'kitchen_units',
    )
    expect(house('The bathroom was refitted in 1990 and needs replacing, plus a new kitchen')).toContain(
      'bathroom_suite',
    )
    expect(rateIds(priced('bathroom_renovation', 6, 'Fit an electric shower over the bath'))).toEqual([
      'electric_shower',
    ])
  })

  it('furnishes the rooms of an HMO whose brief says so', () => {
    expect(
      rateIds(
        priced('house_to_hmo_conversion', 120, '5 bed HMO: fire doors, alarms and a furniture pack for every room'),
      ),
    ).toContain('furnishing')
  })
})

describe("the house's skirtings renewed", () => {
  // It was refused, though we price skirtings in every refurbishment; one room's are still refused (measured as the
  // house's they would be the whole house's).
  test.each(['New skirting boards and architraves throughout', 'Replace all the skirting boards in the house'])(
    '%j prices the skirtings of every room and nothing else',
    (description) => {
      const plan = priced('whole_house_renovation', 90, description)
      expect(rateIds(plan)).toEqual(['skirting'])
      const beside = priced('whole_house_renovation', 90, 'Full renovation')
      expect(plan.lineItems[0]!.quantity).toBe(beside.lineItems.find((l) => l.rateId === 'skirting')!.quantity)
      expect(soleTrade(plan)).toBe("Priced as one trade's job: Small works (priced as named)")
    },
  )
})
