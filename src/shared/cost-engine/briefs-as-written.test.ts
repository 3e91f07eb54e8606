import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostInput, CostPlan } from './types'

/**
 * Owners' and developers' briefs a QS read against their cost plans (decision 062): what each names, counts or keeps is
 * what is priced. Each test fails if the misreading comes back.
 */
const est = estimatorFor(buildCostInput())
/** A brief priced at the scope stated. */
const priced = (
  projectType: CostInput['projectType'],
  sizeSqm: number,
  scope: CostInput['scope'],
  description: string,
) => est({ projectType, sizeSqm, scope, description })
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)
const line = (p: CostPlan, rateId: string) => p.lineItems.find((l) => l.rateId === rateId)
const qty = (p: CostPlan, rateId: string) =>
  p.lineItems.filter((l) => l.rateId === rateId).reduce((s, l) => s + l.quantity, 0)

describe('an extension', () => {
  const extension = (description: string, sizeSqm = 24) => priced('extension', sizeSqm, 'medium', description)

  it('fits the new kitchen its brief names; a "kitchen extension" alone is the space', () => {
    const fitted = extension('Single storey rear extension, open plan kitchen-diner; new kitchen with an island.')
    expect(rateIds(fitted)).toEqual(expect.arrayContaining(['kitchen_units', 'worktop', 'appliances']))
    expect(line(fitted, 'kitchen_units')!.quantity).toBe(6)
    expect(rateIds(extension('Rear kitchen extension with bi-fold doors'))).not.toContain('kitchen_units')
    const moved = extension(
      'Kitchen extension. Kitchen will go into the extension - new units and appliances included.',
    )
    expect(rateIds(moved)).toContain('kitchen_units')
  })

  it('builds the en-suite its brief names', () => {
    const plan = extension('Two storey side extension: utility downstairs, a fourth bedroom with en-suite upstairs', 40)
    expect(qty(plan, 'ensuite_suite')).toBe(1)
    expect(line(plan, 'stud_partition')!.working).toBe('6 m²')
  })
})

describe('the garden doors and rooflights an extension brief names', () => {
  const extension = (description: string) => priced('extension', 20, 'medium', description)

  it('prices French doors as a glazed pair, not a bi-fold set, unless a bi-fold set is named too', () => {
    const french = extension('Single storey rear extension, kitchen diner with French doors to the garden')
    expect(rateIds(french)).not.toContain('glazed_doors_m')
    expect(rateIds(french)).toContain('french_doors')
    expect(rateIds(extension('Rear extension with bifold doors and French doors to the side'))).toContain(
      'glazed_doors_m',
    )
    expect(
      line(priced('kitchen_renovation', 15, 'medium', 'New kitchen, French doors to the garden'), 'french_doors'),
    ).toBeDefined()
  })

  it('counts "a roof lantern" as one, and leaves "a rooflight conversion" to the loft', () => {
    expect(qty(extension('Rear extension with a roof lantern over the dining area'), 'rooflight_flat')).toBe(1)
    expect(
      qty(priced('loft_conversion', 30, 'medium', 'A rooflight conversion with an en-suite'), 'rooflight_in_works'),
    ).toBeGreaterThan(1)
  })
})

describe('a basement', () => {
  it('builds the shower room its brief names', () => {
    const brief = 'Convert the cellar into a family room. Needs tanking, a lightwell at the front, and a shower room.'
    expect(qty(priced('basement_conversion', 45, 'medium', brief), 'ensuite_suite')).toBe(1)
    expect(rateIds(priced('basement_conversion', 45, 'medium', 'Convert the cellar into a family room'))).not.toContain(
      'ensuite_suite',
    )
  })
})

