import { describe, expect, it } from 'vitest'
import { readSubscribeChoice, subscribePath } from './subscribe-path'

const read = (tier: string | undefined, query = '') => readSubscribeChoice(tier, new URLSearchParams(query))

describe('subscribe page address', () => {
  it('builds /subscribe/{tier}?period=…', () => {
    expect(subscribePath('pro', 'annual')).toBe('/subscribe/pro?period=annual')
    expect(subscribePath('business', 'monthly')).toBe('/subscribe/business?period=monthly')
  })

  it.each([
    [undefined, '', { kind: 'paid', tier: 'pro', period: 'monthly' }],
    ['pro', 'period=annual', { kind: 'paid', tier: 'pro', period: 'annual' }],
    ['Business', 'period=ANNUAL', { kind: 'paid', tier: 'business', period: 'annual' }],
    ['business', 'billing=annual', { kind: 'paid', tier: 'business', period: 'annual' }],
    ['pro', 'period=weekly', { kind: 'paid', tier: 'pro', period: 'monthly' }],
    ['free', 'period=annual', { kind: 'free' }],
    ['gold', '', { kind: 'unknown', tier: 'gold' }],
  ])('/subscribe/%s?%s reads as %o', (tier, query, choice) => {
    expect(read(tier, query)).toEqual(choice)
  })

  it('round-trips: the address it builds reads back as the same choice', () => {
    const url = new URL(subscribePath('business', 'annual'), 'https://x.test')
    expect(read(url.pathname.split('/').pop(), url.search)).toEqual({
      kind: 'paid',
      tier: 'business',
      period: 'annual',
    })
  })
})
