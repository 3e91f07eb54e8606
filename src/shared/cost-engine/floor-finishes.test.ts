import { describe, expect, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan } from './types'

/**
 * The floor finish the brief names is the one priced and described. "New carpets" was priced and labelled as luxury
 * vinyl tile (the floor-finish rate is one median across carpet, LVT and engineered oak); a carpet is now its own item
 * from the carpet rows alone (UR-056, UR-060 + UR-061).
 */
describe('the floor finish the brief names', () => {
  const est = estimatorFor(buildMidlandsCostInput({ sizeSqm: 90, scope: 'light' }))
  const floorLines = (p: CostPlan) => p.lineItems.filter((l) => /^floor_/.test(l.rateId))
  const describedDrivers = (p: CostPlan) => p.drivers.filter((d) => d.source === 'description').map((d) => d.key)

  test('"new carpets" is carpet on underlay, priced below the mixed floor-finish rate, and says why', () => {
    const carpets = est({ description: 'Paint throughout and new carpets' })
    const [line] = floorLines(carpets)
    expect(line).toMatchObject({ rateId: 'floor_carpet', description: 'Carpet on underlay, with grippers and trims' })
    expect(describedDrivers(carpets)).toContain('carpet')
    const mixed = floorLines(est({ description: 'Paint throughout and new flooring' }))[0]!
    expect(mixed.rateId).toBe('floor_finish')
    expect(line!.ratePence).toBeLessThan(mixed.ratePence)
  })

  test.each([
    'new carpets upstairs and LVT downstairs',
    'carpets in the bedrooms, engineered oak in the hall',
    'no carpets: laminate throughout',
  ])('%j names a hard floor too, so the floor finish stays the mixed one', (description) => {
    const plan = est({ description })
    const rateIds = floorLines(plan).map((l) => l.rateId)
    expect(rateIds).toContain('floor_finish')
    expect(rateIds).not.toContain('floor_carpet')
    expect(describedDrivers(plan)).not.toContain('carpet')
  })

  test('a tiled floor is floor tiling, and the driver list says so', () => {
    const plan = est({ description: 'new kitchen with porcelain floor tiles' })
    expect(floorLines(plan).every((l) => l.rateId === 'floor_tiling')).toBe(true)
    expect(describedDrivers(plan)).toContain('tiled_floor')
  })
})

/**
 * Decorating with a new floor covering is the decorator's work and a fitter's floor (decision 057): a bedroom repainted
 * with a new carpet was priced as a light refresh, with a share of a new door, replastering, a new ceiling, electrics,
 * strip-out and repairs (£2,387 including VAT for 12 m² in the North West, against £930 now).
 */
describe('decorating and a new floor covering', () => {
  const room = estimatorFor(buildMidlandsCostInput({ projectType: 'bedroom', sizeSqm: 12, scope: 'cosmetic' }))
  const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)

  test('prices the decorating and the whole floor covered, nothing else', () => {
    const plan = room({ description: 'Just want the bedroom repainted and a new carpet. Nothing else.' })
    expect(rateIds(plan)).toEqual(['decoration', 'floor_carpet'])
    expect(plan.lineItems.find((l) => l.rateId === 'floor_carpet')!.quantity).toBe(12)
    expect(plan.totalIncVatPence).toBeGreaterThan(room({ description: 'Repaint the bedroom' }).totalIncVatPence)
  })

  test('a floor it does not name is not laid at the decorating rung; sanding floorboards is not a covering', () => {
    expect(rateIds(room({ description: 'Repaint the bedroom' }))).toEqual(['decoration'])
    expect(rateIds(room({ description: 'Repaint the bedroom and sand the floorboards' }))).not.toContain('floor_finish')
  })
})

describe("a bathroom's floor", () => {
  const bathroom = estimatorFor(buildMidlandsCostInput({ projectType: 'bathroom_renovation', sizeSqm: 6 }))
  const floorIds = (description: string) =>
    bathroom({ description })
      .lineItems.filter((l) => /^floor_/.test(l.rateId))
      .map((l) => l.rateId)

  test('is tiled unless the brief names a covering: "new vinyl floor" is the vinyl, not porcelain tiling', () => {
    expect(floorIds('Family bathroom refit')).toEqual(['floor_tiling'])
    expect(floorIds('Family bathroom refit, tile walls fully, new vinyl floor')).toEqual(['floor_finish'])
    expect(floorIds('bathroom refit, new tiled flooring')).toEqual(['floor_tiling'])
    expect(floorIds('bathroom refit with porcelain floor tiles')).toEqual(['floor_tiling'])
  })
})
