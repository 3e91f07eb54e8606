import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan, LineItem } from './types'

/**
 * The faults a QS found in bought reports and the quantities a builder can price (decisions 025 and 027): each test
 * fails if the fault comes back.
 */
const est = estimatorFor(buildCostInput())
const lines = (p: CostPlan, rateId: string) => p.lineItems.filter((l) => l.rateId === rateId)
const qty = (p: CostPlan, rateId: string) => lines(p, rateId).reduce((s, l) => s + l.quantity, 0)
const HMO = {
  projectType: 'house_to_hmo_conversion',
  sizeSqm: 140,
  scope: 'extensive',
  description: 'Convert a 4-bed house into a 6-bed HMO with one communal kitchen and four shower rooms',
  answers: { rooms_count: '6', bathrooms_count: '4' },
} as const
/** The 95 m² semi and the 18 m² kitchen of the QS's review. */
const SEMI = { projectType: 'whole_house_renovation', sizeSqm: 95 } as const
const KITCHEN = { projectType: 'kitchen_renovation', sizeSqm: 18 } as const
/** An 85 m² house got ready to let. */
const LETTING = { projectType: 'buy_to_let_preparation', sizeSqm: 85 } as const

describe('HMO conversion', () => {
  it('fire doors replace the doors they hang in: no internal door and a fire door for the same opening', () => {
    const p = est(HMO)
    const fireDoors = qty(p, 'door_fire')
    expect(fireDoors).toBe(6 + 2)
    const doors = Math.round(140 / 12)
    // Every opening has one door: fire doors plus the other internal doors never exceed the house's doors.
    expect(fireDoors + qty(p, 'door_internal')).toBeLessThanOrEqual(Math.max(doors, fireDoors))
    expect(lines(p, 'door_internal').every((l) => /other than the fire doors/.test(l.description))).toBe(true)
  })

  it('one communal kitchen: one strip-out, one set of kitchen services, units sized for the sharers', () => {
    const p = est(HMO)
    expect(qty(p, 'strip_kitchen')).toBe(1)
    expect(qty(p, 'kitchen_plumbing')).toBe(1)
    expect(qty(p, 'kitchen_electrics')).toBe(1)
    expect(lines(p, 'kitchen_units')[0]?.working).toMatch(/one communal kitchen/)
  })

  it('four shower rooms get a system boiler and a cylinder, not a combi', () => {
    const p = est({ ...HMO, answers: { ...HMO.answers, heating: 'new_system' } })
    const boilers = lines(p, 'boiler')
    expect(boilers).toHaveLength(1)
    expect(boilers[0]!.description).toMatch(/system boiler/)
    expect(boilers[0]!.description).not.toMatch(/combi/)
    expect(qty(p, 'cylinder')).toBe(1)
    // One bathroom: a combi and no cylinder.
    const house = est({
      projectType: 'whole_house_renovation',
      sizeSqm: 90,
      answers: { heating: 'new_system', bathrooms_count: '1' },
    })
    expect(lines(house, 'boiler')[0]!.description).toMatch(/combi/)
    expect(qty(house, 'cylinder')).toBe(0)
  })

  it('"compliance works and licensing only" prices the compliance pack, not a refurbishment', () => {
    const p = est({
      ...HMO,
      scope: 'light',
      description: 'HMO compliance works and licensing only (fire and electrical safety)',
    })
    const ids = new Set(p.lineItems.map((l) => l.rateId))
    expect([...ids].sort()).toEqual(['door_fire', 'emergency_lighting', 'fire_alarm'])
    expect(p.fees.some((f) => f.id === 'hmo_licence')).toBe(true)
    expect(p.totalExcVatPence).toBeLessThan(est({ ...HMO, scope: 'light' }).totalExcVatPence / 2)
  })

  it('reads "small HMO (3-4 tenants), minimal structural work": four letting rooms, no steel beam', () => {
    const p = est({
      projectType: 'house_to_hmo_conversion',
      sizeSqm: 120,
      description: 'small HMO (3-4 tenants), minimal structural work',
    })
    expect(p.facts.bedrooms).toBe(4)
    expect(lines(p, 'steel_beam')).toHaveLength(0)
    expect(p.fees.some((f) => f.id === 'structural_engineer')).toBe(false)
  })

  it('en-suites per letting room only when the description says so', () => {
    const plain = est({ ...HMO, description: 'Convert a house into a 6-bed HMO', answers: { rooms_count: '6' } })
    expect(plain.lineItems.some((l) => /En-suite/.test(l.description))).toBe(false)
    const ensuites = est({
      ...HMO,
      description: 'Convert a house into a 6-bed HMO, each room with an en-suite',
      answers: { rooms_count: '6' },
    })
    // One shower room to each letting room: as many suites as the en-suites' plumbing and electrics (the review: 4
    // suites beside 6 en-suite plumbing lines was a count a builder could not price).
    const enSuiteCounts = ['ensuite_suite', 'bathroom_plumbing', 'bathroom_electrics'].map(
      (rateId) => lines(ensuites, rateId).find((l) => /En-suite/.test(l.description))?.quantity,
    )
    expect(enSuiteCounts).toEqual([6, 6, 6])
    // With an en-suite to every room no one shares a bathroom: the house keeps one (refitted), not one per five rooms
    // plus one for the word "en-suite" (the review: three family bathroom suites beside six en-suites).
    expect(qty(ensuites, 'bathroom_suite')).toBe(1)
    expect(qty(plain, 'bathroom_suite')).toBe(2)
  })
})