describe('an HMO', () => {
  it('gives en-suites to the rooms its brief counts, not to every letting room', () => {
    const brief = 'Convert a 4 bed house into a 6 bed HMO. Two of the bedrooms to have en-suites, one shared bathroom.'
    const plan = priced('house_to_hmo_conversion', 120, 'extensive', brief)
    expect(qty(plan, 'ensuite_suite')).toBe(2)
    expect(line(plan, 'ensuite_suite')!.working).toBe('2 en-suites, as the description says')
    // The four rooms without one share the bathroom.
    expect(qty(plan, 'bathroom_suite')).toBe(1)
    // "2 en-suite shower rooms" is read by the bathrooms question too: those are the en-suites, not two more rooms.
    const showerRooms = priced(
      'house_to_hmo_conversion',
      110,
      'extensive',
      '4 bed house to 5 bed HMO: add 2 en-suite shower rooms.',
    )
    expect(qty(showerRooms, 'bathroom_plumbing')).toBe(3)
  })

  it('replaces no kitchen or bathroom in a refresh its brief calls cosmetic', () => {
    const hmo = (description: string) =>
      est({ projectType: 'house_to_hmo_conversion', sizeSqm: 120, scopeKnown: false, description })
    const cosmetic = hmo('HMO compliance and cosmetic works: fire doors, alarms, redecorate')
    expect(rateIds(cosmetic)).toEqual(expect.arrayContaining(['door_fire', 'fire_alarm', 'decoration']))
    for (const fitting of ['kitchen_units', 'appliances', 'bathroom_suite', 'strip_kitchen', 'strip_bathroom'])
      expect(rateIds(cosmetic)).not.toContain(fitting)
    expect(rateIds(hmo('HMO light refresh: fire doors, alarms, redecorate'))).toContain('bathroom_suite')
  })
})

describe('a closed list of works, however it is said', () => {
  const unstated = (projectType: CostInput['projectType'], sizeSqm: number, description: string) =>
    est({ projectType, sizeSqm, scopeKnown: false, description })

  it('prices only the compliance works of an HMO brief that says "compliance work only, no refurb"', () => {
    const plan = unstated(
      'house_to_hmo_conversion',
      110,
      '5 bed HMO, council licence inspection: FD30 fire doors with closers to all 5 bedrooms and the kitchen, mains-wired interlinked smoke alarms. Compliance work only, no refurb.',
    )
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['door_fire', 'fire_alarm']))
    for (const refurbishment of ['kitchen_units', 'bathroom_suite', 'decoration', 'floor_finish'])
      expect(rateIds(plan)).not.toContain(refurbishment)
  })

  it('reads "that\'s the only job" and "so no works" as closing the list, and past work as not this job\'s', () => {
    const carpets = unstated(
      'whole_house_renovation',
      85,
      "New carpets to the stairs, landing and 3 bedrooms. That's the only job.",
    )
    // The carpets and nothing else: the stairs' carpet by the staircase since uk-rates-2026.98 (decision 068).
    expect(rateIds(carpets)).toEqual(['floor_carpet', 'stair_carpet'])
    const kitted = unstated(
      'airbnb_property_setup',
      60,
      'Kitting out a 2 bed flat for short lets. Flat was fully refurbished last year so no works. Furniture pack, bedding, kitchen starter pack.',
    )
    expect(rateIds(kitted)).toContain('furnishing')
    for (const work of ['kitchen_units', 'appliances', 'decoration', 'floor_finish'])
      expect(rateIds(kitted)).not.toContain(work)
  })
})

describe('a decorator between tenants', () => {
  it('repaints every room when the brief says throughout, whatever room count another item carries', () => {
    const decorating = (description: string) =>
      qty(priced('buy_to_let_preparation', 70, 'cosmetic', description), 'decoration')
    const throughout = decorating('Repaint throughout')
    expect(decorating('Repaint throughout, new carpets in 2 bedrooms')).toBe(throughout)
    expect(decorating('Repaint all rooms, replace the carpet in 2 bedrooms')).toBe(throughout)
    expect(decorating('Repaint the 2 bedrooms')).toBeLessThan(throughout / 2)
  })
})

describe('a letting set-up', () => {
  const setUp = (description: string) =>
    est({ projectType: 'airbnb_property_setup', sizeSqm: 60, scopeKnown: false, description })

  it('prices the furnishing alone for a flat its brief says is in good shape already', () => {
    const plan = setUp('2-bed flat for serviced accommodation, already in decent shape: furnishing and staging only')
    expect(rateIds(plan)).toContain('furnishing')
    for (const refresh of ['kitchen_units', 'bathroom_suite', 'decoration', 'floor_finish', 'strip_general'])
      expect(rateIds(plan)).not.toContain(refresh)
  })

  it('furnishes a buy-to-let whose brief asks for it, and replaces no kitchen or bathroom it does not name', () => {
    const brief = 'Get the 2 bed flat ready to let: repaint throughout and furnish it'
    const plan = est({ projectType: 'buy_to_let_preparation', sizeSqm: 65, scopeKnown: false, description: brief })
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['furnishing', 'decoration']))
    expect(rateIds(plan)).not.toContain('kitchen_units')
    const unfurnished = est({
      projectType: 'buy_to_let_preparation',
      sizeSqm: 65,
      scopeKnown: false,
      description: 'Repaint the furnished flat',
    })
    expect(rateIds(unfurnished)).not.toContain('furnishing')
  })
})

