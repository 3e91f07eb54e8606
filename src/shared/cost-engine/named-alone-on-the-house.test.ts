import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'
import { SCOPE_QUESTION_ID } from '#shared/smart-questions/question-catalogue'
import { planCostPerSqm } from './cost-per-sqm'
import { pricedAsOf } from './priced-profile'
import { DEFAULT_RATES } from './default-rates'
import type { ProjectType } from './types'

/**
 * A whole house's brief naming one room's fittings (decision 070), or new space (decision 071), and nothing else is
 * that job, at its size. On the house form (90 m², North, scope not stated) "New bathroom" was £22,440 and "New
 * kitchen" £34,208 (the house's light refresh, 85 m² of new floor finish with the room); "Convert the loft into a
 * bedroom with a dormer" and "Single storey rear extension 4m x 5m" £123,064 each, the extensive renovation of the
 * house; "Rear extension for a new kitchen diner with bifolds" £131,115.
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, region: 'north', scopeKnown: false }))
const onItsForm = (projectType: ProjectType, sizeSqm: number, description: string) =>
  estimatorFor(buildCostInput({ projectType, sizeSqm, region: 'north', scopeKnown: false }))({ description })

/** The briefs each job is priced as, by the floor it measures (stated, else its typical size). */
const NAMED_ALONE: Partial<Record<ProjectType, Record<number, string[]>>> = {
  // A room moved is that room's job with its services moved ("Move the kitchen to the back room" was the house's light
  // refresh, £36,546; now £20,152 with the layout change).
  kitchen_renovation: {
    12: [
      'New kitchen',
      'Kitchen renovation',
      'Move the kitchen to the back room',
      // The room the kitchen opens into is where the opening goes (each was the house's extensive renovation,
      // £115,605 on 85 m²).
      'Knock down the wall between the kitchen and dining room and fit a new kitchen',
      'New kitchen and knock through to the dining room',
      // Its own floor said with it (it was the house's light refresh, £33,358 on 85 m²).
      'New kitchen with LVT flooring',
      // "Update" renews it too (it was the house's light refresh, £33,358 on 85 m²).
      'Update the kitchen',
    ],
    20: ['New 20 m2 kitchen'],
  },
  bathroom_renovation: {
    5: [
      'New bathroom',
      'Refit the bathroom',
      'Replace the bath with a walk-in shower',
      'Relocate the bathroom upstairs',
      // A bathroom fitted where there was none, in or off a bedroom (each was the house's extensive renovation,
      // £117,925 on 85 m²).
      'Fit an en-suite in the main bedroom',
      'Add a shower room off the back bedroom',
      // The room's own name is the room, not building work beside it (£117,925, the house's renovation).
      'New shower enclosure and tiles in the en-suite',
    ],
  },
  loft_conversion: {
    28: [
      'Convert the loft into a bedroom with a dormer',
      'Loft conversion with en-suite on our 3 bed semi',
      'Hip to gable loft conversion',
    ],
  },
  extension: {
    20: ['Single storey rear extension 4m x 5m'],
    25: ['Rear extension for a new kitchen diner with bifolds'],
    12: ['Side return extension of 12 m2'],
  },
  basement_conversion: { 40: ['Basement conversion'] },
  // A room of the house made another is that room's job (each was the house's extensive renovation, £110,493 on 85 m²).
  // A spare, box or guest room is a bedroom of the house: each of the spare and box rooms was a single room of 15 m²
  // (£4,657 → £3,999), as "paint the spare room" or "new carpet in the spare room" already measured a bedroom's 12 m².
  bedroom: {
    12: [
      'Convert the dining room into a bedroom',
      'Make the spare room into a nursery',
      'Refurbish the spare room',
      'Spare room makeover',
      'Refurbish the box room',
      'Convert the dining room into a spare room',
    ],
  },
  single_room: { 15: ['Turn the dining room into a home office'] },
  // A house divided into flats is measured on the house.
  house_conversion: { 90: ['Convert the house into two flats'] },
}

