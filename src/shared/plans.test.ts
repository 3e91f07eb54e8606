import { describe, expect, it } from 'vitest'
import {
  PLANS,
  UNLIMITED,
  annualSavingPercent,
  findPlan,
  getPlan,
  isPlanTier,
  isUnlimited,
  planPricePence,
} from './plans'
import { REPORT_PRICE_PENCE } from './pricing'

describe('plans', () => {
  it('lists free, pro and business in that order', () => {
    expect(PLANS.map((p) => p.tier)).toEqual(['free', 'pro', 'business'])
  })

  it.each([
    ['free', 0, 0],
    ['pro', 999, 9999],
    ['business', 2999, 29999],
  ] as const)('prices %s at %i pence monthly and %i pence annually', (tier, monthly, annual) => {
    expect(getPlan(tier).price).toEqual({ monthlyPence: monthly, annualPence: annual })
    expect(planPricePence(getPlan(tier), 'monthly')).toBe(monthly)
    expect(planPricePence(getPlan(tier), 'annual')).toBe(annual)
  })

  it('marks only pro as Most Popular', () => {
    expect(PLANS.filter((p) => p.isMostPopular).map((p) => p.tier)).toEqual(['pro'])
  })

  it('uses -1 for unlimited limits', () => {
    expect(UNLIMITED).toBe(-1)
    expect(getPlan('pro').limits.savedEstimatesPerMonth).toBe(-1)
    expect(getPlan('pro').limits.projects).toBe(10)
    expect(getPlan('business').limits.projects).toBe(-1)
    expect(getPlan('business').limits.apiCallsPerMonth).toBe(1000)
    expect(getPlan('business').limits.teamMembers).toBe(10)
    expect(getPlan('free').limits).toMatchObject({ savedEstimatesPerMonth: 1, reports: 1, projects: 1 })
    expect(isUnlimited(-1)).toBe(true)
    expect(isUnlimited(10)).toBe(false)
  })

  it('sells the one-off report at 699 pence', () => {
    expect(REPORT_PRICE_PENCE).toBe(699)
  })

  it.each([
    ['free', 0],
    ['pro', 17], // (11988 − 9999) / 11988 = 16.59%
    ['business', 17], // (35988 − 29999) / 35988 = 16.64%
  ] as const)('annual saving for %s is %i%%', (tier, percent) => {
    expect(annualSavingPercent(getPlan(tier))).toBe(percent)
  })

  it('rounds the saving to the nearest whole percent', () => {
    const plan = { ...getPlan('pro'), price: { monthlyPence: 1000, annualPence: 10000 } }
    expect(annualSavingPercent(plan)).toBe(17) // 16.67%
    const half = { ...getPlan('pro'), price: { monthlyPence: 1000, annualPence: 6000 } }
    expect(annualSavingPercent(half)).toBe(50)
  })

  it('finds tiers by string and rejects unknown ones', () => {
    expect(findPlan('business')?.name).toBe('Business')
    expect(findPlan('enterprise')).toBeUndefined()
    expect(isPlanTier('pro')).toBe(true)
    expect(isPlanTier('gold')).toBe(false)
    expect(() => getPlan('gold' as never)).toThrow(/Unknown plan tier/)
  })
})
