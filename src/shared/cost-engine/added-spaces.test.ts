import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { pricedAsOf } from './priced-profile'
import { DEFAULT_RATES } from './default-rates'
import type { CostPlan, ProjectType } from './types'

/**
 * New space named beside other work is priced beside it (decision 072). On the house form (90 m², North, scope not
 * stated) "Full renovation and a loft conversion" was £123,064 and "Loft conversion and a rear extension" £123,064:
 * the house's renovation, with no loft and no extension in it; "Loft conversion and new kitchen" £45,960, the loft
 * with no kitchen.
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, region: 'north', scopeKnown: false }))
/** The house form as the bathrooms' reading was priced (decision 072, later uk-rates-2026.99): 29 November 2026. */
const houseToday = estimatorFor(
  buildCostInput({ sizeSqm: 90, region: 'north', scopeKnown: false, priceDate: '2026-11-29' }),
)
const onItsForm = (projectType: ProjectType, sizeSqm: number, description: string) =>
  estimatorFor(buildCostInput({ projectType, sizeSqm, region: 'north', scopeKnown: false }))({ description })

const linesOf = (plan: CostPlan, label: string) => plan.lineItems.filter((l) => l.description.startsWith(`${label}: `))
const feeIds = (plan: CostPlan) => plan.fees.map((f) => f.id)

