import { describe, expect, it } from 'vitest'
import { formatProjectTypeSummary, formatRoundedPounds, formatTimeframe } from './project-type-format'

describe('project type summary', () => {
  it('formats the range to the nearest £100 and the weeks', () => {
    expect(formatProjectTypeSummary({ lowGbp: 8712, highGbp: 29874, weeksLow: 3, weeksHigh: 6 })).toBe(
      '£8,700 – £29,900 · 3–6 weeks',
    )
  })

  it.each([
    [2.5, 6, '3–6 weeks'],
    [4, 4, '4 weeks'],
    [1, 1, '1 week'],
    [18.5, 37.5, '4–9 months'],
  ])('timeframe %d–%d weeks reads "%s"', (low, high, expected) => {
    expect(formatTimeframe(low, high)).toBe(expected)
  })

  it('rounds pounds', () => {
    expect(formatRoundedPounds(22743)).toBe('£22,700')
  })
})
