import { describe, expect, test } from 'vitest'
import { DEFAULT_RATES } from '../cost-engine/default-rates'
import { estimateCost } from '../cost-engine/estimate-cost'
import type { CostInput, CostPlan } from '../cost-engine/types'
import { analyzeDescription } from './analyze-description'
import { listEstimateFacts } from './estimate-facts'

/** Misreadings a user reported; each must read as the user meant it. */
const detectedOf = (description: string, selectedProjectType = 'whole_house_renovation', renovationScope?: string) =>
  Object.fromEntries(
    analyzeDescription({ description, selectedProjectType, renovationScope }).detected.map((d) => [
      d.id,
      d.answer ?? '?',
    ]),
  )
const askedOf = (description: string, selectedProjectType = 'whole_house_renovation', renovationScope?: string) =>
  analyzeDescription({ description, selectedProjectType, renovationScope }).intelligentQuestions.map((q) => q.id)

describe('misreadings', () => {
  /** One question's readings: each description, on `selectedProjectType`'s form, reads as its answer. */
  const readings = (question: string, selectedProjectType: string, rows: [string, string][]) =>
    rows.map(([description, answer]) => ({ question, selectedProjectType, description, answer }))

  test.each([
    ...readings('heating', 'whole_house_renovation', [
      ['New combi boiler and radiators', 'new_system'],
      ['new combi boiler and new radiators throughout', 'new_system'],
      ['Replace the boiler and all the radiators', 'new_system'],
      ['Replace old back boiler with a new combi boiler and replace all 8 radiators', 'new_system'],
      ['new boiler, pipework and radiators', 'new_system'],
      ['new combi boiler', 'replace_boiler'],
      ['needs everything: rewire, new boiler and rads, damp in the back wall', 'new_system'],
      ['new rads throughout', 'new_system'],
      ['replace the electric storage heaters with a gas combi and 5 radiators', 'new_system'],
      ['Keep the existing boiler. Full renovation with fire doors throughout', 'none'],
    ]),
    ...readings('windows', 'whole_house_renovation', [['Replace all 12 windows with uPVC', 'all']]),
    // Sash windows to overhaul are kept (their repair is the period repairs line); new ones are fitted.
    ...readings('windows', 'period_property_restoration', [
      ['Restore the house: overhaul the original sash windows and re-slate the roof', 'none'],
      ['repair and draught-proof the 12 original timber sash windows', 'none'],
      ['the sash windows need restoring', 'none'],
      ['new sash windows throughout', 'all'],
    ]),
    // A negation after the words ("not needed", "is not required") reads as one before them.
    ...readings('rewiring', 'whole_house_renovation', [
      ['a rewire is not needed', 'no'],
      ['Rewire not required, the electrics were redone in 2019', 'no'],
      ['Full rewire needed', 'yes'],
    ]),
    ...readings('basement_work', 'basement_conversion', [
      ['Tank the cellar and turn it into a gym, headroom is fine', 'cellar'],
      ['the cellar has plenty of headroom', 'cellar'],
      ['lower the floor to get the headroom', 'dig_out'],
    ]),
    ...readings('worktops', 'kitchen_renovation', [
      ['New kitchen with quartz worktops', 'stone'],
      ['granite worktop and new units', 'stone'],
      ['laminate worktops to keep costs down', 'laminate'],
      ['Replace the worktops with quartz and a new sink, units stay', 'stone'],
      ['worktops in granite', 'stone'],
    ]),
    ...readings('fittings_quality', 'kitchen_renovation', [
      ['Small galley kitchen, budget refit with IKEA units', 'budget'],
      ['a budget bathroom suite', 'budget'],
    ]),
    ...readings('layout_change', 'kitchen_renovation', [
      ['No change to the layout, just new units', 'no'],
      ['the layout stays as it is', 'no'],
      ['no layout changes', 'no'],
      ['Move the sink under the window', 'yes'],
      ['we are moving the sink and the hob', 'yes'],
      ['relocate the sink', 'yes'],
    ]),
    ...readings('property_age', 'whole_house_renovation', [
      ['1930s semi, full refurbishment', '1919_1965'],
      ['The house is 1930s', '1919_1965'],
      ['a 1930s three-bed', '1919_1965'],
      ['Victorian terrace', 'pre_1919'],
    ]),
  ])('$question: $description reads as $answer', ({ question, selectedProjectType, description, answer }) => {
    expect(detectedOf(description, selectedProjectType)[question]).toBe(answer)
  })

  test('a fact the job does not depend on is not picked up: rooflights in an extension are not a loft type', () => {
    const description = 'Single storey rear extension, flat roof, 2 rooflights, open plan kitchen'
    expect(detectedOf(description, 'extension')).toEqual({ extension_storeys: 'single' })
    expect(detectedOf('Velux loft conversion', 'loft_conversion').loft_type).toBe('rooflight')
    const facts = listEstimateFacts({
      projectType: 'extension',
      region: 'midlands',
      priceDate: '2025-06-01',
      scope: 'medium',
      scopeKnown: false,
      description,
      answers: {},
    })
    expect(facts.map((f) => f.id)).toEqual(['extension_storeys'])
    // A home empty for two years sets the VAT rate whatever the work, so it is picked up for a kitchen too.
    expect(detectedOf('New kitchen, the house has been empty for three years', 'kitchen_renovation')).toMatchObject({
      empty_two_years: 'yes',
    })
  })

  test.each([
    ['6-bed house, full renovation', '6'],
    ['six bedroom detached', '6'],
    ['a six-bedroom house', '6'],
    ['6 bed detached', '6'],
  ])('bedrooms: %j reads as %s and is not asked', (description, answer) => {
    expect(detectedOf(description).rooms_count).toBe(answer)
    expect(askedOf(description)).not.toContain('rooms_count')
  })

  test('bedrooms are asked for a whole house when the description does not say', () => {
    const asked = analyzeDescription({
      description: 'Full renovation: rewire, new heating, new kitchen and bathroom, replaster, damp',
      selectedProjectType: 'whole_house_renovation',
      renovationScope: 'extensive',
    }).intelligentQuestions.map((q) => q.id)
    expect(asked).toContain('rooms_count')
  })

  test('"Victorian" alone settles the age but not the listed status', () => {
    const detected = detectedOf('Victorian terrace, full refurbishment')
    expect(detected.property_age).toBe('pre_1919')
    expect(detected.listed_status).toBeUndefined()
  })

  test.each([
    ['Repaint the living room', 'whole_house_renovation', undefined],
    ['Repaint the living room', 'whole_house_renovation', 'cosmetic'],
    ['Decorate the hall, stairs and landing', 'buy_to_let_preparation', undefined],
    ['Paint walls and ceilings', 'kitchen_renovation', 'cosmetic'],
  ])('a repaint (%j, %s, scope %s) is asked only decorating questions', (description, type, scope) => {
    const asked = askedOf(description, type, scope)
    for (const id of [
      'rewiring',
      'heating',
      'roof_work',
      'bathrooms_count',
      'rooms_count',
      'structural_walls',
      'windows',
      'fittings_quality',
      'layout_change',
      'worktops',
    ])
      expect(asked).not.toContain(id)
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.length).toBeLessThanOrEqual(5)
  })
})