describe('one room or new space named alone on the house form', () => {
  it.each(
    Object.entries(NAMED_ALONE).flatMap(([projectType, sizes]) =>
      Object.entries(sizes).flatMap(([sqm, briefs]) =>
        briefs.map((b) => [b, projectType as ProjectType, Number(sqm)] as const),
      ),
    ),
  )('%j is priced as a %s of %i m², as on its own form', (description, projectType, sqm) => {
    const plan = house({ description })
    expect(plan.facts.measuredSqm ?? plan.input.sizeSqm).toBe(sqm)
    expect(plan.totalIncVatPence).toBe(onItsForm(projectType, sqm, description).totalIncVatPence)
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.effect).toMatch(/not as a whole house renovation/)
    // Nothing house-wide: no line measures more floor than the room or space has.
    const floorLines = plan.lineItems.filter((l) => l.unit === 'm2' && /floor/.test(l.rateId))
    expect(Math.max(0, ...floorLines.map((l) => l.quantity))).toBeLessThanOrEqual(sqm)
  })

  it('gives its cost per m² over the room, as the API and the report do', () => {
    const plan = house({ description: 'New bathroom' })
    expect(planCostPerSqm(plan).incVatPence).toBe(plan.costPerSqmPence)
    expect(plan.costPerSqmPence).toBe(Math.round(plan.totalIncVatPence / 5))
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.effect).toContain('(5 m²)')
  })

  it.each([
    '3 bed semi, new kitchen',
    'Two bathrooms to fit',
    'Full renovation and a loft conversion',
    'Rear extension and redecorate throughout',
    // A renovation said of the house, not of the room, is the house's: "Full renovation with new kitchen" was the
    // kitchen alone (£17,669).
    'Full renovation with new kitchen',
    'Renovation including a new kitchen',
    // Another room named with the kitchen is that room's work too, unless it is the room the kitchen opens into. (A
    // trade beside it, "new kitchen and a rewire" or "the living room repainted", is priced beside the kitchen:
    // trades-beside.test.ts.)
    'New kitchen and dining room',
    // A room made a bedroom in a renovation of the house is the house's.
    'Full renovation, convert the dining room into a bedroom',
  ])('%j asks for more: the house', (description) => {
    expect(house({ description }).facts.baseType).toBe('house')
  })

  it.each([
    ['Skim the kitchen ceiling', 'replastering'],
    ['Plaster the ceiling in the kitchen', 'replastering'],
    ['New sockets in the kitchen', 'electrical_works'],
    ['New flooring in the kitchen', 'flooring'],
  ])('%j names the kitchen as where a trade works: that trade’s job (%s)', (description, projectType) => {
    const plan = house({ description })
    expect(plan.facts.baseType).toBe('trade')
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.label).toContain(
      DEFAULT_RATES.profiles[projectType]!.label,
    )
  })

  it('a scope stated, or an answer asking for other work, is the house; the job’s own answers keep the job', () => {
    expect(house({ description: 'New kitchen', scopeKnown: true, scope: 'light' }).facts.baseType).toBe('house')
    expect(house({ description: 'Basement conversion', scopeKnown: true, scope: 'light' }).facts.baseType).toBe('house')
    expect(house({ description: 'New kitchen', answers: { rewiring: 'yes' } }).facts.baseType).toBe('house')
    const ownAnswers = { worktops: 'stone', fittings_quality: 'premium', living_in: 'yes' }
    expect(house({ description: 'New kitchen', answers: ownAnswers }).facts.baseType).toBe('kitchen')
    expect(house({ description: 'Loft conversion', answers: { loft_type: 'dormer' } }).facts.baseType).toBe('loft')
  })

  it('the wizard asks the job’s questions, not the scope or the house’s', () => {
    const asked = (description: string) =>
      analyzeDescription({ description, selectedProjectType: 'whole_house_renovation' }).intelligentQuestions.map(
        (q) => q.id,
      )
    expect(asked('Refit the bathroom')).toEqual(expect.arrayContaining(['fittings_quality']))
    expect(asked('Loft conversion')).toEqual(expect.arrayContaining(['loft_type']))
    for (const brief of ['Refit the bathroom', 'Loft conversion']) {
      expect(asked(brief)).not.toContain(SCOPE_QUESTION_ID)
      expect(asked(brief)).not.toContain('rewiring')
    }
  })
})

