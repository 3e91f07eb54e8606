import { describe, expect, it } from 'vitest'
import { buildCostInput } from '#tests/factories/cost-input'
import { resolveScope } from '../smart-questions/detect-scope'
import { detectDrivers } from '../smart-questions/detect-drivers'
import { normaliseDescription } from '../text/normalise-description'
import { scanDescription } from './description'
import { DEFAULT_RATES } from './default-rates'
import { estimateCost } from './estimate-cost'
import {
  FIRST_FORM_PROJECT_TYPES,
  PROFESSIONAL_PROJECT_TYPES,
  type CostInput,
  type ProjectType,
  type Scope,
} from './types'

/** Decision 009's lines on scope, and the facts the description readers used to misread. */

const LADDER: Scope[] = ['cosmetic', 'light', 'medium', 'extensive', 'full']
const PUBLIC_TYPES = [...new Set<ProjectType>([...FIRST_FORM_PROJECT_TYPES, ...PROFESSIONAL_PROJECT_TYPES])]

const input = (projectType: ProjectType, over: Partial<CostInput> = {}) => buildCostInput({ projectType, ...over })

describe('the scope ladder', () => {
  it.each(PUBLIC_TYPES)(
    '%s costs more at every rung: decorating < light < refurbishment < extensive < full',
    (type) => {
      const totals = LADDER.map((scope) => estimateCost(input(type, { scope })).totalExcVatPence)
      for (let i = 1; i < totals.length; i++)
        expect(totals[i], `${LADDER[i]} vs ${LADDER[i - 1]}`).toBeGreaterThan(totals[i - 1]!)
    },
  )

  it('decorating only is priced as decorating: no preliminaries, OH&P, fees or structural and services lines', () => {
    // A single trade's smallest job stays that trade's (a part rewire is still electrical work).
    const trade = (type: ProjectType) =>
      DEFAULT_RATES.recipes[DEFAULT_RATES.profiles[type]!.recipeId]!.baseType === 'trade'
    for (const type of PUBLIC_TYPES.filter((t) => !trade(t))) {
      const plan = estimateCost(input(type, { scope: 'cosmetic' }))
      expect(plan.preliminaries.pence, type).toBe(0)
      expect(plan.overheadsProfit.pence, type).toBe(0)
      expect(
        plan.fees.filter((f) => f.id !== 'planning' && f.id !== 'hmo_licence'),
        type,
      ).toEqual([])
      expect(
        plan.lineItems.filter((l) => ['steel_beam', 'rewire', 'boiler', 'heating_distribution'].includes(l.rateId)),
        type,
      ).toEqual([])
    }
  })
})

describe('a repaint brief never prices structural work', () => {
  const briefs = [
    'Repaint the living room',
    'Open plan living room, repaint the walls and ceilings',
    'The open-plan kitchen diner needs repainting and new skirting paint',
  ]
  it.each(briefs)('"%s": read as decorating, for every project type, with no structure or engineer', (brief) => {
    const scope = resolveScope({ description: brief })
    expect(scope).toMatchObject({ scope: 'cosmetic', isKnown: true })
    expect(scanDescription(brief).structural).toBeUndefined()
    for (const type of PUBLIC_TYPES) {
      const plan = estimateCost(input(type, { scope: scope.scope, scopeKnown: true, description: brief }))
      expect(
        plan.lineItems.filter((l) => /^(1|2\.1)$/.test(l.elementCode) || l.rateId === 'steel_beam'),
        type,
      ).toEqual([])
      expect(
        plan.fees.map((f) => f.id),
        type,
      ).not.toContain('structural_engineer')
    }
  })
  it('"open plan" is structural only when something makes it so', () => {
    expect(scanDescription('Knock through to make it open plan').structural).toBe(true)
    expect(scanDescription('We want to create an open-plan kitchen').structural).toBe(true)
    const detect = (t: string) => detectDrivers(normaliseDescription(t), { profile: 'house' } as never)
    expect(detect('repaint the open plan living room').find((d) => d.id === 'structural_walls')).toBeUndefined()
    expect(detect('create an open plan kitchen').find((d) => d.id === 'structural_walls')?.answer).toBe('yes')
  })
})

describe('facts read from the brief', () => {
  const detect = (t: string) =>
    Object.fromEntries(
      detectDrivers(normaliseDescription(t), { profile: 'house', currentYear: 2026 } as never).map((d) => [
        d.id,
        d.answer,
      ]),
    )
  it('a decade dates the property', () => {
    expect(detect('1930s semi. New kitchen.').property_age).toBe('1919_1965')
    expect(detect('The house is 1930s and tired').property_age).toBe('1919_1965')
    expect(detect("A 1890's terrace").property_age).toBe('pre_1919')
  })
  it('a part rewire is not a full rewire', () => {
    expect(detect('rewire the ground floor').rewiring).toBe('no')
    expect(detect('partial rewire of the kitchen').rewiring).toBe('no')
    expect(detect('needs a full rewire').rewiring).toBe('yes')
    expect(scanDescription('rewire the ground floor').rewire).toBeUndefined()
    expect(scanDescription('the house needs a rewire').rewire).toBe(true)
    const part = estimateCost(input('whole_house_renovation', { description: 'rewire the ground floor' }))
    expect(part.lineItems.some((l) => l.rateId === 'rewire')).toBe(false)
  })
  it('a conversion counts the rooms it creates', () => {
    expect(detect('Convert a 4-bed into a 6-bed HMO').rooms_count).toBe('6')
    expect(detect('convert a 3 bed house into 5 lettable rooms').rooms_count).toBe('5')
    expect(detect('a 3 bed semi').rooms_count).toBe('3')
  })
})
