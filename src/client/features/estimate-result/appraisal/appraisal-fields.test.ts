import { describe, expect, it } from 'vitest'
import { fieldError, parseText, textOf, valueAt, withValue } from './appraisal-fields'

describe('appraisal fields', () => {
  it('reads pounds as typed into pence, blank as the default and anything else as not a number', () => {
    expect(parseText('money', '£250,000')).toBe(25_000_000)
    expect(parseText('money', '1250.5')).toBe(125_050)
    expect(parseText('money', '  ')).toBeUndefined()
    expect(parseText('percent', '5.5%')).toBe(5.5)
    expect(parseText('whole', '12')).toBe(12)
    expect(parseText('money', '12k')).toBeNaN()
    expect(parseText('percent', '.')).toBeNaN()
  })

  it('shows a typed value back as it would be typed', () => {
    expect(textOf('money', 25_000_000)).toBe('250000')
    expect(textOf('money', 125_050)).toBe('1250.50')
    expect(textOf('percent', 5.5)).toBe('5.5')
    expect(textOf('money', undefined)).toBe('')
  })

  it('sets and clears a nested value, dropping a group left empty', () => {
    const input = withValue({ strategy: 'brrr' }, 'finance.ltvPercent', 70)
    expect(input).toEqual({ strategy: 'brrr', finance: { ltvPercent: 70 } })
    expect(valueAt(input, 'finance.ltvPercent')).toBe(70)
    expect(valueAt(input, 'refinance.month')).toBeUndefined()
    expect(withValue(input, 'finance.ltvPercent', undefined)).toEqual({ strategy: 'brrr' })
    expect(withValue(input, 'monthlyRentPence', 120_000)).toEqual({ ...input, monthlyRentPence: 120_000 })
  })

  it('names what is wrong in words for the field, and nothing when it is valid', () => {
    expect(fieldError({ purchasePricePence: 25_000_000 }, 'purchasePricePence', 'money')).toBeNull()
    expect(fieldError({ purchasePricePence: -100 }, 'purchasePricePence', 'money')).toBe('Cannot be negative')
    expect(fieldError({ finance: { ltvPercent: 120 } }, 'finance.ltvPercent', 'percent')).toBe('At most 100%')
    expect(fieldError({ finance: { ltvPercent: 75.123 } }, 'finance.ltvPercent', 'percent')).toBe(
      'Enter a percentage with at most two decimals',
    )
    expect(fieldError({ rooms: 0 }, 'rooms', 'whole')).toBe('At least 1')
    expect(fieldError({ rooms: 2.5 }, 'rooms', 'whole')).toBe('Enter a whole number')
    expect(fieldError({ monthlyRentPence: Number.NaN }, 'monthlyRentPence', 'money')).toBe('Enter an amount in pounds')
    expect(fieldError({ purchasePricePence: 100_000_000_100 }, 'purchasePricePence', 'money')).toBe(
      'At most £1,000,000,000',
    )
  })
})
