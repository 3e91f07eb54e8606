import { getPlan, isPlanTier } from '#shared/plans'
import { longDate } from './dates'

/** 'pro' → 'Pro'; an unknown tier as it is. */
export const planName = (tier: string) => (isPlanTier(tier) ? getPlan(tier).name : tier)

export interface SubscriptionDates {
  status: string
  currentPeriodEnd: string | null
  cancelAtPeriodEnd?: boolean
}

/**
 * What a subscription's end date means, for every place that shows it (dashboard, account, billing portal):
 * 'Renews on 24 December 2026', 'Cancels on …' when it is set to end, 'Ended on …' once cancelled; undefined
 * without a date (the free plan never renews).
 */
export function renewalLine(s: SubscriptionDates): string | undefined {
  if (!s.currentPeriodEnd) return undefined
  const date = longDate(s.currentPeriodEnd)
  if (s.status === 'canceled' || s.status === 'incomplete_expired') return `Ended on ${date}`
  if (s.cancelAtPeriodEnd) return `Cancels on ${date}`
  return `Renews on ${date}`
}

/** The banner for a renewal the card declined (Stripe retries meanwhile, and the plan stays). */
export const PAST_DUE_MESSAGE =
  'Your last payment failed — update your card to keep your plan. We’ll try the payment again over the next few days.'

/** A status as a badge reads it: 'past_due' → 'past due'. */
export const statusLabel = (status: string) => status.replaceAll('_', ' ')
