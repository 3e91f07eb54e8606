import { describe, expect, it } from 'vitest'
import { testMapping } from '#tests/helpers/mapping-table'
import { formatGbp, formatWeeks } from './format'

describe('formatGbp', () => {
  testMapping(
    formatGbp,
    [
      [699, '£6.99'],
      [0, '£0.00'],
      [5, '£0.05'],
      [999, '£9.99'],
      [100, '£1.00'],
      [850000, '£8,500.00'],
      [1234567, '£12,345.67'],
      [-2500, '-£25.00'],
    ],
    'formats %i pence as %s',
  )

  it('rounds fractional pence to the nearest penny', () => {
    expect(formatGbp(698.6)).toBe('£6.99')
    expect(formatGbp(-0.4)).toBe('£0.00')
  })

  it('shows whole pounds when asked', () => {
    expect(formatGbp(850000, { wholePounds: true })).toBe('£8,500')
    expect(formatGbp(999, { wholePounds: true })).toBe('£10')
    expect(formatGbp(1500000, { wholePounds: true })).toBe('£15,000')
  })

  it('trims .00 only for whole-pound amounts when asked', () => {
    expect(formatGbp(0, { trimZeroPence: true })).toBe('£0')
    expect(formatGbp(2000, { trimZeroPence: true })).toBe('£20')
    expect(formatGbp(999, { trimZeroPence: true })).toBe('£9.99')
  })

  it('rejects non-finite input', () => {
    expect(() => formatGbp(Number.NaN)).toThrow(RangeError)
    expect(() => formatGbp(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('formatWeeks', () => {
  testMapping(
    formatWeeks,
    [
      [1, '1 week'],
      [2, '2 weeks'],
      [25.5, '25.5 weeks'],
      [0.5, '0.5 weeks'],
    ],
    'formats %d as %s',
  )
})
