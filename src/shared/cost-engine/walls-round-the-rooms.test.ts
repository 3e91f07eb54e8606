import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan } from './types'

/**
 * A dwelling's walls are measured round the rooms of its room schedule (decision 025, later uk-rates-2026.102): its
 * bedrooms, reception rooms, kitchen, bathrooms, hall and landing, each round its own perimeter, as a QS measures
 * them from a plan. They were measured round rooms of 14 m² (6.4 rooms in a 90 m² house, where its schedule has 9).
 */
const est = estimatorFor(buildCostInput())
const line = (p: CostPlan, rateId: string) => p.lineItems.find((l) => l.rateId === rateId)
const wallsOf = (p: CostPlan) => (p.roomSchedule ?? []).reduce((s, r) => s + r.wallSqm, 0)
/** A room's walls round its own floor: its perimeter × 2.4 m high × 0.85 (less openings). */
const roundItsFloor = (floorSqm: number) => 4 * Math.sqrt(floorSqm) * 2.4 * 0.85

describe('the walls round the room schedule’s rooms', () => {
  it('measures a 90 m² house’s walls round its nine rooms, each its own perimeter', () => {
    const p = est({ sizeSqm: 90, scope: 'full', answers: { rooms_count: '3', bathrooms_count: '1' } })
    const rooms = p.roomSchedule ?? []
    expect(rooms.map((r) => r.name)).toHaveLength(9)
    for (const r of rooms) expect(r.wallSqm).toBeCloseTo(roundItsFloor(r.floorSqm), 1)
    const plaster = line(p, 'plaster_walls')!
    expect(plaster.working).toContain('3 bedrooms of ')
    expect(plaster.working).toContain('(the room schedule)')
    // 227.4 m² of wall (it was 196.3 m²: 90 m² ÷ 14 m² rooms = 6.4 rooms).
    expect(wallsOf(p)).toBeCloseTo(227.4, 0)
    expect(line(p, 'decoration')!.quantity).toBeCloseTo(wallsOf(p) + 90, 0)
  })

  it('gives a house of more bedrooms on the same floor more walls: more, smaller rooms', () => {
    const decorated = (description: string) =>
      line(est({ projectType: 'cosmetic_only', sizeSqm: 80, scope: 'cosmetic', description }), 'decoration')!.quantity
    expect(decorated('Repaint the 5-bed house throughout')).toBeGreaterThan(
      decorated('Repaint the 3-bed house throughout'),
    )
  })

  it('keeps a floor too small for a dwelling’s rooms measured as the room or two it is', () => {
    // A trade's job on the living room's 18 m², less than the space standard's smallest home (37 m²): not a dwelling's
    // rooms, so its walls are round rooms of 14 m², 34.6 m² (a dwelling's six rooms would be 81.1 m²).
    const p = est({ projectType: 'living_room', sizeSqm: 18, description: 'Fit a log burner and repaint' })
    expect(line(p, 'decoration')!.quantity).toBeCloseTo(34.6 + 18, 1)
  })

  it('measures a building of open floors round rooms of its own size (an office has no bedrooms)', () => {
    const p = est({ projectType: 'commercial_property_renovation', sizeSqm: 300, scope: 'full' })
    expect(line(p, 'decoration')!.quantity).toBeCloseTo(355.5 + 300, 0)
  })
})