describe('offices and blocks of flats', () => {
  it('prices no mechanical services where the air conditioning is staying', () => {
    const brief = 'Refurbish the office for a new tenant: new carpet tiles, repaint, LED lighting.'
    const office = (description: string) => priced('commercial_property_renovation', 250, 'medium', description)
    expect(rateIds(office(brief))).toContain('commercial_mep')
    expect(rateIds(office(`${brief} Air conditioning is staying.`))).not.toContain('commercial_mep')
  })

  it('counts the rooms of every flat, and replaces all the windows a brief says must be', () => {
    const plan = priced(
      'office_to_residential',
      400,
      'medium',
      'Conversion of a two storey office block into 8 one-bed flats. Existing windows are single glazed aluminium and must be replaced.',
    )
    expect(line(plan, 'heating_distribution')!.working).toBe(
      '8 bedrooms + 8 reception + 8 kitchen + 8 towel rail + 8 hall = 40 radiators',
    )
    expect(qty(plan, 'window')).toBe(Math.round(400 / 9))
    // Two storeys, as the brief says: the external works take a 200 m² footprint.
    expect(line(plan, 'external_works')?.working ?? '').not.toMatch(/3 storeys/)
  })

  it('builds the houses a new-build brief counts, on the storeys it says', () => {
    const brief = 'New build terrace of 4 x 3-bed houses, two storeys, each 80 sqm. Brick and block, tiled roofs.'
    const plan = priced('multi_unit_development', 320, 'full', brief)
    expect(qty(plan, 'appliances')).toBe(4)
    expect(line(plan, 'foundations')!.working).toBe('320 m² ÷ 2 storeys = 160 m²')
  })
})

