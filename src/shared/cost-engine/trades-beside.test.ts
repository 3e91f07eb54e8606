import { describe, expect, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan } from './types'

/**
 * A house brief that names two or more single trades and nothing else is each trade's job, priced beside the others
 * (decision 074). "Full rewire and replaster" on an 85 m² house was its light refresh (£33,365 in the North), with LVT
 * laid through the house, doors and decorating nobody asked for; "Full rewire and a new front door" dropped the door.
 */
const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)
const driver = (p: CostPlan, key: string) => p.drivers.find((d) => d.key === key)

describe('trades named beside each other on a house', () => {
  test.each([
    ['Full rewire and replaster', ['rewire', 'plaster_walls'], 'replastering'],
    ['New boiler and radiators, and a full rewire', ['boiler', 'heating_distribution', 'rewire'], 'rewiring'],
    ['Full rewire and a new front door', ['rewire', 'ext_door'], 'small_works'],
    ['Replaster and new carpets throughout', ['plaster_walls', 'floor_carpet'], 'flooring'],
    // The decorator is a trade beside the others: a light refresh laid LVT and hung doors (£33,365).
    ['Rewire, replaster and redecorate throughout', ['rewire', 'plaster_walls', 'decoration'], 'decorating'],
    ['Full rewire and we need the whole house decorated afterwards', ['rewire', 'decoration'], 'decorating'],
    // The kitchen as where the opening goes is no refit: the opening and the rewire (it was the house's typical
    // extensive renovation, with a new kitchen, bathroom, windows and heating).
    ['Knock through to an open-plan kitchen and rewire', ['steel_beam', 'rewire'], 'rewiring'],
    // The opening's words run across two clauses ("knock the kitchen | and dining room into one"): £115,605 before.
    ['Knock the kitchen and dining room into one and rewire the house', ['steel_beam', 'rewire'], 'rewiring'],
  ])('%j prices each trade named (%j) and nothing else', (description, named, part) => {
    const plan = house({ description })
    expect(rateIds(plan)).toEqual(expect.arrayContaining(named))
    for (const unnamed of ['floor_finish', 'door_internal', 'kitchen_units', 'making_good', 'external_works'])
      expect(rateIds(plan)).not.toContain(unnamed)
    if (part !== 'decorating') expect(rateIds(plan)).not.toContain('decoration')
    expect(plan.facts.baseType).toBe('trade')
    expect(driver(plan, `added_space:${part}`)?.label).toMatch(/^Also priced: /)
    // The trades work on the house as it is: its floor, not one more.
    expect(plan.facts.measuredSqm).toBeUndefined()
    expect(plan.range.lowPence).toBeLessThan(plan.totalIncVatPence)
    expect(plan.range.highPence).toBeGreaterThan(plan.totalIncVatPence)
  })

  test('the rewire and the replastering cost what each costs alone, and the result says both are priced', () => {
    const both = house({ description: 'Full rewire and replaster' })
    const rewire = house({ description: 'Full rewire' })
    const replaster = house({ description: 'Replaster the whole house' })
    expect(both.totalExcVatPence).toBeGreaterThan(0.9 * (rewire.totalExcVatPence + replaster.totalExcVatPence))
    expect(both.totalExcVatPence).toBeLessThan(1.1 * (rewire.totalExcVatPence + replaster.totalExcVatPence))
    expect(both.totalIncVatPence).toBeLessThan(
      house({ description: 'Full rewire and refurbish throughout' }).totalIncVatPence,
    )
    expect(driver(both, 'sole_trade')).toEqual(
      expect.objectContaining({
        label: "Priced as the trades' jobs your description names: Rewiring",
        effect: expect.stringContaining('names only this work and replastering'),
      }),
    )
    expect(driver(both, 'added_space:replastering')?.label).toBe('Also priced: replastering')
    expect(driver(both, 'added_space:replastering')?.effect).toContain('on the property (85 m², as you gave it)')
    // The rewire's own work is the rewire's, not the replastering beside it: the rewire alone's, less the making good
    // of its chases that the replastering does.
    const workOf = (p: CostPlan) => Number(/about £([\d,]+)/.exec(driver(p, 'rewiring')!.effect)![1]!.replace(/,/g, ''))
    expect(workOf(both)).toBeLessThan(workOf(rewire))
    expect(workOf(both)).toBeGreaterThan(workOf(rewire) * 0.9)
    // The range keeps the replastering at every scope of the rewire: it was the rewire alone at the bottom (£1,979).
    expect(both.range.lowPence).toBeGreaterThan(replaster.totalIncVatPence * 0.5)
    // One schedule of the house's rooms, not one a trade.
    expect(both.roomSchedule?.length).toBe(rewire.roomSchedule?.length)
  })

  test.each([
    // Decorating with new floors is the house's refresh around the trades (decision 057: the floor is decorating's).
    ['Rewire, redecorate and new carpets', {}],
    // Four jobs are a renovation's list (decision 050), and a room renewed in a trade's clause keeps the house. An
    // en-suite formed in a clause of its own ("Rewire and fit an en-suite") is the bathroom's job beside the rewire
    // (decision 072, later uk-rates-2026.101: it was pinned here as the house's, £181,358 on 90 m² in London).
    ['New kitchen, rewire, new boiler and replaster', {}],
    ['Rewire for a new en-suite', {}],
    // A room renewed with the scope stated is the house's.
    ['New kitchen and a rewire', { scopeKnown: true, scope: 'medium' as const }],
    // "Needs everything" is a renovation.
    ['Needs everything: rewire, new boiler and rads', {}],
    // The scope stated is the house's.
    ['Full rewire and replaster', { scopeKnown: true, scope: 'extensive' as const }],
    // An answer asking for other work (the roof) is more than the trades.
    ['Full rewire and replaster', { answers: { roof_work: 'recover' } }],
  ])('%j (%j) is still the house', (description, more) => {
    const plan = house({ description, ...more })
    expect(plan.facts.baseType).toBe('house')
    expect(plan.drivers.filter((d) => d.key.startsWith('added_space:'))).toEqual([])
  })

  test('a kitchen named only as where a trade works is no refit beside the rewire', () => {
    // It was the house's light refresh with a new kitchen (£50,798, 85 m², North).
    const plan = house({ description: 'Rewire and a new consumer unit, and replaster the kitchen' })
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['rewire', 'plaster_walls']))
    expect(rateIds(plan)).not.toContain('kitchen_units')
    const skim = plan.lineItems.find((l) => l.rateId === 'skim_walls')
    expect(skim?.quantity).toBeLessThan(30)
  })

  test.each([
    'Skim all ceilings and walls, then paint',
    'Skim the walls and redecorate',
    'Replaster and paint throughout',
    'Plaster the ceilings and paint the house',
  ])('%j on the form is the plasterer and the decorator, not the house’s light refresh', (description) => {
    // The form's scope reading leaves it open (it was a light refresh: £27,527 on 85 m², North, with LVT and doors).
    const { scope, isKnown } = resolveScope({ description })
    const plan = house({ description, scope, scopeKnown: isKnown })
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['skim_walls', 'decoration']))
    for (const unnamed of ['floor_finish', 'door_internal', 'skirting', 'strip_general', 'making_good'])
      expect(rateIds(plan)).not.toContain(unnamed)
    expect(plan.facts.baseType).toBe('trade')
    expect(driver(plan, 'added_space:decorating')?.label).toBe('Also priced: decorating')
  })

  test('a light refresh said as such is still the house’s light refresh', () => {
    const description = 'light refresh: paint, new carpets and doors'
    const { scope, isKnown } = resolveScope({ description })
    const plan = house({ description, scope, scopeKnown: isKnown })
    expect([scope, isKnown, plan.facts.baseType]).toEqual(['light', true, 'house'])
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['floor_carpet', 'door_internal', 'decoration']))
  })

  test("a trade listed after another's work word reads with it ('replace the boiler | and the internal doors')", () => {
    // Each was the boiler alone (£3,058 on 85 m², North; now £7,494 and £7,429): the item after "and" named no work of its own.
    const doors = house({ description: 'Replace the boiler and the internal doors' })
    expect(rateIds(doors).sort()).toEqual(['boiler', 'door_internal'])
    expect(driver(doors, 'added_space:small_works')?.label).toBe('Also priced: small works (priced as named)')
    expect(rateIds(house({ description: 'Replace the boiler and windows' })).sort()).toEqual(['boiler', 'window'])
  })

  test('a room decorated beside a trade is that room, its own words', () => {
    const plan = house({ description: 'New boiler and repaint the living room' })
    expect(rateIds(plan).sort()).toEqual(['boiler', 'decoration'])
    expect(plan.lineItems.find((l) => l.rateId === 'decoration')!.quantity).toBeLessThan(60)
  })

  test('the questions are the first trade’s, never the house’s scope', () => {
    const asked = analyzeDescription({
      description: 'Needs a full rewire and new carpets',
      selectedProjectType: 'whole_house_renovation',
    }).intelligentQuestions.map((q) => q.id)
    expect(asked).not.toContain('renovation_scope')
    expect(asked).not.toContain('heating')
  })
})

