import { describe, expect, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan } from './types'

/**
 * A house brief that names one trade's work and nothing else is that trade's job while the scope is unstated
 * (decision 050). "Full rewire of a 3-bed semi" on the whole-house form was priced as the typical extensive renovation,
 * about £120k with a kitchen and new windows; a rewire is about £6k.
 */
describe('a one-trade brief on a house is priced as that trade', () => {
  const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 90, scopeKnown: false }))
  const soleTrade = (p: CostPlan) => p.drivers.find((d) => d.key === 'sole_trade')?.label

  test.each([
    ['Full rewire of a 3-bed semi, new consumer unit', 'Rewiring', 'rewire'],
    ['Replace the boiler and radiators, nothing else', 'Central heating', 'heating_distribution'],
    // The loft as where the boiler goes is no loft work (it was the house's extensive renovation, £102,458).
    ['New boiler and move it to the loft', 'Central heating', 'boiler'],
    ['Replace all windows with uPVC double glazing', 'Replacement windows', 'window'],
    ['New roof, re-tile with new felt and battens', 'Roof replacement', 'roof_recover'],
    ['Damp proofing and replaster the ground floor walls', 'Damp proofing', 'damp_treatment'],
    ['Replaster the whole house', 'Replastering', 'plaster_walls'],
    // Decision 063: the electrician's small job and repointing (a consumer unit was an £83k renovation).
    ['Just a new consumer unit and EICR.', 'Electrical work (consumer unit, sockets)', 'consumer_unit'],
    // With an EV charger the small works, which price the charger beside the electrician's work (decision 066).
    ['New consumer unit, plus add an outside socket and EV charger', 'Small works (priced as named)', 'ev_charger'],
    ['Add 4 new double sockets in the living room', 'Electrical work (consumer unit, sockets)', 'socket_added'],
    ['Repoint the front and back elevations in lime mortar. Scaffolding needed.', 'Repointing', 'repointing'],
    ['Full rewire and a new EICR', 'Rewiring', 'rewire'],
    // "Plaster" as a verb was unread: the house's extensive renovation (£123,064).
    ['Plaster one wall in the bedroom', 'Replastering', 'plaster_walls'],
    // A heating system switched over is no building converted (£121,980 and £102,458, the house's renovation).
    ['Convert to a heat pump', 'Central heating', 'heat_pump'],
    ['Converting from gas to an air source heat pump', 'Central heating', 'heat_pump'],
    ['Convert the heating to a combi', 'Central heating', 'boiler'],
    // The move is the new boiler's own work.
    ['Move the boiler and fit a new combi', 'Central heating', 'boiler'],
  ])('%j is priced as %s, and says so', (description, trade, rateId) => {
    const plan = house({ description })
    expect(plan.facts.baseType).toBe('trade')
    expect(soleTrade(plan)).toBe(`Priced as one trade's job: ${trade}`)
    expect(plan.lineItems.map((l) => l.rateId)).toContain(rateId)
    expect(plan.lineItems.map((l) => l.rateId)).not.toContain('kitchen_units')
    expect(plan.facts.scopeFromDescription).toBe(true)
    expect(plan.totalIncVatPence).toBeLessThan(house({ description: 'full renovation' }).totalIncVatPence * 0.15)
    // Its range spans the trade's own scopes, not a whole renovation.
    expect(plan.range.highPence).toBeLessThan(plan.totalIncVatPence * 4)
  })

  test("the electrician's small job prices what its brief names, the sockets as counted", () => {
    const lines = (description: string) =>
      house({ description }).lineItems.map((l) => [l.rateId, l.quantity, l.working ?? ''])
    expect(lines('New consumer unit, plus add an outside socket')).toEqual([
      ['consumer_unit', 1, ''],
      ['socket_added', 1, '1 socket, as the description says'],
    ])
    expect(lines('Add 4 new double sockets in the living room')).toEqual([
      ['socket_added', 4, '4 sockets, as the description says'],
    ])
    // "Some sockets" asked for were not priced beside a new fuse box (the consumer unit alone, £520).
    expect(lines('Replace the fuse box and add some sockets').map(([id]) => id)).toEqual([
      'consumer_unit',
      'socket_added',
    ])
  })

  // A room renewed beside a trade is the room's job with the trade beside it (trades-beside.test.ts).
  test.each([
    ['Full renovation including a rewire', {}],
    ['Full rewire', { heating: 'new_system' }],
  ])('%j (answers %j) asks for more than one trade: the house is priced', (description, answers) => {
    const plan = house({ description, answers })
    expect(plan.facts.baseType).toBe('house')
    expect(soleTrade(plan)).toBeUndefined()
  })

  test.each([
    ['whole_house_renovation', 'Full rewire of a 3-bed semi', 'rewiring'],
    ['rewiring', 'Full rewire of a 3-bed semi', 'rewiring'],
    ['windows', 'Replace all windows with uPVC double glazing', 'windows'],
  ] as const)('on %s, %j: the trade is the work included, never "not priced"', (projectType, description, key) => {
    const plan = house({ projectType, description })
    expect(plan.drivers.find((d) => d.key === key)?.effect).toMatch(/about £[\d,]+ of work included/)
    expect(plan.exclusions.join('\n')).not.toMatch(/not priced/)
  })

  test('the scope stated, or answers about the house alone, decide as they should', () => {
    expect(house({ description: 'Full rewire', scopeKnown: true, scope: 'extensive' }).facts.baseType).toBe('house')
    const answered = house({
      description: 'Full rewire',
      answers: { rewiring: 'yes', rooms_count: '3', living_in: 'yes' },
    })
    expect(answered.facts.baseType).toBe('trade')
    // "Not sure" about other work asks for nothing more.
    expect(house({ description: 'Full rewire', answers: { damp: 'unsure' } }).facts.baseType).toBe('trade')
  })

  test('the picked-up trade corrected to "No" is no longer that trade\'s job, and its work is not priced', () => {
    const corrected = house({ description: 'Full rewire of a 3-bed semi', answers: { rewiring: 'no' } })
    expect(corrected.facts.baseType).toBe('house')
    expect(soleTrade(corrected)).toBeUndefined()
    expect(corrected.lineItems.map((l) => l.rateId)).not.toContain('rewire')
    const windowsKept = house({ description: 'Replace all windows', answers: { windows: 'none' } })
    expect(windowsKept.lineItems.map((l) => l.rateId)).not.toContain('window')
  })
})

