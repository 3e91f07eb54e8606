import { getPlan, planPricePence, type BillingPeriod, type PlanTier } from '#shared/plans'

const MONTHS: Record<BillingPeriod, number> = { monthly: 1, annual: 12 }

/**
 * `anchor` plus `months` calendar months in UTC, keeping the anchor's day where the month has it and the month's
 * last day where it has not (31 January → 28 February → 31 March), as Stripe's billing cycle anchor does.
 */
export function addMonthsKeepingDay(anchor: Date, months: number): Date {
  const target = new Date(anchor)
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay))
  return target
}

/** The `n`th period boundary after `anchor` (n = 1 is the end of the first period). */
export function periodBoundary(anchor: Date, period: BillingPeriod, n: number): Date {
  return addMonthsKeepingDay(anchor, MONTHS[period] * n)
}

/** The period after the one ending at `end`: counted from the anchor, so short months never drift the day. */
export function nextPeriod(anchor: Date, period: BillingPeriod, end: Date): { start: Date; end: Date } {
  let n = 1
  while (periodBoundary(anchor, period, n) <= end) n++
  return { start: end, end: periodBoundary(anchor, period, n) }
}

export const pricePence = (tier: PlanTier, period: BillingPeriod) => planPricePence(getPlan(tier), period)

export interface Proration {
  /** What the unused time on the old price is worth (pence, credited). */
  creditPence: number
  /** What the new price costs for what it covers now (pence, charged). */
  chargePence: number
  /** When the period that the new price starts ends. */
  periodEnd: Date
  /** A new billing period starts now (the billing period changed), as Stripe resets the anchor. */
  resetsAnchor: boolean
}

/** A plan as bought: its tier and how often it is billed. */
export type PlanChoice = { tier: PlanTier; billingPeriod: BillingPeriod }

/**
 * Stripe's proration for a plan or period switch at `now`: credit for the unused part of the current period at
 * the old price; with the same billing period, a charge for the rest of the period at the new price; with a new
 * billing period, a full period at the new price from now. Pence, rounded to the nearest penny.
 */
export function prorate(input: {
  from: PlanChoice
  to: PlanChoice
  periodStart: Date
  periodEnd: Date
  now: Date
}): Proration {
  const { from, to, periodStart, periodEnd, now } = input
  const totalMs = periodEnd.getTime() - periodStart.getTime()
  const unusedMs = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), totalMs)
  const unused = totalMs > 0 ? unusedMs / totalMs : 0
  const creditPence = Math.round(pricePence(from.tier, from.billingPeriod) * unused)
  if (from.billingPeriod === to.billingPeriod) {
    return {
      creditPence,
      chargePence: Math.round(pricePence(to.tier, to.billingPeriod) * unused),
      periodEnd,
      resetsAnchor: false,
    }
  }
  return {
    creditPence,
    chargePence: pricePence(to.tier, to.billingPeriod),
    periodEnd: periodBoundary(now, to.billingPeriod, 1),
    resetsAnchor: true,
  }
}