/** The price follows the same reading: what the wizard shows as picked up is what the engine prices. */
describe('misreadings: the price follows the reading', () => {
  const price = (
    description: string,
    over: Partial<Pick<CostInput, 'projectType' | 'sizeSqm' | 'scope' | 'answers'>> = {},
  ): CostPlan =>
    estimateCost(
      {
        projectType: 'whole_house_renovation',
        sizeSqm: 120,
        region: 'midlands',
        condition: 'average',
        scope: 'extensive',
        quality: 'standard',
        priceDate: '2025-06-01',
        description,
        answers: {},
        ...over,
      },
      DEFAULT_RATES,
    )
  const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)
  const line = (p: CostPlan, rateId: string) => p.lineItems.find((l) => l.rateId === rateId)

  test('"new combi boiler and radiators" prices the radiators (a new system), not a boiler swap', () => {
    const plan = price('New combi boiler and radiators', { scope: 'light' })
    expect(rateIds(plan)).toContain('heating_distribution')
    expect(rateIds(plan)).toContain('boiler')
    expect(rateIds(price('New combi boiler', { scope: 'light' }))).not.toContain('heating_distribution')
  })

  test('"quartz worktops" are priced at a stone worktop rate, and the answer can change it', () => {
    const kitchen = { projectType: 'kitchen_renovation' as const, sizeSqm: 15, scope: 'medium' as const }
    const quartz = price('New kitchen with quartz worktops', kitchen)
    const stone = line(quartz, 'worktop_stone')
    expect(stone).toBeDefined()
    expect(stone!.ratePence).toBeGreaterThan(300_00)
    expect(rateIds(quartz)).not.toContain('worktop')
    const corrected = price('New kitchen with quartz worktops', { ...kitchen, answers: { worktops: 'laminate' } })
    expect(rateIds(corrected)).toContain('worktop')
    expect(corrected.totalIncVatPence).toBeLessThan(quartz.totalIncVatPence)
  })

  test('sash windows to overhaul are repaired, not replaced with double glazing; new ones are fitted', () => {
    const restoration = { projectType: 'period_property_restoration' as const, sizeSqm: 140 }
    const kept = price(
      'Restore our Victorian terrace: overhaul the original sash windows, re-slate the roof',
      restoration,
    )
    expect(rateIds(kept)).not.toContain('window')
    expect(rateIds(kept)).toContain('period_repairs')
    expect(rateIds(price('Restore our Victorian terrace: new sash windows, re-slate the roof', restoration))).toContain(
      'window',
    )
  })

  test('"no change to the layout" moves no partitions and no kitchen or bathroom', () => {
    const flats = { projectType: 'house_conversion' as const, sizeSqm: 160, scope: 'medium' as const }
    const brief = 'Refurbish the three existing flats: new kitchens and bathrooms, redecorate.'
    const kept = price(`${brief} No change to the layout or number of flats.`, flats)
    expect(rateIds(kept)).not.toContain('layout_change')
    expect(kept.lineItems.filter((l) => /layout alterations/.test(l.description))).toEqual([])
    const unsaid = price(brief, flats)
    expect(rateIds(unsaid)).toContain('layout_change')
    expect(unsaid.lineItems.filter((l) => /layout alterations/.test(l.description))).toHaveLength(1)
  })

  test('"move the sink" prices the plumbing moved and is not left unknown', () => {
    const kitchen = { projectType: 'kitchen_renovation' as const, sizeSqm: 15, scope: 'medium' as const }
    const plan = price('New kitchen, move the sink under the window', kitchen)
    expect(rateIds(plan)).toContain('layout_change')
    expect(plan.unknowns).not.toContain('Whether the kitchen or bathroom moves')
  })

  test('"1930s" settles the age of the property', () => {
    const plan = price('1930s semi, full refurbishment')
    expect(plan.unknowns).not.toContain('Age of the property')
    expect(plan.facts.isPeriod).toBe(false)
  })

  test.each(['6-bed house', 'six bedroom detached house'])('%j prices six bedrooms', (description) => {
    const plan = price(description)
    expect(plan.facts.bedrooms).toBe(6)
    expect(plan.unknowns).not.toContain('Number of bedrooms / lettable rooms')
  })

  test('"Victorian" with "not listed" answered adds a period contingency, not period repairs', () => {
    const plain = price('Terraced house, full refurbishment', { sizeSqm: 250, answers: { listed_status: 'neither' } })
    const victorian = price('Victorian terrace, full refurbishment', {
      sizeSqm: 250,
      answers: { listed_status: 'neither' },
    })
    expect(rateIds(victorian)).not.toContain('period_repairs')
    expect(rateIds(victorian)).not.toContain('heritage_works')
    expect(victorian.facts.isListed).toBe(false)
    expect(victorian.contingency.reasons.join(' ')).toMatch(/Period property/)
    // The same work and fees; only the contingency allowance is larger (a few percent, not a priced element).
    expect(victorian.measuredWorksPence).toBe(plain.measuredWorksPence)
    expect(victorian.feesPence).toBe(plain.feesPence)
    expect(victorian.contingency.percent - plain.contingency.percent).toBeLessThanOrEqual(5)
    // A restoration, or a listed building, still prices the period repairs.
    expect(rateIds(price('Victorian terrace', { sizeSqm: 250, answers: { listed_status: 'listed' } }))).toContain(
      'period_repairs',
    )
  })

  test('a repaint lists no kitchen units or sanitaryware anywhere in its result', () => {
    const plan = price('Repaint the living room', { sizeSqm: 20, scope: 'cosmetic' })
    const text = [
      ...plan.lineItems.map((l) => l.description),
      ...plan.assumptions,
      ...plan.exclusions,
      ...plan.drivers.map((d) => `${d.label} ${d.effect}`),
      ...plan.savings.map((s) => `${s.title} ${s.detail}`),
      ...plan.unknowns,
    ].join('\n')
    expect(text).not.toMatch(/kitchen|sanitaryware|bathroom|fittings/i)
  })

  test('a kitchen that keeps its appliances prices none, and says so', () => {
    const kitchen = (description: string) =>
      price(description, { projectType: 'kitchen_renovation', sizeSqm: 10, scope: 'medium' })
    const kept = kitchen('Small galley kitchen refit, keep the existing appliances')
    expect(kept.lineItems.map((l) => l.rateId)).not.toContain('appliances')
    expect(kept.drivers.map((d) => d.label)).toContain('Existing appliances kept')
    expect(kitchen('Small galley kitchen refit').lineItems.map((l) => l.rateId)).toContain('appliances')
    expect(kitchen("Kitchen refit, we won't keep the old appliances").lineItems.map((l) => l.rateId)).toContain(
      'appliances',
    )
  })

  test('an HMO brief that names only the compliance works prices those alone', () => {
    const hmo = (description: string) =>
      price(description, { projectType: 'buy_to_let_preparation', sizeSqm: 80, scope: 'light' })
    const compliance = hmo('HMO licence compliance: fire doors, interlinked alarms, emergency lighting')
    const ids = compliance.lineItems.map((l) => l.rateId)
    expect(compliance.drivers.map((d) => d.label)).toContain(
      'Compliance works only (fire safety and licensing; no refurbishment)',
    )
    expect(ids).toEqual(expect.arrayContaining(['door_fire', 'fire_alarm', 'emergency_lighting']))
    expect(ids).not.toEqual(expect.arrayContaining(['kitchen_units']))
    expect(ids).not.toContain('floor_finish')
    // Naming refurbishment or fittings beside them keeps the refurbishment.
    const refurbished = hmo('HMO licence compliance: fire doors and alarms, and a refurbishment of the kitchen')
    expect(refurbished.lineItems.map((l) => l.rateId)).toContain('kitchen_units')
    expect(refurbished.totalExcVatPence).toBeGreaterThan(2 * compliance.totalExcVatPence)
  })

  test('a kitchen whose units stay prices the worktops and sink on the old carcasses, not a new kitchen', () => {
    const kitchen = (description: string) =>
      price(description, { projectType: 'kitchen_renovation', sizeSqm: 14, scope: 'medium' })
    const kept = kitchen('Replace the worktops with quartz and a new sink, units stay')
    const ids = kept.lineItems.map((l) => l.rateId)
    expect(ids).toEqual(expect.arrayContaining(['worktop_stone', 'kitchen_plumbing']))
    for (const id of ['kitchen_units', 'strip_kitchen', 'appliances', 'kitchen_electrics'])
      expect(ids).not.toContain(id)
    expect(kept.drivers.map((d) => d.label)).toContain('Existing kitchen units kept')
    // Dwellings that stay occupied are not kitchen units kept.
    const flats = price('Refurbish the six flats; the units stay tenanted during the works', {
      projectType: 'multi_unit_development',
      sizeSqm: 400,
    })
    expect(flats.lineItems.map((l) => l.rateId)).toContain('kitchen_units')
    const refit = kitchen('New kitchen with quartz worktops')
    expect(refit.lineItems.map((l) => l.rateId)).toContain('kitchen_units')
    expect(kept.totalExcVatPence).toBeLessThan(refit.totalExcVatPence / 2)
  })

  test('an extension for a utility room and a WC opens to the garden by a door, not a glazed door set', () => {
    const doors = (description: string) =>
      price(description, { projectType: 'extension', sizeSqm: 15, scope: 'medium' })
        .lineItems.map((l) => l.rateId)
        .filter((id) => id === 'glazed_doors_m' || id === 'ext_door')
    expect(doors('Small single storey extension for a utility room and downstairs toilet')).toEqual(['ext_door'])
    expect(doors('Single storey kitchen extension with a utility room')).toEqual(['glazed_doors_m'])
    expect(doors('Single storey rear extension')).toEqual(['glazed_doors_m'])
  })

  test('a walk-in shower instead of the bath is priced as a shower room, not a bath suite', () => {
    const suites = (description: string) =>
      price(description, { projectType: 'bathroom_renovation', sizeSqm: 5, scope: 'medium' })
        .lineItems.map((l) => l.rateId)
        .filter((id) => /_suite$/.test(id))
    expect(suites('Rip out old bathroom, fit walk-in shower instead of bath, tiled floor to ceiling')).toEqual([
      'ensuite_suite',
    ])
    expect(suites('Replace the bath with a walk-in shower')).toEqual(['ensuite_suite'])
    expect(suites('New bathroom with a bath and a separate walk-in shower')).toEqual(['bathroom_suite'])
    expect(suites('New bathroom suite')).toEqual(['bathroom_suite'])
  })

  test('a light refresh that lists surface works replaces no kitchen or bathroom, and says so', () => {
    const fittings = (plan: CostPlan) =>
      plan.lineItems.filter((l) => /^(kitchen_units|appliances|bathroom_suite|strip_kitchen)$/.test(l.rateId))
    const typical = price('Light refresh of the house', { scope: 'light' })
    const surfaces = price('Light refresh before selling: paint throughout, new carpets, fix a few things', {
      scope: 'light',
    })
    // A typical light whole-house refresh replaces them (contractors' light tiers); a list of surface works does not.
    expect(fittings(typical).length).toBeGreaterThan(0)
    expect(fittings(surfaces)).toEqual([])
    expect(surfaces.totalExcVatPence).toBeLessThan(typical.totalExcVatPence / 2)
    expect(surfaces.drivers.map((d) => d.label)).toEqual(
      expect.arrayContaining(['No kitchen in your description', 'No bathroom in your description']),
    )
    expect(surfaces.exclusions.join('\n')).toMatch(/A new kitchen: your description lists the works and names none/)
    expect(surfaces.lineItems.map((l) => l.rateId)).toEqual(expect.arrayContaining(['decoration', 'floor_carpet']))
    // Naming a fitting, or a scope beyond a refresh, keeps them.
    // Naming the kitchen keeps it alone.
    expect(
      fittings(price('Light refresh: paint throughout and a new kitchen', { scope: 'light' })).map((l) => l.rateId),
    ).toEqual(expect.arrayContaining(['kitchen_units']))
    expect(
      fittings(price('Light refresh: paint throughout and a new kitchen', { scope: 'light' })).map((l) => l.rateId),
    ).not.toContain('bathroom_suite')
    expect(fittings(price('Paint throughout, new carpets', { scope: 'medium' })).length).toBeGreaterThan(0)
    // A letting refresh the same way.
    const letting = price('Get the flat ready to let: new carpets and repaint', {
      projectType: 'buy_to_let_preparation',
      sizeSqm: 60,
      scope: 'light',
    })
    expect(fittings(letting)).toEqual([])
  })

  test('a letting refresh whose brief names a new kitchen and bathroom replaces them in full, with their services', () => {
    const named = price('needs new kitchen, new bathroom, redecorate throughout, new carpets before letting', {
      projectType: 'buy_to_let_preparation',
      sizeSqm: 85,
      scope: 'light',
    })
    const line = (rateId: string) => named.lineItems.find((l) => l.rateId === rateId)
    // At the light rung a letting refresh renews a tenth of a kitchen it is not told about: 0.6 m of units, no plumbing.
    expect(line('kitchen_units')!.quantity).toBe(6)
    expect(line('bathroom_suite')!.quantity).toBe(1)
    expect(named.lineItems.map((l) => l.rateId)).toEqual(
      expect.arrayContaining(['kitchen_plumbing', 'kitchen_electrics', 'bathroom_plumbing', 'bathroom_electrics']),
    )
    const unnamed = price('light refresh before letting', {
      projectType: 'buy_to_let_preparation',
      sizeSqm: 85,
      scope: 'light',
    })
    expect(unnamed.lineItems.find((l) => l.rateId === 'kitchen_units')!.quantity).toBeLessThan(1)
  })
})