describe("surface works the owner does are not the builder's", () => {
  const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
  const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)

  test.each([
    [
      'Full rewire of our 3 bed semi and new consumer unit.',
      ' We will do the decorating ourselves afterwards.',
      'rewire',
    ],
    ['Replaster all the walls and ceilings.', ' Just plastering, we will decorate.', 'plaster_walls'],
    ['Full rewire, new consumer unit.', " I'll do the painting myself.", 'rewire'],
  ])("%j%j is still that one trade's job, with no decorating or floors", (brief, owner, rateId) => {
    const plan = house({ description: brief + owner })
    expect(plan.facts.baseType).toBe('trade')
    expect(rateIds(plan)).toContain(rateId)
    expect(rateIds(plan)).not.toContain('decoration')
    expect(rateIds(plan)).not.toContain('floor_finish')
    expect(plan.totalIncVatPence).toBe(house({ description: brief }).totalIncVatPence)
  })

  test('decorating the builder is asked to do is still priced', () => {
    const plan = house({ description: 'Full rewire and we need the whole house decorated afterwards' })
    // The decorator's work beside the rewire (decision 074).
    expect(rateIds(plan).sort()).toEqual(['decoration', 'plaster_walls', 'rewire'])
  })
})

describe('central heating follows what the heating needs', () => {
  const heating = estimatorFor(
    buildMidlandsCostInput({ projectType: 'central_heating', sizeSqm: 88, scopeKnown: false }),
  )
  const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)

  test('"replace all 8 radiators" beside a new boiler is a new system: the radiators are priced', () => {
    const plan = heating({
      description: 'Replace old back boiler with a new combi boiler and replace all 8 radiators. No other work.',
    })
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['boiler', 'heating_distribution']))
  })

  test('"replace the boiler" is a boiler swap, not a new system', () => {
    const swap = heating({ description: 'Replace the boiler' })
    expect(rateIds(swap)).toEqual(['boiler'])
    expect(swap.lineItems[0]!.description).toMatch(/^Replace boiler/)
  })

  test('unsaid, a refurbishment is a new system; a heat pump is priced when named', () => {
    expect(rateIds(heating({ description: '' }))).toEqual(expect.arrayContaining(['boiler', 'heating_distribution']))
    const pump = heating({ description: 'air source heat pump' })
    expect(rateIds(pump)).toEqual(expect.arrayContaining(['heat_pump', 'heating_distribution']))
    expect(rateIds(pump)).not.toContain('boiler')
  })

  test('"no heating work" on a heating job leaves the scope\'s work priced, never an empty estimate', () => {
    expect(heating({ answers: { heating: 'none' } }).totalIncVatPence).toBe(heating({}).totalIncVatPence)
  })
})