describe('a family house', () => {
  it('removes the bathrooms it has, not one per bathroom fitted', () => {
    const p = est({ projectType: 'whole_house_renovation', sizeSqm: 140, answers: { bathrooms_count: '4' } })
    expect(qty(p, 'bathroom_suite')).toBe(4)
    expect(qty(p, 'strip_bathroom')).toBeLessThanOrEqual(2)
  })

  it('a new heating system has no power-flush; a boiler swap power-flushes the existing pipework', () => {
    const system = est({ answers: { heating: 'new_system', bathrooms_count: '1' } })
    expect(lines(system, 'boiler')[0]!.description).toMatch(/no power-flush/)
    const swap = est({ answers: { heating: 'replace_boiler', bathrooms_count: '1' } })
    expect(lines(swap, 'boiler')[0]!.description).toMatch(/power-flush of the existing system/)
  })

  it('damp-proofing where every wall is hacked off and replastered is the injection alone', () => {
    const p = est({ scope: 'full', condition: 'poor', answers: { damp: 'yes' } })
    expect(qty(p, 'plaster_walls')).toBeGreaterThan(0)
    expect(lines(p, 'damp_treatment')).toHaveLength(0)
    expect(lines(p, 'dpc_injection')).toHaveLength(1)
    // Light work with damp keeps the hack-off and renovating plaster in the damp line.
    const light = est({ scope: 'light', condition: 'average', answers: { damp: 'yes' } })
    expect(lines(light, 'damp_treatment')).toHaveLength(1)
  })

  it('condition never gives more ceiling than floor; decoration is walls plus ceilings', () => {
    for (const condition of ['good', 'average', 'fair', 'poor'] as const) {
      const p = est({ ...SEMI, scope: 'full', condition })
      expect(qty(p, 'ceiling')).toBeLessThanOrEqual(95)
      const walls = Math.max(...lines(p, 'plaster_walls').map((l) => l.quantity), 0)
      const decoration = lines(p, 'decoration')[0] as LineItem
      expect(walls).toBeLessThanOrEqual(decoration.quantity - 95 + 0.01)
      expect(decoration.working).toMatch(/walls [\d.]+ m² \+ ceilings 95 m²/)
    }
  })

  it('rewire per point and radiators per radiator, each with its working', () => {
    const p = est({
      scope: 'extensive',
      answers: { rewiring: 'yes', heating: 'new_system', rooms_count: '4', bathrooms_count: '1' },
    })
    const rewire = lines(p, 'rewire')[0]!
    expect(rewire.unit).toBe('point')
    expect(rewire.working).toMatch(/^4 bedrooms × 4 \+ 2 reception × 6/)
    const radiators = lines(p, 'heating_distribution')[0]!
    expect(radiators.unit).toBe('nr')
    expect(radiators.quantity).toBe(4 + 2 + 1 + 1 + 1)
  })

  it('every line names one specification', () => {
    for (const quality of ['budget', 'standard', 'premium', 'luxury'] as const) {
      const p = est({ quality, scope: 'full' })
      for (const l of p.lineItems)
        expect(l.description, l.description).not.toMatch(/\b(?:carpet|LVT), |, LVT or |\bor engineered\b/)
    }
    expect(lines(est({ quality: 'budget' }), 'floor_finish')[0]!.description).toMatch(/carpet/)
    expect(lines(est({ quality: 'premium' }), 'floor_finish')[0]!.description).toMatch(/engineered oak/)
  })

  it('"large format porcelain tiles" are priced as porcelain floor tiling, not carpet or LVT', () => {
    const p = est({ ...KITCHEN, description: 'New kitchen with large format porcelain tiles' })
    expect(lines(p, 'floor_finish')).toHaveLength(0)
    expect(lines(p, 'floor_tiling')[0]?.description).toMatch(/Porcelain floor tiling/)
  })
})

