import { describe, expect, test } from 'vitest'
import { londonDayKey, londonMonthKey, startOfLondonMonth, startOfNextLondonMonth } from './london-month'

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

describe('London month and day keys', () => {
  test.each([
    // 23:30 UTC on 31 July is 00:30 BST on 1 August.
    ['2025-07-31T23:30:00Z', '2025-08', '2025-08-01', '2025-08-31T23:00:00.000Z'],
    ['2025-12-31T23:30:00Z', '2025-12', '2025-12-31', '2026-01-01T00:00:00.000Z'],
    // The month the clocks go forward: it began in GMT and the next one begins in BST.
    ['2026-03-15T12:00:00Z', '2026-03', '2026-03-15', '2026-03-31T23:00:00.000Z'],
  ])('%s → %s, %s, next month at %s', (now, month, day, next) => {
    const at = new Date(now)
    expect(londonMonthKey(at)).toBe(month)
    expect(londonDayKey(at)).toBe(day)
    expect(startOfNextLondonMonth(at).toISOString()).toBe(next)
  })
})