describe('the windows a brief counts are the windows priced', () => {
  const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 90, scopeKnown: false }))
  const windows = (description: string) => house({ description }).lineItems.find((l) => l.rateId === 'window')

  test('"replace all 14 windows" prices 14, and says where the count comes from', () => {
    const line = windows('Replace all 14 windows with uPVC double glazing')!
    expect(line.quantity).toBe(14)
    expect(line.working).toBe('14 windows, as the description says')
    // Unsaid, one per 9 m² of floor.
    expect(windows('Replace all the windows with uPVC double glazing')!.quantity).toBe(10)
    expect(windows('ten new sash windows, nothing else')!.quantity).toBe(10)
    expect(windows('Refurbish the house and replace all 12 windows')!.quantity).toBe(12)
  })

  test("roof windows and one room's windows are not the house's count", () => {
    expect(windows('Replace the windows, the 2 kitchen windows included')!.quantity).toBe(10)
    expect(windows('new windows throughout, and 3 Velux windows in the loft')!.quantity).toBe(10)
  })
})

describe('a ceiling plasterboarded, and the garage as a room', () => {
  const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
  test.each([
    // It was the house's extensive renovation (£110,493 on 85 m², North).
    ['Plasterboard the garage ceiling', 14],
    // It was the kitchen's walls and ceiling replastered (£1,265).
    ['Plasterboard the kitchen ceiling', 12],
    // It was the house's ceilings (£2,633).
    ['Skim the garage ceiling', 14],
    // It was a new kitchen (£17,669): the room's ceiling replaced is no refit.
    ['Replace the kitchen ceiling', 12],
  ])('%j plasters that room’s ceiling alone (%d m²)', (description, sqm) => {
    const plan = house({ description })
    expect(plan.facts.measuredSqm).toBe(sqm)
    expect(plan.lineItems.map((l) => l.rateId).sort()).toEqual(['ceiling', 'skim_walls'])
    expect(plan.lineItems.every((l) => !/walls/i.test(l.description) || /ceiling/i.test(l.description))).toBe(true)
  })

  test('the garage decorated is the garage, not the house', () => {
    // The form reads "repaint" as decorating only.
    const plan = house({ description: 'Repaint the garage', scope: 'cosmetic', scopeKnown: true })
    expect(plan.facts.measuredSqm).toBe(14)
  })
})

test('a kitchen’s flooring renewed is the floor fitter’s, not a refit nor the house’s refresh', () => {
  // It was the house's light refresh with a new kitchen (£33,358).
  const plan = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))({
    description: 'New kitchen flooring',
  })
  expect(plan.lineItems.map((l) => l.rateId)).toEqual(['floor_finish'])
  expect(plan.facts.measuredSqm).toBe(12)
})

/**
 * Rooflights named alone on a house are the roofer's small job, the loft or room only where they go (decision 065,
 * later). "New rooflights in the loft" on 85 m² (North) was the house's typical extensive renovation, £115,247, with a
 * kitchen, bathroom, rewire and heating.
 */
describe('rooflights named alone on a house', () => {
  const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
  const lines = (p: CostPlan) => p.lineItems.map((l) => [l.rateId, l.quantity])
  const soleTrade = (p: CostPlan) => p.drivers.find((d) => d.key === 'sole_trade')?.label

  test.each([
    ['New rooflights in the loft', 2],
    ['Velux windows in the loft', 2],
    ['3 velux windows in the loft', 3],
    ['Add a roof window to the bathroom', 1],
  ])('%j prices %i rooflights into the pitched roof and nothing else', (description, count) => {
    expect(resolveScope({ description }).isKnown).toBe(false)
    const plan = house({ description })
    expect(plan.facts.baseType).toBe('trade')
    expect(lines(plan)).toEqual([['rooflight', count]])
    expect(plan.lineItems[0]!.description).toMatch(/cut into the existing pitched roof.*made good/)
    expect(soleTrade(plan)).toBe("Priced as one trade's job: Small works (priced as named)")
    expect(plan.totalIncVatPence).toBeLessThan(house({ description: 'full renovation' }).totalIncVatPence * 0.1)
  })

  test('with no number said, a pair, and the plan says so', () => {
    const plan = house({ description: 'New rooflights in the loft' })
    expect(plan.lineItems[0]!.working).toBe('a pair (the description gives no count)')
    expect(plan.drivers.find((d) => d.key === 'rooflights_fitted')?.effect).toContain('a pair where it gives no number')
  })

  test('a loft conversion with its rooflights is the loft conversion, its rooflights its own', () => {
    for (const description of ['Loft conversion with three rooflights', 'Loft conversion with three velux windows']) {
      const plan = house({ description })
      expect(plan.facts.baseType).toBe('loft')
      expect(lines(plan)).toContainEqual(['rooflight_in_works', 3])
      expect(plan.lineItems.map((l) => l.rateId)).not.toContain('rooflight')
    }
    // On the loft's form the rooflights say the kind of loft: a rooflight conversion, never small works.
    const loft = house({ projectType: 'loft_conversion', sizeSqm: 28, description: 'Velux windows' })
    expect(loft.facts.baseType).toBe('loft')
  })
})