describe('single trades and what a brief keeps', () => {
  const house = estimatorFor(buildCostInput({ sizeSqm: 90, scopeKnown: false }))

  it('a damp-proofing brief naming its renovating plaster is the damp trade, not a renovation', () => {
    const plan = house({
      description:
        'Damp proofing to the ground floor of a Victorian terrace. Inject chemical DPC, hack off and re-plaster to 1m with renovating plaster.',
    })
    expect(rateIds(plan)).toEqual(['damp_treatment'])
  })

  it('a replastering brief counting two rooms, walls only, replasters the walls of two rooms', () => {
    const plan = house({
      sizeSqm: 70,
      description: 'Replaster two rooms - the living room and the back bedroom. Walls only, ceilings are fine.',
    })
    expect(plan.lineItems.every((l) => l.working?.startsWith('2 rooms of 14 m², as the description says'))).toBe(true)
    expect(plan.lineItems.filter((l) => l.rateId === 'ceiling' || /ceiling/i.test(l.description))).toEqual([])
    expect(plan.totalIncVatPence).toBeLessThan(
      house({ sizeSqm: 70, description: 'Replaster the house' }).totalIncVatPence / 2,
    )
  })

  it("a bungalow's roof covers its whole floor", () => {
    const plan = house({ sizeSqm: 85, description: 'Re-roof our 1950s bungalow with new concrete interlocking tiles' })
    expect(line(plan, 'roof_recover')!.quantity).toBeCloseTo(85 * 1.25, 2)
  })

  it('a listed house keeps its kitchen, bathrooms and sash windows where the brief says, and repairs the roof it names', () => {
    const plan = priced(
      'period_property_restoration',
      180,
      'extensive',
      'Grade II listed Georgian townhouse. Lime plaster repairs, repair (not replace) the original timber sash windows, repair the slate roof. No new kitchen or bathrooms.',
    )
    for (const id of ['kitchen_units', 'appliances', 'bathroom_suite', 'strip_bathroom', 'window'])
      expect(rateIds(plan)).not.toContain(id)
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['period_repairs', 'roof_repairs']))
  })

  it('"kitchen and bathroom are fine" leaves both as they are', () => {
    const plan = priced(
      'whole_house_renovation',
      80,
      'extensive',
      'Full refurbishment, rewire and replaster. Kitchen and bathroom are fine, leave them.',
    )
    for (const id of ['kitchen_units', 'bathroom_suite']) expect(rateIds(plan)).not.toContain(id)
    expect(rateIds(plan)).toContain('rewire')
  })

  it.each([
    [
      'kitchen_renovation',
      18,
      'New kitchen with quartz worktops, keep the existing flooring.',
      ['floor_finish', 'floor_carpet'],
    ],
    [
      'bathroom_renovation',
      4,
      'Small en-suite: swap the bath for a shower tray and glass screen. We will do the tiling ourselves.',
      ['tiling_walls', 'floor_tiling'],
    ],
  ] as const)('%s: %j prices none of %j', (projectType, sizeSqm, description, leftOut) => {
    const kept = priced(projectType, sizeSqm, 'medium', description)
    for (const id of leftOut) expect(rateIds(kept)).not.toContain(id)
    const said = priced(
      projectType,
      sizeSqm,
      'medium',
      description.replace(/keep the existing flooring|We will do the tiling ourselves/, 'new floor'),
    )
    expect(leftOut.some((id) => rateIds(said).includes(id))).toBe(true)
  })

  it('"... nothing else" prices the works listed and no refresh around them, the surfaces named in full', () => {
    const plan = house({
      sizeSqm: 60,
      description: '2 bed flat in a converted Victorian house. New kitchen and a rewire, nothing else.',
    })
    // The kitchen's own job, as on its own form, and the rewire beside it (decision 074).
    const kitchen = house({ sizeSqm: 60, description: 'New kitchen' })
    expect(new Set(rateIds(plan))).toEqual(new Set([...rateIds(kitchen), 'rewire']))
    // Nor is the work it leaves out still unknown.
    expect(plan.unknowns.join(' ')).not.toMatch(/heating|windows|damp|rewire/i)
    const surfaces = house({
      sizeSqm: 88,
      description: 'New kitchen and a new bathroom, and the whole house replastered and painted. Nothing else.',
    })
    expect(rateIds(surfaces)).toEqual(expect.arrayContaining(['plaster_walls', 'decoration', 'bathroom_suite']))
    expect(rateIds(surfaces)).not.toContain('floor_finish')
    expect(line(surfaces, 'plaster_walls')!.working).not.toMatch(/share done/)
  })

  it.each([
    [
      'Heating and electrics are in good order. New kitchen and bathroom.',
      ['boiler', 'rewire', 'heating_distribution'],
    ],
    ['Full refurbishment. Keep the existing internal doors.', ['door_internal']],
  ] as const)('%j prices none of %j', (description, leftOut) => {
    const plan = priced('whole_house_renovation', 130, 'extensive', description)
    for (const id of leftOut) expect(rateIds(plan)).not.toContain(id)
  })
})

it('a windows brief counting "2 upstairs windows" replaces two', () => {
  expect(qty(priced('windows', 70, 'medium', 'Replace 2 upstairs windows, the rest are fine.'), 'window')).toBe(2)
})

describe('kitchens', () => {
  it.each([
    ['Knock through to a kitchen diner, new kitchen, bifold doors are already in.', 'bifold'],
    ['New kitchen, range cooker (customer supplied), Belfast sink.', 'appliances'],
    ['Galley kitchen: keep existing oven and fridge freezer, replace units and worktop.', 'appliances'],
  ] as const)('%j does not price %s', (description, rateId) => {
    expect(rateIds(priced('kitchen_renovation', 20, 'medium', description))).not.toContain(rateId)
  })

  it('"new worktops and cupboard doors only" keeps the units', () => {
    const plan = priced(
      'buy_to_let_preparation',
      75,
      'light',
      'Between tenants: repaint, new kitchen worktops and cupboard doors only.',
    )
    expect(rateIds(plan)).not.toContain('kitchen_units')
    expect(rateIds(plan)).toContain('worktop')
  })

  it.each([
    'We have bought the kitchen from Howdens, need it fitted, plus plumbing and electrics',
    'Kitchen units customer supplied (IKEA), fit only',
  ])('%j fits the units the customer supplies and does not sell them', (description) => {
    const plan = priced('kitchen_renovation', 12, 'medium', description)
    expect(rateIds(plan)).not.toContain('kitchen_units')
    expect(line(plan, 'kitchen_fit')!.quantity).toBe(
      line(priced('kitchen_renovation', 12, 'medium', 'New kitchen'), 'kitchen_units')!.quantity,
    )
  })
})
