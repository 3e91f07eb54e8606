import { describe, expect, it } from 'vitest'
import { moneyPattern, toPence } from './money-text'

const amounts = (text: string) => [...text.matchAll(moneyPattern())].map((m) => toPence(m[0]))

describe('money as builders write it', () => {
  it('reads a space between the thousands after a £ sign', () => {
    expect(amounts('Kitchen units supplied and fitted £7 500.00')).toEqual([750000])
    expect(amounts('Extension shell £12 345')).toEqual([1234500])
    expect(amounts('Whole job £1 250 000.00')).toEqual([125000000])
    expect(toPence('£ 7 500.00')).toBe(750000)
  })

  it('keeps commas, plain figures and thousands shorthand as before', () => {
    expect(amounts('Worktops £1,200.00; plumbing £700; electrics £4.2k; 1,234.56 and 672.00')).toEqual([
      120000, 70000, 420000, 123456, 67200,
    ])
  })

  it('never joins a price to the number after it', () => {
    // "£500 2 days": the 2 is a quantity, not part of the price; "£7 5000" is not a thousands group.
    expect(amounts('Labour £500 2 days')).toEqual([50000])
    expect(amounts('Skip hire £250 10 yard')).toEqual([25000])
    expect(amounts('£7 5000')).toEqual([700])
  })
})
