import { describe, expect, test } from 'vitest'
import { startOfLondonMonth } from './london-month'

describe('startOfLondonMonth', () => {
  test.each([
    ['2025-01-15T12:00:00Z', '2025-01-01T00:00:00.000Z'],
    // Summer: midnight BST on the 1st is 23:00 UTC the day before.
    ['2025-07-20T08:00:00Z', '2025-06-30T23:00:00.000Z'],
    // 23:30 UTC on 31 July is already 1 August in London.
    ['2025-07-31T23:30:00Z', '2025-07-31T23:00:00.000Z'],
    ['2025-03-31T12:00:00Z', '2025-03-01T00:00:00.000Z'],
    ['2025-11-01T00:00:00Z', '2025-11-01T00:00:00.000Z'],
  ])('%s → %s', (now, start) => {
    expect(startOfLondonMonth(new Date(now)).toISOString()).toBe(start)
  })
})