describe('kitchens', () => {
  it('an island hob gets its services and extraction', () => {
    const p = est({ ...KITCHEN, description: 'Premium kitchen with an island hob' })
    expect(p.lineItems.some((l) => /Island services: hob/.test(l.description))).toBe(true)
    expect(p.lineItems.some((l) => /Island services: water and waste/.test(l.description))).toBe(true)
    expect(est(KITCHEN).lineItems.some((l) => /Island/.test(l.description))).toBe(false)
    // One island, priced as one island's runs: not half an item rounded up to a whole kitchen's circuits and plumbing
    // (the review: "Island services … 1 nr £1,996.72", the kitchen circuits' rate, beside a working of 0.5 nr).
    const rate = (rateId: string) => lines(p, rateId)[0]!.ratePence
    expect(lines(p, 'island_electrics')[0]?.quantity).toBe(1)
    expect(rate('island_electrics')).toBeLessThan(rate('kitchen_electrics') * 0.6)
    expect(rate('island_plumbing')).toBeLessThan(rate('kitchen_plumbing') * 0.6)
  })

  it('says nothing of "one window per 10 m²" where no window is priced', () => {
    const p = est(KITCHEN)
    expect(p.assumptions.join(' ')).not.toMatch(/one window per/)
    const house = est({ scope: 'extensive', answers: { windows: 'all' } })
    expect(house.assumptions.join(' ')).toMatch(/one window per 9 m²/)
  })

  it('says nothing of "one window per 9 m²" where the brief counts the windows', () => {
    const p = est({ scope: 'extensive', description: 'Full renovation, replace all 14 windows', answers: {} })
    expect(p.lineItems.find((l) => l.rateId === 'window')?.quantity).toBe(14)
    expect(p.assumptions.join(' ')).not.toMatch(/one window per/)
  })
})

describe('what is known and the range', () => {
  it('the specification chosen is not listed as an unknown quality of fittings', () => {
    const p = est({ quality: 'standard' })
    expect(p.unknowns.join(' ')).not.toMatch(/quality/i)
  })

  it.each([
    ['loft_conversion', 30, 'Dormer loft conversion'],
    ['extension', 25, ''],
    ['whole_house_renovation', 95, ''],
    ['house_to_hmo_conversion', 140, 'Convert a house into a 6-bed HMO'],
    ['kitchen_renovation', 18, ''],
  ] as const)('%s: High > Likely > Low for the total and every element', (projectType, sizeSqm, description) => {
    const p = est({ projectType, sizeSqm, description })
    expect(p.range.highPence).toBeGreaterThan(p.totalIncVatPence)
    expect(p.range.lowPence).toBeLessThan(p.totalIncVatPence)
    for (const e of p.elements) {
      expect(e.highPence, e.name).toBeGreaterThan(e.totalPence)
      expect(e.lowPence, e.name).toBeLessThan(e.totalPence)
    }
  })
})