/**
 * Two jobs joined by "or" are a choice the client has not made (decision 072, later): the first named is priced as if
 * named alone, and the other is said not to be priced. On the house form (90 m², North, scope not stated, inc VAT)
 * "New kitchen or bathroom" and "Kitchen or bathroom refit" were £45,537, the house's light refresh; "Loft conversion
 * or rear extension" £219,288, the house's extensive renovation.
 */
describe('a choice of jobs named on the house form', () => {
  const choice = (plan: ReturnType<typeof house>) => plan.assumptions.filter((a) => a.includes('offers a choice'))

  it.each([
    ['New kitchen or bathroom', 'New kitchen', 'kitchen_renovation', 'the bathroom is not'],
    ['Kitchen or bathroom refit', 'Kitchen refit', 'kitchen_renovation', 'the bathroom is not'],
    ['Loft conversion or rear extension', 'Loft conversion', 'loft_conversion', 'the rear extension is not'],
    ['Rear extension or loft conversion', 'Rear extension', 'extension', 'the loft conversion is not'],
  ])('%j is priced as %j, the other said not to be priced', (description, first, projectType, said) => {
    const plan = house({ description })
    // £17,669 for the kitchen; £45,960 for the loft.
    expect(plan.totalIncVatPence).toBe(house({ description: first }).totalIncVatPence)
    expect(choice(plan)).toHaveLength(1)
    expect(choice(plan)[0]).toContain(said)
    expect(choice(plan)[0]).toContain('can be priced as its own estimate')
    expect(pricedAsOf('whole_house_renovation', description, DEFAULT_RATES)?.projectType).toBe(projectType)
  })

  it.each([
    // The first (£167,874 in London) and the last were the house's extensive renovation; after a dash the kitchen was
    // already read as renovated.
    ['London medium renovation (kitchen or bathroom remodel)', 'Kitchen remodel', 'the bathroom is not'],
    ['Renovation - kitchen or bathroom', 'Kitchen renovation', 'the bathroom is not'],
    ['Refurbishment: new bathroom or kitchen', 'New bathroom', 'the kitchen is not'],
  ])('%j: the renovation is the job its gloss names, priced as %j', (description, first, said) => {
    const plan = house({ description })
    expect(plan.totalIncVatPence).toBe(house({ description: first }).totalIncVatPence)
    expect(choice(plan)).toHaveLength(1)
    expect(choice(plan)[0]).toContain(said)
  })

  it('reads a gloss naming one job, and keeps one that details the house’s job the house’s', () => {
    expect(house({ description: 'Renovation (kitchen remodel)' }).totalIncVatPence).toBe(
      house({ description: 'Kitchen remodel' }).totalIncVatPence,
    )
    for (const description of [
      'Full renovation (rewire, new kitchen, new bathroom)',
      'Full renovation (rewire, new kitchen)',
    ])
      expect(house({ description }).facts.baseType).toBe('house')
  })

  it('leaves "and" briefs, and "or" inside one job, as they were', () => {
    // The kitchen with the bathroom beside it (£24,721), and the loft with the extension beside it.
    expect(
      house({ description: 'New kitchen and bathroom' }).lineItems.some((l) => l.rateId === 'strip_bathroom'),
    ).toBe(true)
    expect(house({ description: 'Loft conversion and a rear extension' }).facts.measuredSqm).toBe(53)
    for (const description of [
      'New kitchen and bathroom',
      'New kitchen with oak or walnut worktops',
      'New carpet or laminate in the lounge',
      'New bathroom or shower room',
    ])
      expect(choice(house({ description }))).toEqual([])
  })
})
