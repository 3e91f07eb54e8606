import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'

const est = estimatorFor(buildCostInput())

describe('a rear extension', () => {
  it('builds three new walls (the rear and both flanks), a storey high with the roof zone above the room', () => {
    const p = est({ projectType: 'extension', sizeSqm: 25, description: 'Single-storey rear extension', answers: {} })
    const line = (rateId: string) => p.lineItems.find((l) => l.rateId === rateId)!
    // 25 m² footprint: 5 m a side, three sides; 2.4 m room + 0.3 m joists and deck; less 20% for the openings.
    expect(line('foundations_strip').quantity).toBeCloseTo(15, 5)
    expect(line('ext_wall').quantity).toBeCloseTo(15 * 2.7 * 0.8, 5)
    expect(line('ext_wall').working).toBe('15 m × 2.7 m storey × 1 storey × 0.8 (less openings) = 32.4 m²')
  })
})
