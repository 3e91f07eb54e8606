import { describe, expect, test } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan, ProjectType } from './types'

/**
 * A house brief that lists trades beside fittings ("new kitchen and a rewire") was still the typical extensive
 * renovation (£119k for 90 m² in the Midlands, with new windows, roof repairs and a bathroom); it is that kitchen and
 * rewire with the making good and redecoration they need, about £39k.
 *
 * A scope nobody stated is priced as the type's typical job, unless the description asks for less. A house whose brief
 * lists only fittings and surfaces ("new kitchen, new bathroom, redecoration, carpets") was priced as the typical
 * extensive renovation (£115k for 90 m² in the North, with a rewire, replastering and new heating nobody asked for);
 * it is a refresh with the named kitchen and bathroom, about £40k.
 */
describe('an unstated scope follows what the description lists', () => {
  const est = estimatorFor(buildCostInput({ region: 'north', scopeKnown: false, priceDate: '2025-06-01' }))
  const price = (description: string, projectType: ProjectType = 'whole_house_renovation'): CostPlan =>
    est({ description, projectType, sizeSqm: projectType === 'whole_house_renovation' ? 90 : 15 })
  const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)
  const scopeDriver = (p: CostPlan) => p.drivers.find((d) => d.key === 'scope')!.label

  test('a house brief of fittings and surfaces is a refresh with those fittings, and says why', () => {
    const plan = price('dated but sound: new kitchen, new bathroom, redecoration, carpets')
    expect(plan.facts.scope).toBe('light')
    expect(plan.facts.scopeFromDescription).toBe(true)
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['kitchen_units', 'bathroom_suite', 'decoration']))
    expect(rateIds(plan)).not.toContain('rewire')
    expect(scopeDriver(plan)).toBe('Scope: Light refresh (what your description lists; not stated)')
    expect(plan.totalIncVatPence).toBeLessThan(price('full renovation').totalIncVatPence * 0.5)
    // The range spans the scopes above (the typical job's), not decorating only, which would drop the kitchen.
    expect(plan.range.lowPence).toBeGreaterThan(plan.totalIncVatPence * 0.3)
    expect(plan.range.highPence).toBeGreaterThan(plan.totalIncVatPence * 2)
  })

  // Two or three jobs are each priced beside the others (decision 074, trades-beside.test.ts); four are a list.
  test('a house brief listing four works ("new kitchen, rewire, new boiler and replaster") is a refresh with those works alone', () => {
    const plan = price('new kitchen, rewire, new boiler and replaster')
    expect(plan.facts.scope).toBe('light')
    expect(plan.facts.scopeFromDescription).toBe(true)
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['kitchen_units', 'rewire', 'boiler', 'decoration']))
    // Nothing it does not name: no bathroom, windows, roof or structure.
    for (const unnamed of ['bathroom_suite', 'window', 'roof_repairs', 'layout_change'])
      expect(rateIds(plan)).not.toContain(unnamed)
    expect(plan.exclusions.join('\n')).toMatch(/A new bathroom: your description lists the works and names none/)
    expect(plan.totalIncVatPence).toBeLessThan(price('full renovation').totalIncVatPence * 0.5)
    const four = price('new kitchen and bathroom, rewire and new boiler')
    expect(four.facts.scope).toBe('light')
    expect(rateIds(four)).toEqual(expect.arrayContaining(['kitchen_units', 'bathroom_suite', 'rewire', 'boiler']))
  })

  test.each([
    ['full renovation', 'whole_house_renovation', 'extensive'],
    ['modernise throughout: new kitchen and rewire', 'whole_house_renovation', 'extensive'],
    // Compliance works beyond fire safety (licensing) keep the house's typical job; fire doors and alarms beside a
    // kitchen are small works priced beside it (small-works.test.ts).
    ['new kitchen, fire doors and licensing works', 'whole_house_renovation', 'extensive'],
    ['high-end designer kitchen', 'kitchen_renovation', 'medium'],
  ] as const)('%j on %s is still the typical job', (description, projectType, typical) => {
    const plan = price(description, projectType)
    expect(plan.facts.scope).toBe(typical)
    expect(plan.facts.scopeFromDescription).toBe(false)
    expect(scopeDriver(plan)).toContain('(typical job; not stated)')
  })
})
