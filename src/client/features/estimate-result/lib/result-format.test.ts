import { describe, expect, it } from 'vitest'
import {
  confidencePercent,
  formatPounds,
  formatTypicalSavings,
  formatUnit,
  formatVatRate,
  formatWeeks,
  groupLineItems,
  likelyPosition,
  listChangedDrivers,
  percentOf,
  sumLineItems,
} from './result-format'

function item(elementCode: string, total: number, id = `${elementCode}-${total}`) {
  return {
    id,
    elementCode,
    elementName: `Element ${elementCode}`,
    trade: 'General',
    description: 'Work',
    quantity: 1,
    unit: 'nr',
    rate: total,
    total,
    labour: 0,
    materials: 0,
    plant: 0,
    isProvisionalSum: false,
  }
}

describe('result formatting', () => {
  it('formats pounds with and without pence', () => {
    expect(formatPounds(39175.44)).toBe('£39,175.44')
    expect(formatPounds(39175.44, { whole: true })).toBe('£39,175')
  })

  it('defaults confidence to 85% and accepts fractions', () => {
    expect(confidencePercent(undefined)).toBe(85)
    expect(confidencePercent(null)).toBe(85)
    expect(confidencePercent(0.78)).toBe(78)
    expect(confidencePercent(78)).toBe(78)
  })

  it('computes typical savings as 8% and 18% of the cost excluding VAT', () => {
    expect(formatTypicalSavings(50000)).toBe('£4,000 – £9,000')
    expect(formatTypicalSavings(32646.2)).toBe('£2,612 – £5,876')
  })

  it('names VAT rates, weeks, units and shares', () => {
    expect(formatVatRate(5)).toBe('5% VAT')
    expect(formatVatRate(0)).toBe('Zero-rated (0% VAT)')
    expect(formatWeeks(11.5)).toBe('11.5 weeks')
    expect(formatWeeks(1)).toBe('1 week')
    expect(formatUnit('m2')).toBe('m²')
    expect(percentOf(25, 100)).toBe(25)
    expect(percentOf(1, 0)).toBe(0)
  })

  it('groups line items by element in NRM1 order with subtotals', () => {
    const groups = groupLineItems([item('5.3', 10), item('2.10', 1), item('0', 5), item('2.1', 2), item('5.3', 2.5)])
    expect(groups.map((g) => g.code)).toEqual(['0', '2.1', '2.10', '5.3'])
    expect(groups.at(-1)?.total).toBe(12.5)
    expect(sumLineItems([item('0', 0.1), item('1', 0.2)])).toBe(0.3)
  })

  it('keeps drivers from answers and the description only', () => {
    const drivers = [
      { source: 'input', key: 'region', label: 'Location', effect: '' },
      { source: 'answer', key: 'damp', label: 'Damp', effect: '' },
      { source: 'description', key: 'structural_walls', label: 'Wall', effect: '' },
    ]
    expect(listChangedDrivers(drivers).map((d) => d.key)).toEqual(['damp', 'structural_walls'])
  })

  it('places the likely figure on the range bar', () => {
    expect(likelyPosition({ low: 100, likely: 150, high: 200, lowExcludingVAT: 0, highExcludingVAT: 0 })).toBe(50)
    expect(likelyPosition({ low: 100, likely: 100, high: 100, lowExcludingVAT: 0, highExcludingVAT: 0 })).toBe(50)
  })
})
