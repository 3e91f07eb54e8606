import { describe, expect, it } from 'vitest'
import { addMonthsKeepingDay, nextPeriod, periodBoundary, prorate, type PlanChoice } from './billing-periods'

const d = (iso: string) => new Date(iso)

describe('billing periods', () => {
  it('adds calendar months keeping the anchor day, or the month end when the month is shorter', () => {
    expect(addMonthsKeepingDay(d('2026-01-31T09:00:00Z'), 1).toISOString()).toBe('2026-02-28T09:00:00.000Z')
    expect(addMonthsKeepingDay(d('2026-01-31T09:00:00Z'), 2).toISOString()).toBe('2026-03-31T09:00:00.000Z')
    expect(addMonthsKeepingDay(d('2028-01-30T09:00:00Z'), 1).toISOString()).toBe('2028-02-29T09:00:00.000Z')
    expect(addMonthsKeepingDay(d('2026-11-24T12:00:00Z'), 12).toISOString()).toBe('2027-11-24T12:00:00.000Z')
  })

  it('counts each period from the anchor so the renewal day does not drift', () => {
    const anchor = d('2026-01-31T00:00:00Z')
    const feb = nextPeriod(anchor, 'monthly', periodBoundary(anchor, 'monthly', 0))
    expect(feb.end.toISOString()).toBe('2026-02-28T00:00:00.000Z')
    const mar = nextPeriod(anchor, 'monthly', feb.end)
    expect(mar).toEqual({ start: feb.end, end: d('2026-03-31T00:00:00Z') })
  })
})

describe('prorate', () => {
  const periodStart = d('2026-11-01T00:00:00Z')
  const periodEnd = d('2026-12-01T00:00:00Z')
  const halfway = d('2026-11-16T00:00:00Z')
  const proMonthly = { tier: 'pro', billingPeriod: 'monthly' } as const
  const proAnnual = { tier: 'pro', billingPeriod: 'annual' } as const
  const businessMonthly = { tier: 'business', billingPeriod: 'monthly' } as const
  /** A change of plan during the November monthly period, made at `now` (halfway through by default). */
  const change = (from: PlanChoice, to: PlanChoice, now = halfway) => prorate({ from, to, periodStart, periodEnd, now })

  it('credits the unused half of Pro and charges half of Business for a same-period upgrade', () => {
    expect(change(proMonthly, businessMonthly)).toEqual({
      creditPence: 500,
      chargePence: 1500,
      periodEnd,
      resetsAnchor: false,
    })
  })

  it('switching to annual credits the unused month and charges a full year from now', () => {
    expect(change(proMonthly, proAnnual)).toEqual({
      creditPence: 500,
      chargePence: 9999,
      periodEnd: d('2027-11-16T00:00:00Z'),
      resetsAnchor: true,
    })
  })

  it('gives no credit after the period has ended', () => {
    const p = change(businessMonthly, proMonthly, d('2026-12-05T00:00:00Z'))
    expect(p.creditPence).toBe(0)
    expect(p.chargePence).toBe(0)
  })
})
