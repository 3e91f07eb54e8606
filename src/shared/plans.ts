import type { PlanLimitInfo } from './problem'

/**
 * Subscription plans and the one-off report price (docs/product/constants.md, docs/product/decisions.md#plans).
 * Shared by the browser (pricing cards, subscribe page) and the server (billing, limits).
 * Money is integer pence; in limits, -1 (`UNLIMITED`) means unlimited.
 */

/** In plan limits, -1 means "no limit". */
export const UNLIMITED = -1

export const PLAN_TIERS = ['free', 'pro', 'business'] as const
export type PlanTier = (typeof PLAN_TIERS)[number]

/**
 * The server's plan lookup, `planOf(userId)`, as every feature that limits by plan takes it (the plans feature
 * satisfies it). A feature that shows more of the plan than its tier (the dashboard, the team page) takes
 * `PlanOf<AccountPlan>`.
 */
export type PlanOf<Plan extends { tier: PlanTier } = { tier: PlanTier }> = (userId: string) => Promise<Plan>

/** An account's plan as the plan lookup answers it, from its live subscription (free without one). */
export interface AccountPlan {
  tier: PlanTier
  /** The subscription's status (`past_due`: the dashboard warns that the card failed), `active` on free. */
  status: string
  /** When the paid period ends (renewal date); null on the free plan. */
  currentPeriodEnd: Date | null
  /** The subscription ends at currentPeriodEnd instead of renewing. */
  cancelAtPeriodEnd: boolean
  billingPeriod: BillingPeriod | null
}

/** The tiers a visitor can subscribe to (free is what you have without a subscription). */
export const PAID_TIERS = ['pro', 'business'] as const
export type PaidTier = (typeof PAID_TIERS)[number]

export const BILLING_PERIODS = ['monthly', 'annual'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

export interface PlanLimits {
  /** Estimates a signed-in account can save per calendar month. */
  savedEstimatesPerMonth: number
  /** Reports kept in the account's library. */
  reports: number
  projects: number
  apiCallsPerMonth: number
  teamMembers: number
  /**
   * Checks of a builder's quote an account can keep with its projects per calendar month (decision 030). Running a
   * check against an estimate is free for everyone; this is what an account saves.
   */
  savedQuoteChecksPerMonth: number
}

export interface Plan {
  tier: PlanTier
  name: string
  description: string
  /** Prices in pence, VAT included. */
  price: { monthlyPence: number; annualPence: number }
  limits: PlanLimits
  /** Whether professional PDF reports are included, rather than bought at £6.99 each. */
  reportsIncluded: boolean
  isMostPopular: boolean
  /** Customer-facing bullet points, in display order. */
  features: readonly string[]
}

export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    description: 'Try the estimator and keep one saved estimate a month.',
    price: { monthlyPence: 0, annualPence: 0 },
    limits: {
      savedEstimatesPerMonth: 1,
      reports: 1,
      projects: 1,
      apiCallsPerMonth: 0,
      teamMembers: 1,
      savedQuoteChecksPerMonth: 1,
    },
    reportsIncluded: false,
    isMostPopular: false,
    features: [
      '1 saved estimate per month',
      '1 project',
      '1 report in your library',
      'Regional UK pricing with VAT shown',
      'Check builders’ quotes against your estimate; keep 1 check a month',
      'Professional reports at £6.99 each',
    ],
  },
  {
    tier: 'pro',
    name: 'Pro',
    description: 'For landlords and investors running several projects.',
    price: { monthlyPence: 999, annualPence: 9999 },
    limits: {
      savedEstimatesPerMonth: UNLIMITED,
      reports: UNLIMITED,
      projects: 10,
      apiCallsPerMonth: 0,
      teamMembers: 1,
      savedQuoteChecksPerMonth: UNLIMITED,
    },
    reportsIncluded: true,
    isMostPopular: true,
    features: [
      'Unlimited saved estimates',
      'Unlimited professional PDF reports',
      'Quote checks kept with your projects, free with every saved estimate',
      'Up to 10 projects',
      'Low / likely / high cost ranges',
      'Priority email support',
    ],
  },
  {
    tier: 'business',
    name: 'Business',
    description: 'For developers, agents and construction firms.',
    price: { monthlyPence: 2999, annualPence: 29999 },
    limits: {
      savedEstimatesPerMonth: UNLIMITED,
      reports: UNLIMITED,
      projects: UNLIMITED,
      apiCallsPerMonth: 1000,
      teamMembers: 10,
      savedQuoteChecksPerMonth: UNLIMITED,
    },
    reportsIncluded: true,
    isMostPopular: false,
    features: [
      'Unlimited estimates, reports and projects',
      'Up to 10 team members',
      'REST API access: 1,000 calls per month, quote checks included',
      'Portfolio-level cost planning',
      'Priority email support',
    ],
  },
]

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (PLAN_TIERS as readonly string[]).includes(value)
}