describe('the room schedule', () => {
  it.each([
    ['whole_house_renovation', 95, {}],
    ['house_to_hmo_conversion', 140, { rooms_count: '6' }],
    ['kitchen_renovation', 18, {}],
  ] as const)(
    '%s: rooms add up to the floor, wall and ceiling areas and the counts priced',
    (projectType, sizeSqm, answers) => {
      const p = est({ projectType, sizeSqm, answers, scope: 'full', condition: 'poor' })
      const rooms = p.roomSchedule ?? []
      expect(rooms.length).toBeGreaterThan(0)
      const sum = (k: 'floorSqm' | 'wallSqm' | 'ceilingSqm' | 'radiators') => rooms.reduce((s, r) => s + r[k], 0)
      expect(sum('floorSqm')).toBeCloseTo(sizeSqm, 0)
      expect(sum('ceilingSqm')).toBeLessThanOrEqual(sizeSqm + 0.05)
      const decoration = lines(p, 'decoration')[0]!
      expect(sum('wallSqm') + sum('ceilingSqm')).toBeCloseTo(decoration.quantity, 0)
      for (const r of rooms) expect(r.ceilingSqm).toBe(r.floorSqm)
    },
  )

  it('a house schedule names its bedrooms, kitchen and bathrooms, and its radiators are the ones priced', () => {
    const p = est({ sizeSqm: 90, answers: { heating: 'new_system', rooms_count: '3', bathrooms_count: '1' } })
    const names = (p.roomSchedule ?? []).map((r) => r.name)
    expect(names).toEqual([
      'Bedroom 1',
      'Bedroom 2',
      'Bedroom 3',
      'Reception 1',
      'Reception 2',
      'Kitchen',
      'Bathroom',
      'Hall',
      'Landing 1',
    ])
    const radiators = (p.roomSchedule ?? []).reduce((s, r) => s + r.radiators, 0)
    expect(qty(p, 'heating_distribution')).toBe(radiators)
  })
})

describe('a letting refresh', () => {
  it('a "cosmetic refresh" replaces no kitchen or bathroom fittings (no fractions of a kitchen to price)', () => {
    const p = est({ ...LETTING, scope: 'light', description: 'Cosmetic refresh, 3-bed semi' })
    const fittings = ['kitchen_units', 'appliances', 'bathroom_suite', 'strip_kitchen', 'strip_bathroom']
    expect(p.lineItems.filter((l) => fittings.includes(l.rateId))).toEqual([])
    expect(lines(p, 'decoration')).toHaveLength(1)
    // Without the word, a light refresh keeps its few new fittings; at an extensive scope the word does not strip them.
    expect(lines(est({ ...LETTING, scope: 'light' }), 'kitchen_units')).toHaveLength(1)
    const extensive = est({ ...LETTING, scope: 'extensive', description: 'Cosmetic refresh' })
    expect(lines(extensive, 'kitchen_units')).toHaveLength(1)
  })
})

describe('shower rooms are the bathrooms', () => {
  it('"four shower rooms" in an HMO brief are four bathrooms, not an en-suite per letting room as well', () => {
    const p = est({ ...HMO, answers: { rooms_count: '6' } })
    expect(p.lineItems.some((l) => /En-suite/.test(l.description))).toBe(false)
    // Shower rooms have a shower, WC and basin: no bath is priced in them (a QS: "a bath in four shower rooms").
    expect(qty(p, 'bathroom_suite')).toBe(0)
    expect(qty(p, 'ensuite_suite')).toBe(4)
    expect(lines(p, 'ensuite_suite')[0]?.working).toBe('4 bathrooms × 1 suite')
  })

  it('a brief that names a bath or a bathroom beside its shower room keeps the bath suite', () => {
    const p = est({
      projectType: 'whole_house_renovation',
      sizeSqm: 120,
      description: 'Renovate the house: new family bathroom and a shower room downstairs',
    })
    expect(qty(p, 'bathroom_suite')).toBe(2)
  })
})

describe('the bathrooms the brief names', () => {
  it.each([
    ['whole_house_renovation', 95, 'Full refurbishment of a 1930s semi: new kitchen, new bathroom, rewire', 1],
    ['loft_conversion', 30, 'Rear dormer loft conversion with a bedroom, a shower room and a new staircase', 1],
    ['whole_house_renovation', 95, 'New kitchen, a bathroom and an en-suite', 2],
    ['whole_house_renovation', 95, 'New kitchen, two bathrooms', 2],
  ] as const)('%s, "%s": %i', (projectType, sizeSqm, description, bathrooms) => {
    // The review: "Bathroom suite 2 nr" for "new bathroom" in a 95 m² semi; "En-suite shower room suite 2 nr" for a
    // loft's "a shower room".
    const p = est({ projectType, sizeSqm, description })
    expect(p.facts.bathrooms).toBe(bathrooms)
  })
})