describe('new space named beside other work', () => {
  it('prices a renovation and a loft conversion as both: the house, and the loft on its own take-off', () => {
    const both = house({ description: 'Full renovation and a loft conversion' })
    const renovation = house({ description: 'Full renovation' })
    const loft = onItsForm('loft_conversion', 28, 'Loft conversion')
    expect(both.facts.baseType).toBe('house')
    expect(linesOf(both, 'Loft conversion').map((l) => l.rateId)).toEqual(
      expect.arrayContaining(['loft_floor', 'loft_steels', 'loft_stairs']),
    )
    expect(both.lineItems.some((l) => l.rateId === 'rewire')).toBe(true)
    // One builder's price: more than either job, no more than the two priced apart (one set of appointments).
    expect(both.totalIncVatPence).toBeGreaterThan(renovation.totalIncVatPence + loft.totalIncVatPence * 0.85)
    expect(both.totalIncVatPence).toBeLessThanOrEqual(renovation.totalIncVatPence + loft.totalIncVatPence)
    expect(both.assumptions.join(' ')).toContain('Loft conversion priced as its own part of the works')
    expect(both.drivers.find((d) => d.key === 'added_space:loft_conversion')?.label).toBe(
      'Also priced: loft conversion (28 m²)',
    )
    expect((both.roomSchedule ?? []).some((r) => r.name.startsWith('Loft conversion: '))).toBe(true)
    // Cost per m² is over the house's 90 m² and the loft's new 28 m².
    expect(both.facts.measuredSqm).toBe(118)
  })

  it('prices the first of two new spaces joined by "or" beside the house, and says the other is not priced', () => {
    // It was £219,288 (North, inc VAT), the house with both the loft and the extension; it is £166,273, the house and
    // the loft, as "Full renovation and a loft conversion".
    const plan = house({ description: 'Full renovation and a loft conversion or rear extension' })
    expect(plan.totalIncVatPence).toBe(house({ description: 'Full renovation and a loft conversion' }).totalIncVatPence)
    expect(linesOf(plan, 'Extension')).toEqual([])
    expect(plan.assumptions.join(' ')).toContain('the rear extension is not, and can be priced as its own estimate')
  })

  it('prices two new spaces named alone as the first, with the second beside it, as on the first one’s form', () => {
    const plan = house({ description: 'Loft conversion and a rear extension' })
    expect(plan.facts.baseType).toBe('loft')
    // The floor the works make: the loft's 28 m² and the extension's typical 25 m² (cost per m² was over the loft's).
    expect(plan.facts.measuredSqm).toBe(53)
    expect(plan.costPerSqmPence).toBe(Math.round(plan.totalIncVatPence / 53))
    expect(linesOf(plan, 'Extension').map((l) => l.rateId)).toEqual(
      expect.arrayContaining(['foundations_strip', 'ground_slab', 'glazed_doors_m']),
    )
    expect(plan.totalIncVatPence).toBe(
      onItsForm('loft_conversion', 28, 'Loft conversion and a rear extension').totalIncVatPence,
    )
    // The wizard asks the loft's questions, not the house's scope.
    expect(
      pricedAsOf('whole_house_renovation', 'Loft conversion and a rear extension', DEFAULT_RATES)?.projectType,
    ).toBe('loft_conversion')
  })

  it.each([
    ['Rewire and a loft conversion', 'trade', 'Loft conversion'],
    ['Loft conversion and new kitchen', 'kitchen', 'Loft conversion'],
    ['Rear extension and redecorate throughout', 'house', 'Extension'],
  ])('%j: the other work (%s) and the new space beside it', (description, baseType, label) => {
    const plan = house({ description })
    expect(plan.facts.baseType).toBe(baseType)
    expect(linesOf(plan, label).length).toBeGreaterThan(5)
  })

  it.each([
    ['New kitchen and bathroom', 'kitchen', 'Bathroom renovation', 'kitchen_renovation'],
    ['Modernise the bathroom and kitchen', 'bathroom', 'Kitchen renovation', 'bathroom_renovation'],
    // "refit" is said of the bathroom: its refit is the main job, the kitchen beside it.
    ['Kitchen and bathroom refit', 'bathroom', 'Kitchen renovation', 'bathroom_renovation'],
  ])(
    '%j is one room’s job (%s) with the other room beside it, not the house’s refresh',
    (description, baseType, label, main) => {
      // Was £45,538 on the house form: the house's light refresh, every floor and wall of the house with the two rooms.
      const plan = house({ description })
      expect(plan.facts.baseType).toBe(baseType)
      expect(linesOf(plan, label).length).toBeGreaterThan(3)
      const apart =
        onItsForm('kitchen_renovation', 12, 'New kitchen').totalIncVatPence +
        onItsForm('bathroom_renovation', 5, 'New bathroom').totalIncVatPence
      expect(plan.totalIncVatPence).toBeGreaterThan(apart * 0.9)
      expect(plan.totalIncVatPence).toBeLessThanOrEqual(apart * 1.05)
      expect(pricedAsOf('whole_house_renovation', description, DEFAULT_RATES)?.projectType).toBe(main)
    },
  )

  it.each([
    // £45,538 each (90 m², North, inc VAT): the house's light refresh, every floor and wall of it → £31,772, the
    // kitchen's job with the bathroom's beside it on the house's two bathrooms (a bathroom per 60 m²) or the two said.
    ['New kitchen and refit the bathrooms', 'kitchen', 'Bathroom renovation', 'kitchen_renovation'],
    ['New kitchen and two new bathrooms', 'kitchen', 'Bathroom renovation', 'kitchen_renovation'],
    ['Refit the kitchen and both bathrooms', 'kitchen', 'Bathroom renovation', 'kitchen_renovation'],
    // "refit" is said of the bathrooms first: their refit is the main job, the kitchen beside it.
    ['Refit the bathrooms and the kitchen', 'bathroom', 'Kitchen renovation', 'bathroom_renovation'],
  ])(
    '%j is one room’s job (%s) with the other beside it, the bathrooms measured as two (decision 072, later)',
    (description, baseType, label, main) => {
      const plan = houseToday({ description })
      expect(plan.facts.baseType).toBe(baseType)
      expect(linesOf(plan, label).length).toBeGreaterThan(3)
      const suites = plan.lineItems.filter((l) => l.rateId === 'bathroom_suite').map((l) => l.quantity)
      expect(suites).toEqual([2])
      // The kitchen's 12 m² and the two bathrooms' 5 m² each.
      expect(plan.facts.measuredSqm).toBe(22)
      expect(Math.round(plan.totalIncVatPence / 100)).toBe(31_772)
      expect(pricedAsOf('whole_house_renovation', description, DEFAULT_RATES)?.projectType).toBe(main)
    },
  )

  it.each([
    'New kitchen and refit the en-suites',
    'New kitchen and refit the en suites',
    'New kitchen and refit the two ensuites',
    'Refit the kitchen and both en-suites',
  ])('%j is the kitchen’s job with the two en-suites beside it, not the house’s renovation', (description) => {
    // Was the house's extensive renovation (£168k on 90 m² in London): en-suites were not a bathroom beside the kitchen.
    const plan = houseToday({ description })
    expect(plan.facts.baseType).toBe('kitchen')
    const suites = linesOf(plan, 'Bathroom renovation').filter((l) => l.rateId.endsWith('_suite'))
    expect(suites.map((l) => l.quantity)).toEqual([2])
    expect(plan.facts.measuredSqm).toBe(22)
    expect(pricedAsOf('whole_house_renovation', description, DEFAULT_RATES)?.projectType).toBe('kitchen_renovation')
  })

  it('prices one en-suite refitted beside a kitchen as one, and a new space’s own en-suite once, with the space', () => {
    const one = houseToday({ description: 'New kitchen and refit the en-suite' })
    expect(one.facts.baseType).toBe('kitchen')
    expect(linesOf(one, 'Bathroom renovation').find((l) => l.rateId.endsWith('_suite'))?.quantity).toBe(1)
    // The loft's en-suite is the loft's (its recipe fits one), not a bathroom refitted beside it as well.
    for (const room of ['an en-suite', 'a bathroom']) {
      const plan = houseToday({ description: `New kitchen and a loft conversion with ${room}` })
      expect(linesOf(plan, 'Bathroom renovation')).toEqual([])
      expect(linesOf(plan, 'Loft conversion').some((l) => l.rateId === 'ensuite_suite')).toBe(true)
    }
  })

  /** The house form in London, as the en-suites formed were priced (decision 072, later uk-rates-2026.101). */
  const londonToday = estimatorFor(
    buildCostInput({ sizeSqm: 90, region: 'london', scopeKnown: false, priceDate: '2026-11-29' }),
  )
  const pounds = (plan: CostPlan) => Math.round(plan.totalIncVatPence / 100)
  /** The forming work the en-suite formed alone prices: its partitions, its door, the new soil and water runs. */
  const FORMING = ['stud_partition', 'door_internal', 'layout_change']

  it.each([
    'New kitchen and add an en-suite',
    'New kitchen and fit an en-suite',
    'Refit the kitchen and form an en-suite',
    'New kitchen and a new en-suite to the main bedroom',
  ])('%j is the kitchen’s job with the en-suite beside it, priced as it alone is', (description) => {
    // Was the house's extensive renovation, £181,358 (90 m², London, inc VAT) for all but the last (the kitchen with
    // the en-suite already): an en-suite formed was blanked where rooms were read, so the kitchen was named alone.
    const plan = londonToday({ description })
    expect(plan.facts.baseType).toBe('kitchen')
    const enSuite = description.replace(/^.*kitchen and /, '')
    const kitchen = londonToday({ description: 'New kitchen' })
    const alone = londonToday({ description: enSuite[0]!.toUpperCase() + enSuite.slice(1) })
    expect(alone.facts.baseType).toBe('bathroom')
    // The en-suite's lines are those it alone prices, its forming work with them where it is formed.
    const bathroomLines = linesOf(plan, 'Bathroom renovation').map((l) => [l.rateId, l.quantity])
    expect(bathroomLines.sort()).toEqual(alone.lineItems.map((l) => [l.rateId, l.quantity]).sort())
    const apart = kitchen.totalIncVatPence + alone.totalIncVatPence
    expect(plan.totalIncVatPence).toBeGreaterThanOrEqual(apart * 0.9)
    expect(plan.totalIncVatPence).toBeLessThanOrEqual(apart * 1.05)
    expect(pricedAsOf('whole_house_renovation', description, DEFAULT_RATES)?.projectType).toBe('kitchen_renovation')
  })

  it('prices the en-suite formed beside a kitchen with its forming work, and beside a bathroom as a second bathroom', () => {
    // £181,358 → £38,015: the kitchen (£24,103) and the en-suite formed (£13,912), its partitions, door and new runs.
    const plan = londonToday({ description: 'New kitchen and add an en-suite' })
    expect(pounds(plan)).toBe(38_015)
    expect(pounds(londonToday({ description: 'Add an en-suite' }))).toBe(13_912)
    const formed = linesOf(plan, 'Bathroom renovation').map((l) => l.rateId)
    expect(formed).toEqual(expect.arrayContaining([...FORMING, 'ensuite_suite']))
    expect(formed).not.toContain('strip_bathroom')
    expect(plan.facts.measuredSqm).toBe(17)
    // £14,853 → £23,531: one bathroom formed, the bathroom there now not refitted, was all it priced; now the bathroom
    // refitted (£9,619) with the en-suite formed beside it (£13,912).
    const two = londonToday({ description: 'New bathroom and add an en-suite' })
    expect(two.facts.baseType).toBe('bathroom')
    expect(pounds(two)).toBe(23_531)
    expect(two.lineItems.filter((l) => l.rateId.endsWith('_suite')).map((l) => l.rateId)).toEqual([
      'bathroom_suite',
      'ensuite_suite',
    ])
    expect(linesOf(two, 'Bathroom renovation').map((l) => l.rateId)).toEqual(expect.arrayContaining(FORMING))
    expect(two.lineItems.some((l) => l.rateId === 'strip_bathroom' && !l.description.startsWith('Bathroom'))).toBe(true)
    expect(pricedAsOf('whole_house_renovation', 'New bathroom and add an en-suite', DEFAULT_RATES)?.projectType).toBe(
      'bathroom_renovation',
    )
    // £38,956 → £47,634: with the kitchen too, all three rooms, each in its own clause (£24,103 + £9,619 + £13,912).
    const three = londonToday({ description: 'New kitchen, new bathroom and add an en-suite' })
    expect(three.facts.baseType).toBe('kitchen')
    expect(pounds(three)).toBe(47_634)
    expect(three.lineItems.filter((l) => l.rateId.endsWith('_suite')).map((l) => l.rateId)).toEqual([
      'bathroom_suite',
      'ensuite_suite',
    ])
  })

  it('keeps an en-suite formed in a new space the space’s, and beside a renovation the house’s', () => {
    // Unchanged: £86,798 (the kitchen and the loft with its en-suite), £181,358 (the house's renovation; £187,694 since uk-rates-2026.102, its walls measured round
    // the room schedule's rooms), £17,973 (the
    // dining room made a bedroom beside the en-suite formed in it).
    const loft = londonToday({ description: 'New kitchen and a loft conversion with an en-suite' })
    expect(loft.facts.baseType).toBe('kitchen')
    expect(linesOf(loft, 'Bathroom renovation')).toEqual([])
    expect(pounds(loft)).toBe(86_798)
    const renovation = londonToday({ description: 'Full renovation and add an en-suite' })
    expect(renovation.facts.baseType).toBe('house')
    expect(pounds(renovation)).toBe(187_694)
    const bedroom = londonToday({ description: 'Convert the dining room into a bedroom with en-suite' })
    expect(bedroom.facts.baseType).toBe('bathroom')
    expect(pounds(bedroom)).toBe(17_973)
  })

  it.each([
    // [brief, its jobs as each alone is briefed, figure before, figure now]
    ['Rewire and fit an en-suite', ['Rewire', 'Fit an en-suite'], 181_358, 22_470],
    ['Add an en-suite and refurbish the lounge', ['Add an en-suite', 'Refurbish the lounge'], 181_358, 21_439],
    ['Fit an en-suite and replaster the bedroom', ['Fit an en-suite', 'Replaster the bedroom'], 181_358, 15_638],
    ['Full rewire, new boiler and add an en-suite', ['Full rewire and new boiler', 'Add an en-suite'], 167_657, 26_642],
    // The bathroom's job had both bathroom clauses as one, read as one bathroom formed: the bathroom not refitted.
    [
      'New kitchen, new bathroom, add an en-suite and a full rewire',
      ['New kitchen', 'New bathroom', 'Add an en-suite', 'Full rewire'],
      47_423,
      56_192,
    ],
    // Four jobs of three kinds (the bathroom refitted and the en-suite formed are the bathroom's job, two bathrooms).
    [
      'New bathroom, add an en-suite, rewire and new boiler',
      ['New bathroom', 'Add an en-suite', 'Full rewire and new boiler'],
      145_637,
      36_261,
    ],
  ] as [string, string[], number, number][])(
    '%j prices the en-suite formed beside a trade or a room lived in as each alone is',
    (brief, alone, was, now) => {
      // Was the house's extensive renovation but with a kitchen (90 m², London, inc VAT): an en-suite formed was blanked
      // where a room was read beside a trade or a room lived in, so nothing was left beside them but the house.
      const plan = londonToday({ description: brief })
      expect(pounds(plan)).not.toBe(was)
      expect(pounds(plan)).toBe(now)
      expect(plan.facts.baseType).not.toBe('house')
      const apart = alone.reduce((sum, description) => sum + pounds(londonToday({ description })), 0)
      expect(Math.abs(pounds(plan) - apart)).toBeLessThanOrEqual(apart * 0.05)
      // The en-suite formed is priced with its forming work, its suite a shower room's, as "Add an en-suite" alone is.
      const rateIds = plan.lineItems.map((l) => l.rateId)
      expect(rateIds).toEqual(expect.arrayContaining([...FORMING, 'ensuite_suite']))
      // No kitchen nor rewire the brief did not ask for (the house's were), and a bathroom refitted beside it is
      // refitted: its suite, and the suite there now stripped out.
      expect(rateIds.includes('kitchen_units')).toBe(alone.includes('New kitchen'))
      expect(rateIds.includes('rewire')).toBe(alone.some((d) => /rewire/i.test(d)))
      const refitted = alone.includes('New bathroom')
      expect(rateIds.includes('bathroom_suite')).toBe(refitted)
      expect(rateIds.includes('strip_bathroom')).toBe(refitted)
    },
  )

  it('keeps one bathroom one, the bathrooms alone the bathroom’s job, and a renovation said the house’s', () => {
    // Unchanged: £24,721 (the kitchen, one bathroom beside it), £14,103 (two bathrooms), £123,064 (the house; £126,706 since uk-rates-2026.102).
    expect(Math.round(houseToday({ description: 'New kitchen and new bathroom' }).totalIncVatPence / 100)).toBe(24_721)
    expect(Math.round(houseToday({ description: 'Refit the bathrooms' }).totalIncVatPence / 100)).toBe(14_103)
    const renovation = houseToday({ description: 'Full renovation with a new kitchen and two bathrooms' })
    expect(renovation.facts.baseType).toBe('house')
    expect(Math.round(renovation.totalIncVatPence / 100)).toBe(126_706)
  })

  it('measures an added space at the size its own words give, else its typical size', () => {
    const stated = house({ description: 'Full renovation of the 90 m2 house and a 4m x 5m rear extension' })
    const typical = house({ description: 'Full renovation and a rear extension' })
    const slab = (plan: CostPlan) => linesOf(plan, 'Extension').find((l) => l.rateId === 'ground_slab')?.quantity
    expect(slab(stated)).toBe(20)
    expect(slab(typical)).toBe(25)
    expect(stated.assumptions.join(' ')).toContain('20 m² (the size your description gives)')
  })

  it('keeps the added space’s words its own: the house gets no bi-folds, the extension its one set', () => {
    const plan = house({ description: 'Full renovation, plus a rear extension with bifolds' })
    const glazed = ['bifold', 'glazed_doors_m']
    expect(plan.lineItems.filter((l) => glazed.includes(l.rateId)).map((l) => l.description)).toEqual([
      expect.stringMatching(/^Extension: /),
    ])
  })

  it('appoints each consultant once, and hangs the loft’s fire doors in the house’s doorways, not beside new doors', () => {
    const plan = house({ description: 'Full renovation and a loft conversion' })
    for (const id of new Set(feeIds(plan))) expect(feeIds(plan).filter((f) => f === id)).toHaveLength(1)
    expect(feeIds(plan)).toEqual(expect.arrayContaining(['design', 'structural_engineer', 'building_control']))
    const doors = plan.lineItems.find((l) => l.rateId === 'door_internal')
    const renovationDoors = house({ description: 'Full renovation' }).lineItems.find(
      (l) => l.rateId === 'door_internal',
    )
    expect(doors?.quantity).toBe((renovationDoors?.quantity ?? 0) - 2)
    expect(doors?.working).toContain('less 2 hung as fire doors (Loft conversion)')
  })

  it.each(['Loft conversion and a rear extension', 'Full renovation and a loft conversion'])(
    '%j keeps every total the sum of what it shows, and the likely figure inside its range',
    (description) => {
      const plan = house({ description })
      expect(plan.lineItems.reduce((s, l) => s + l.totalPence, 0)).toBe(plan.measuredWorksPence)
      expect(plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence + plan.feesPence).toBe(
        plan.totalExcVatPence,
      )
      expect(plan.range.lowPence).toBeLessThan(plan.totalIncVatPence)
      expect(plan.range.highPence).toBeGreaterThan(plan.totalIncVatPence)
    },
  )

  it('reads a space named as one already built as where the work is, not a new space', () => {
    // "Replace the flat roof on the back extension" was a new 25 m² extension beside the house's renovation (£163,102).
    for (const description of [
      'Replace the flat roof on the back extension',
      'Bifold doors into the existing rear extension',
      'Repaint the kitchen extension',
      'New windows in the loft conversion',
    ]) {
      const plan = house({ description })
      expect(
        plan.drivers.some((d) => d.key.startsWith('added_space:')),
        description,
      ).toBe(false)
      expect(['extension', 'loft'], description).not.toContain(plan.facts.baseType)
    }
    expect(house({ description: 'Rear extension with bifolds in the new extension' }).facts.baseType).toBe('extension')
    // Nor is it renovation work: the kitchen extension repainted is one room decorated, at the scope the forms read
    // from the brief (it was the house's extensive renovation, £110,493 on 85 m²).
    const repaint = 'Repaint the kitchen extension'
    const { scope, isKnown } = resolveScope({ description: repaint })
    expect(house({ description: repaint, scope, scopeKnown: isKnown }).facts.baseType).toBe('cosmetic')
  })

  it('leaves one new space named alone, and a house brief naming none, as they were', () => {
    expect(house({ description: 'Loft conversion' }).totalIncVatPence).toBe(
      onItsForm('loft_conversion', 28, 'Loft conversion').totalIncVatPence,
    )
    const renovation = house({ description: 'Full renovation' })
    expect(
      renovation.lineItems.filter((l) => /^(?:Loft conversion|Extension|Basement conversion): /.test(l.description)),
    ).toEqual([])
  })
})
