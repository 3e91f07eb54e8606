import { describe, expect, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan } from './types'

/**
 * Windows and doors named together are the house's openings, a windows and doors company's job: the windows trade's,
 * the outside doors priced with the windows (openings.ts, decision 074 later). On 85 m² (North, scope not stated)
 * "Replace all windows and external doors" and "New windows and doors throughout" priced the windows alone (£4,371),
 * "new front and back doors and windows" one door (£1,219) and "uPVC windows and composite front door" the house's
 * typical extensive renovation (£110,493).
 */
const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId).sort()
const quantityOf = (p: CostPlan, rateId: string) => p.lineItems.find((l) => l.rateId === rateId)?.quantity
const driver = (p: CostPlan, key: string) => p.drivers.find((d) => d.key === key)

describe('windows and outside doors named together', () => {
  test.each([
    ['Replace all windows and external doors', 2],
    ['New windows and doors throughout', 2],
    ['new front and back doors and windows', 2],
    ['replace the windows and the back door', 1],
    ['double glazing and new external doors', 2],
    ['uPVC windows and composite front door', 1],
  ])("%j is the windows trade's job with %i outside doors", (description, doors) => {
    expect(resolveScope({ description }).isKnown).toBe(false)
    const plan = house({ description })
    expect(plan.facts.baseType).toBe('trade')
    expect(rateIds(plan)).toEqual(['ext_door', 'window'])
    expect(quantityOf(plan, 'window')).toBe(9)
    expect(quantityOf(plan, 'ext_door')).toBe(doors)
    expect(driver(plan, 'sole_trade')?.label).toBe("Priced as one trade's job: Replacement windows")
    expect(driver(plan, 'openings')?.effect).toContain('the outside doors are priced with the windows')
    expect(plan.drivers.filter((d) => d.key.startsWith('added_space:'))).toEqual([])
  })

  test('doors said without a number or a side are a pair, front and back, and the plan says so', () => {
    const door = house({ description: 'New windows and doors throughout' }).lineItems.find(
      (l) => l.rateId === 'ext_door',
    )
    expect(door?.working).toBe('a pair, the front and the back (the description names doors, not how many)')
    const back = house({ description: 'replace the windows and the back door' })
    expect(back.lineItems.find((l) => l.rateId === 'ext_door')?.working).toBe(
      '1 outside door, as the description names them',
    )
  })

  test.each([
    'New windows and internal doors throughout',
    'Replace the windows and interior doors',
    'New windows and doors inside',
  ])("%j: the internal doors are the joiner's, priced beside the windows, and no outside door", (description) => {
    const plan = house({ description })
    expect(rateIds(plan)).toEqual(['door_internal', 'window'])
    expect(driver(plan, 'added_space:small_works')?.label).toBe('Also priced: small works (priced as named)')
  })

  test('windows alone, or windows and doors kept, price no outside door', () => {
    expect(rateIds(house({ description: 'Replace all windows' }))).toEqual(['window'])
    expect(rateIds(house({ description: 'Keep the windows and doors, full rewire' }))).not.toContain('ext_door')
    expect(rateIds(house({ description: 'New kitchen, windows and doors are fine' }))).not.toContain('window')
  })

  test('windows and doors beside another trade are the windows trade beside it, doors included', () => {
    const plan = house({ description: 'Full rewire, new windows and doors' })
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['rewire', 'window', 'ext_door']))
    expect(quantityOf(plan, 'ext_door')).toBe(2)
  })
})

describe('windows counted or said one by one', () => {
  const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
  const windows = (p: CostPlan) => p.lineItems.filter((l) => l.rateId === 'window').map((l) => l.quantity)
  test.each([
    // It was the house's typical renovation with "some windows (about 40%)" (£104,071 on 85 m², North).
    ['Replace two windows', 2],
    // Each was the house's typical extensive renovation (£110,493).
    ['Replace the front window', 1],
    ['New bay window', 1],
    // It was a bathroom refit (£7,052): the room's window is no refit.
    ['Replace the bathroom window', 1],
  ])('%j is the windows trade, %d priced', (description, count) => {
    const plan = house({ description })
    expect(plan.facts.baseType).toBe('trade')
    expect(windows(plan)).toEqual([count])
    expect(plan.lineItems.map((l) => l.rateId)).not.toContain('kitchen_units')
  })

  test.each([
    // Two windows ranged £322-£3,353 (10× from low to high): the scope's rungs replaced a share of two windows, and
    // hung a front and back door at the top.
    ['Replace two windows', 2],
    ['Replace all 12 windows', 12],
  ])('%j ranges as the measured band around the windows counted, no doors', (description, count) => {
    const plan = house({ description })
    expect(windows(plan)).toEqual([count])
    expect(plan.range.highPence / plan.range.lowPence).toBeLessThan(3)
    expect(plan.range.lowPence).toBeLessThan(plan.totalIncVatPence)
    expect(plan.range.highPence).toBeGreaterThan(plan.totalIncVatPence)
  })

  // Each was the house's typical extensive renovation (£106,656 at the test's price date).
  test.each(['Replace the front and back windows', 'New front and rear windows'])(
    "%j is the windows trade: the house's windows, front and back",
    (description) => {
      const plan = house({ description })
      expect(plan.facts.baseType).toBe('trade')
      expect(windows(plan)).toEqual([9])
    },
  )

  test('all windows said are all of them at every rung: the low end replaces no share', () => {
    const plan = house({ description: 'Replace all windows' })
    // The low end was a fifth of the windows (£1,243 against a likely £4,219).
    expect(plan.range.lowPence).toBeGreaterThan(0.5 * plan.totalIncVatPence)
  })

  // It was the house's typical extensive renovation (£105,904 on 85 m², North).
  test.each(['Replace some windows', 'Replace a few windows'])(
    "%j is the windows trade, about 40%% of the house's windows",
    (description) => {
      const plan = house({ description })
      expect(plan.facts.baseType).toBe('trade')
      expect(windows(plan)).toEqual([4])
      expect(plan.totalIncVatPence).toBeLessThan(house({ description: 'Replace all windows' }).totalIncVatPence)
    },
  )

  test('one rooflight said is one; the kind of loft is not a count', () => {
    const rooflights = (p: CostPlan) => p.lineItems.filter((l) => /^rooflight/.test(l.rateId)).map((l) => l.quantity)
    // It was a pair (£3,778).
    expect(rooflights(house({ description: 'New velux window in the loft' }))).toEqual([1])
    const loft = house({ projectType: 'loft_conversion', sizeSqm: 30, description: 'Loft conversion with velux' })
    expect(rooflights(loft)[0]).toBeGreaterThan(1)
  })
})