/** The plan for a tier; returns undefined for an unknown string. */
export function findPlan(tier: string): Plan | undefined {
  return PLANS.find((plan) => plan.tier === tier)
}

/** The plan for a known tier. Throws if the tier is unknown (a programming error). */
export function getPlan(tier: PlanTier): Plan {
  const plan = findPlan(tier)
  if (!plan) throw new Error(`Unknown plan tier: ${tier}`)
  return plan
}

export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED
}

/** Price in pence for one billing period (a month or a year). */
export function planPricePence(plan: Plan, period: BillingPeriod): number {
  return period === 'monthly' ? plan.price.monthlyPence : plan.price.annualPence
}

/**
 * Whole-number percentage saved by paying annually rather than 12 monthly payments:
 * round((12 × monthly − annual) / (12 × monthly) × 100). 0 for a free plan.
 */
export function annualSavingPercent(plan: Plan): number {
  const twelveMonthsPence = plan.price.monthlyPence * 12
  if (twelveMonthsPence <= 0) return 0
  return Math.round(((twelveMonthsPence - plan.price.annualPence) / twelveMonthsPence) * 100)
}

/**
 * The lookup key of a paid plan's Stripe Price (`rce_pro_monthly`, …): the app finds Prices by it, and
 * `npm run stripe:setup` creates them from this file, so the amounts are never typed twice.
 */
export function stripeLookupKey(tier: PlanTier, period: BillingPeriod): string {
  return `rce_${tier}_${period}`
}

/** The plan and billing period a lookup key names, or undefined for a key that is not one of ours. */
export function parseStripeLookupKey(
  key: string | null | undefined,
): { tier: PlanTier; period: BillingPeriod } | undefined {
  const match = /^rce_([a-z]+)_(monthly|annual)$/.exec(key ?? '')
  if (!match || !isPlanTier(match[1]) || match[1] === 'free') return undefined
  return { tier: match[1], period: match[2] as BillingPeriod }
}

/** Where the UI offers an upgrade when no plan lifts the limit: the pricing section (a plan's own checkout otherwise). */
export const UPGRADE_URL = '/#pricing'

/** The cheapest plan whose `limit` is higher than `tier`'s (e.g. free's 1 project → pro), or undefined. */
export function planLifting(limit: keyof PlanLimits, tier: PlanTier): Plan | undefined {
  const current = getPlan(tier).limits[limit]
  if (isUnlimited(current)) return undefined
  return PLANS.find((p) => isUnlimited(p.limits[limit]) || p.limits[limit] > current)
}

/** Whether `used` has reached `tier`'s `limit` (never for an unlimited one). */
export function isAtLimit(limit: keyof PlanLimits, tier: PlanTier, used: number): boolean {
  const allowed = getPlan(tier).limits[limit]
  return !isUnlimited(allowed) && used >= allowed
}

/** What a `plan_limit` problem says about `limit` on `tier`: the allowance and the plan that lifts it. */
export function planLimitInfo(limit: PlanLimitInfo['name'], tier: PlanTier): PlanLimitInfo {
  return {
    name: limit,
    allowed: getPlan(tier).limits[limit],
    plan: tier,
    upgradeTo: planLifting(limit, tier)?.tier ?? tier,
    upgradeUrl: UPGRADE_URL,
  }
}