describe('counts', () => {
  it('every line counted in items (nr) is a whole number', () => {
    const plan = est({
      ...HMO,
      description: 'Convert a house into a 6-bed HMO with fire doors',
      answers: { rooms_count: '6' },
    })
    const counted = plan.lineItems.filter((l) => l.unit === 'nr')
    expect(counted.length).toBeGreaterThan(5)
    expect(counted.filter((l) => !Number.isInteger(l.quantity)).map((l) => `${l.description}: ${l.quantity}`)).toEqual(
      [],
    )
  })
})

describe('words that fit the job (decision 027)', () => {
  it('a loft names its own fittings, never kitchen units', () => {
    const p = est({
      projectType: 'loft_conversion',
      sizeSqm: 30,
      description: 'Dormer loft with a shower room',
      answers: { fittings_quality: 'premium' },
    })
    const effect = p.drivers.find((d) => d.key === 'fittings_quality')?.effect ?? ''
    expect(effect).toMatch(/^Sanitaryware priced at premium/)
    const saving = p.savings.find((s) => s.id === 'standard_fittings')
    expect(saving?.detail).toBe('Sanitaryware priced at the standard specification.')
    expect(JSON.stringify(p)).not.toMatch(/Kitchen units/)
  })

  it('property age and listing defaults are said as facts, not as work "not needed"', () => {
    const p = est(KITCHEN)
    // The audit's kitchen page 10: "Age of the property: assumed not needed for this scope and condition."
    expect(p.assumptions.join(' ')).not.toMatch(/Age of the property: assumed/)
    expect(p.assumptions).toContain('Property age: assumed built after 1919; no period repairs are priced.')
  })

  it('condition moves repairs up to the whole surface: never "quantities × 1.5"', () => {
    const p = est({ ...SEMI, condition: 'poor' })
    const effect = p.drivers.find((d) => d.key === 'condition')?.effect
    expect(effect).toBe('Repairs × 1.5 (average 1.0): more of each surface renewed, at most all of it.')
    expect(qty(p, 'ceiling')).toBeLessThanOrEqual(95)
  })
})

describe('NRM1 element codes', () => {
  it('a refurbishment strip-out and a new opening in an existing wall are 7.1 minor demolition and alterations', () => {
    // The review: "0 Facilitating works: strip-out" and "2.1 Frame and structural alterations" for a
    // refurbishment's soft strip and a new opening (NRM1 group 0 is a cleared site's demolition, 2.1 a new frame).
    const p = est({
      ...SEMI,
      scope: 'full',
      description: 'Full refurbishment, knock through between kitchen and dining room',
    })
    expect(p.lineItems.some((l) => l.elementCode === '0')).toBe(false)
    for (const rateId of ['strip_general', 'steel_beam']) expect(lines(p, rateId)[0]?.elementCode).toBe('7.1')
    expect(p.elements.find((e) => e.code === '7.1')?.name).toBe('Existing building: strip-out and alterations')
  })
})

describe('a flat', () => {
  it.each([
    ['London smaller flat, full refurbishment (kitchen/bathroom, boiler+radiators, replaster where needed)', false],
    ['Full refurbishment of a two-bed apartment', false],
    ['Full refurbishment of a three-bed semi', true],
    ['Full refurbishment of a flat, including roof repairs', true],
  ])('"%s": roof work priced %s', (description, roof) => {
    // A leaseholder does not repair the building's roof (the freeholder does): a flat's refurbishment prices none
    // unless the brief asks for it.
    const p = est({
      projectType: 'whole_house_renovation',
      sizeSqm: 70,
      scope: 'extensive',
      condition: 'poor',
      description,
    })
    expect(p.lineItems.some((l) => l.rateId.startsWith('roof_'))).toBe(roof)
  })
})