/**
 * A kitchen or bathroom renewed in a clause of its own beside one or two trades is that room's job with each trade
 * priced beside it (decision 074, later). On 85 m² in the North, scope not stated, they were the house's light refresh
 * (LVT, doors and decorating through the house) or, with "refurbish", its typical extensive renovation.
 */
describe('a room renewed beside a trade', () => {
  const parts = (p: CostPlan) => p.drivers.filter((d) => d.key.startsWith('added_space:')).map((d) => d.label)
  test.each([
    // £39,197 before.
    ['New kitchen and a rewire', 'kitchen', ['Also priced: rewiring'], ['kitchen_units', 'rewire']],
    // £110,493 before: "refurbish" read as the house's renovation.
    [
      'Refurbish the kitchen and decorate the lounge',
      'kitchen',
      ['Also priced: decorating'],
      ['kitchen_units', 'decoration'],
    ],
    // £102,458 before.
    [
      'Refurbish the bathroom and replace the boiler',
      'bathroom',
      ['Also priced: central heating'],
      ['bathroom_suite', 'boiler'],
    ],
    // £19,311 before.
    [
      'New bathroom and new carpets upstairs',
      'bathroom',
      ['Also priced: flooring (carpet, laminate, vinyl, underfloor heating)'],
      ['bathroom_suite', 'floor_carpet'],
    ],
    // £44,861 before.
    [
      'New kitchen, new bathroom and a full rewire',
      'kitchen',
      ['Also priced: bathroom renovation (5 m²)', 'Also priced: rewiring'],
      ['kitchen_units', 'bathroom_suite', 'rewire'],
    ],
    // The house's light refresh before (LVT and doors through the house).
    [
      'New kitchen, bathroom and redecorate throughout',
      'kitchen',
      ['Also priced: bathroom renovation (5 m²)', 'Also priced: decorating'],
      ['kitchen_units', 'bathroom_suite', 'decoration'],
    ],
  ])('%j is the %s job with %j beside it', (description, base, besides, named) => {
    const plan = house({ description })
    expect(plan.facts.baseType).toBe(base)
    expect(parts(plan)).toEqual(besides)
    expect(rateIds(plan)).toEqual(expect.arrayContaining(named))
    // Nothing the brief does not name: the house's doors, floors and strip-out.
    for (const unnamed of ['door_internal', 'skirting', 'strip_general', 'external_works'])
      expect(rateIds(plan)).not.toContain(unnamed)
    expect(plan.range.lowPence).toBeLessThan(plan.totalIncVatPence)
    expect(plan.range.highPence).toBeGreaterThan(plan.totalIncVatPence)
  })

  test('the kitchen and the rewire cost what each costs alone', () => {
    const both = house({ description: 'New kitchen and a rewire' }).totalExcVatPence
    const alone = ['New kitchen', 'Full rewire'].map((description) => house({ description }).totalExcVatPence)
    expect(both).toBeGreaterThan(0.9 * (alone[0]! + alone[1]!))
    expect(both).toBeLessThan(1.1 * (alone[0]! + alone[1]!))
  })

  test('the floor priced is the rooms measured, or the property where a trade works on all of it', () => {
    // The kitchen's 12 m² and the lounge's 18 m².
    expect(house({ description: 'Refurbish the kitchen and decorate the lounge' }).facts.measuredSqm).toBe(30)
    // The rewire's whole house, the rooms inside it (it was 90 m²: the bathroom's 5 m² added to the house).
    expect(house({ description: 'New kitchen, new bathroom and a full rewire' }).facts.measuredSqm).toBeUndefined()
    expect(house({ description: 'New kitchen and bathroom' }).facts.measuredSqm).toBe(17)
  })

  test('the questions are the room’s, never the house’s scope', () => {
    const asked = analyzeDescription({
      description: 'New kitchen and a rewire',
      selectedProjectType: 'whole_house_renovation',
    }).intelligentQuestions.map((q) => q.id)
    expect(asked).not.toContain('renovation_scope')
    expect(asked).toContain('worktops')
  })
})

