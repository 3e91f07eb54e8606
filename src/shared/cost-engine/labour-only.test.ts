import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { scanDescription } from './description'
import type { CostPlan, ProjectType } from './types'

/**
 * Labour only said (decision 076): the owner supplies the materials, so each line is priced at its item's labour and
 * plant share, the materials nil; a provisional sum stays whole; the estimate says so. Each brief priced as POST
 * /api/estimates prices it (North, mid quality, the scope read from the brief by `resolveScope`); figures before →
 * after are the route's on 29 November 2026, inc VAT (the pence asserted are this factory's input, as the neighbouring
 * tests').
 */
const onItsForm = (projectType: ProjectType, sizeSqm: number, description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  const input = buildCostInput({ projectType, sizeSqm, region: 'north' as never, scope, scopeKnown: isKnown })
  return estimatorFor(input)({ description })
}
const lines = (p: CostPlan) => p.lineItems.map((l) => `${l.rateId} ${l.quantity}`).sort()
const materialsPence = (p: CostPlan) => p.lineItems.reduce((sum, l) => sum + l.materialsPence, 0)
const SAID = 'Labour only, as the description says: materials supplied by you are not priced.'

describe('labour only said', () => {
  it.each([
    ['decorating', 80],
    ['whole_house_renovation', 85],
  ] as const)('"Repaint the living room, labour only" on the %s form (%i m²): the decorator’s labour', (form, sqm) => {
    // £548 (52.6 m² of walls and ceiling at the decorating rate, 80% of it labour) → £439.
    const plan = onItsForm(form, sqm, 'Repaint the living room, labour only')
    expect(lines(plan)).toEqual(['decoration 52.62'])
    expect(materialsPence(plan)).toBe(0)
    expect(plan.lineItems[0]!.description).toMatch(/\(labour only\)$/)
    expect(plan.assumptions).toContain(SAID)
    expect(plan.drivers.map((d) => d.key)).toContain('labour_only')
    expect(plan.totalIncVatPence).toBe(42_118)
  })

  it('"Paint the lounge walls and ceiling, paint extra" (decorating form, 18 m²): the paint is the owner’s', () => {
    // £548 → £439, as "labour only".
    const plan = onItsForm('decorating', 18, 'Paint the lounge walls and ceiling, paint extra')
    expect(lines(plan)).toEqual(['decoration 52.62'])
    expect(materialsPence(plan)).toBe(0)
    expect(plan.totalIncVatPence).toBe(42_118)
  })

  it('"Rewire the house, labour only" (whole house, 85 m²): the electrician’s and plasterer’s labour', () => {
    // £6,184 (43 points and the chases made good) → £4,329 (£4,211 since uk-rates-2026.102: the chases made good on
    // the walls measured round the room schedule's rooms).
    const plan = onItsForm('whole_house_renovation', 85, 'Rewire the house, labour only')
    expect(lines(plan)).toEqual(['plaster_walls 11.06', 'rewire 43'])
    expect(materialsPence(plan)).toBe(0)
    expect(plan.lineItems.every((l) => l.labourPence + l.plantPence === l.totalPence)).toBe(true)
    expect(plan.totalIncVatPence).toBe(421_106)
  })

  it('"Fit my kitchen, labour only, I’ve bought the units": the appliances are goods the owner buys too', () => {
    const plan = onItsForm('kitchen_renovation', 12, "Fit my kitchen, labour only, I've bought the units")
    const appliances = plan.lineItems.find((l) => l.rateId === 'appliances')!
    expect(appliances.isProvisionalSum).toBe(true)
    // The fitting's labour (10% of the provisional sum) stays; the goods are the owner's.
    expect(appliances.materialsPence).toBe(0)
    expect(appliances.description).toMatch(/\(labour only\)$/)
    expect(plan.lineItems.every((l) => l.materialsPence === 0)).toBe(true)
  })

  it('keeps a provisional sum for work not yet defined whole: a listed building’s specialist works', () => {
    const plan = onItsForm('whole_house_renovation', 85, 'Grade II listed cottage, full renovation, labour only')
    const heritage = plan.lineItems.find((l) => l.rateId === 'heritage_works')!
    expect(heritage.isProvisionalSum).toBe(true)
    expect(heritage.materialsPence).toBeGreaterThan(0)
    expect(heritage.description).not.toMatch(/labour only/)
    expect(plan.lineItems.filter((l) => !l.isProvisionalSum).every((l) => l.materialsPence === 0)).toBe(true)
  })
})

describe('labour and materials', () => {
  it('"Repaint the living room with labour and materials" is priced with its materials', () => {
    // £548 → £548.
    const plan = onItsForm('decorating', 80, 'Repaint the living room with labour and materials')
    expect(lines(plan)).toEqual(['decoration 52.62'])
    expect(materialsPence(plan)).toBeGreaterThan(0)
    expect(plan.assumptions).not.toContain(SAID)
    expect(plan.totalIncVatPence).toBe(52_662)
  })

  it.each([
    ['labour only', true],
    ['labour-only rewire', true],
    ['(labour, paint extra, ex vat)', true],
    ['materials not included', true],
    ['the paint is extra', true],
    ['materials supplied by the client', true],
    ['customer supplies materials', true],
    ["I'll supply the paint", true],
    ['we will buy the materials', true],
    ['labour and materials', false],
    ['materials and labour', false],
    ['supply and fit a new kitchen', false],
    ['paint extra coats on the ceiling', false],
    ['not labour only, supply and fit please', false],
  ])('"%s" says labour only: %s', (brief, said) => {
    expect(!!scanDescription(brief).labour_only).toBe(said)
  })
})
