// From plans.ts, not the subscriptions schemas: the landing page's pricing links need no zod.
import { PAID_TIERS, type BillingPeriod, type PaidTier } from '#shared/plans'

/**
 * The subscribe page for a tier and billing period: /subscribe/pro?period=annual (docs/product/screens.md: the period is given as a
 * query parameter, so links, reloads and the sign-in return keep it).
 */
export const subscribePath = (tier: string, period: BillingPeriod) =>
  `/subscribe/${encodeURIComponent(tier)}?period=${period}`

export type SubscribeChoice =
  { kind: 'paid'; tier: PaidTier; period: BillingPeriod } | { kind: 'free' } | { kind: 'unknown'; tier: string }

/**
 * What /subscribe/{tier}?period=… asks for (docs/product/screens.md: the tier defaults to pro; the period is `period`, or
 * `billing` as older links said, and monthly unless it says annual). Case and spaces in the tier are forgiven.
 */
export function readSubscribeChoice(pathTier: string | undefined, query: URLSearchParams): SubscribeChoice {
  const tier = (pathTier ?? 'pro').trim().toLowerCase()
  const rawPeriod = (query.get('period') ?? query.get('billing') ?? '').trim().toLowerCase()
  const period: BillingPeriod = rawPeriod === 'annual' || rawPeriod === 'yearly' ? 'annual' : 'monthly'
  if ((PAID_TIERS as readonly string[]).includes(tier)) return { kind: 'paid', tier: tier as PaidTier, period }
  if (tier === 'free') return { kind: 'free' }
  return { kind: 'unknown', tier: pathTier ?? '' }
}