describe('small works beside the decorator', () => {
  // The form read "repaint" as decorating only and dropped the other work (85 m², North).
  test.each([
    // £464: the hall decorated, the door dropped.
    ['New front door and paint the hallway', 'ext_door'],
    // £548: the lounge decorated, the stove dropped.
    ['Install a wood burning stove in the lounge and repaint it', 'log_burner'],
    // The house's light refresh (£15,925, with LVT and skirtings).
    ['New internal doors and repaint throughout', 'door_internal'],
    ['Replace the skirting boards, and decorate throughout', 'skirting'],
    // The outside said after the inside: only "out" is the exterior repaint's, the inside the decorator's (£2,816, the
    // outside dropped).
    ['Paint the house inside and out', 'exterior_paint'],
    ['Repaint the interior and the exterior', 'exterior_paint'],
    ['Decorate the whole house inside and outside', 'exterior_paint'],
  ])('%j prices the decorating and %s beside it', (description, rateId) => {
    const { scope, isKnown } = resolveScope({ description })
    expect(isKnown).toBe(false)
    const plan = house({ description, scope, scopeKnown: isKnown })
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['decoration', rateId]))
    for (const unnamed of ['floor_finish', 'strip_general', 'making_good']) expect(rateIds(plan)).not.toContain(unnamed)
    expect(driver(plan, 'added_space:decorating')?.label).toBe('Also priced: decorating')
  })

  // The decorating form dropped the outside (£2,816); the buy-to-let form priced the house's light refresh with LVT
  // and doors (£10,861, 85 m², North).
  test.each(['decorating', 'buy_to_let_preparation'] as const)(
    'on the %s form the inside and the outside are both painted, and nothing else',
    (projectType) => {
      const description = 'Paint the house inside and out'
      const { scope, isKnown } = resolveScope({ description })
      const plan = house({ projectType, description, scope, scopeKnown: isKnown })
      expect(rateIds(plan)).toEqual(expect.arrayContaining(['decoration', 'exterior_paint']))
      for (const unnamed of ['floor_finish', 'door_internal', 'strip_general', 'making_good'])
        expect(rateIds(plan)).not.toContain(unnamed)
    },
  )

  test('"inside and out" is no outside work without a painter\'s word before it', () => {
    const plan = house({ description: 'Rewire the house inside and out' })
    expect(rateIds(plan)).not.toContain('exterior_paint')
  })

  test('painting the skirting is the decorator’s alone', () => {
    expect(resolveScope({ description: 'Repaint the lounge and new skirting paint' }).scope).toBe('cosmetic')
  })
})
