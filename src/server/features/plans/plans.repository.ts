import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import { isPlanTier, type PlanTier } from '../../../shared/plans'
import type { Db } from '../../db/client'
import { subscriptions } from '../../db/schema/index'

/** Subscription statuses that give the plan's allowances (Stripe's names). */
const ACTIVE_STATUSES = ['active', 'trialing']

export interface AccountPlan {
  tier: PlanTier
  status: string
  /** When the paid period ends (renewal date); null on the free plan. */
  currentPeriodEnd: Date | null
}

const FREE: AccountPlan = { tier: 'free', status: 'active', currentPeriodEnd: null }

/**
 * The one place that says which plan an account is on: its active subscription's tier, else free. Every account
 * is free until the subscriptions issue writes `subscriptions` rows; then only this file needs to agree with it.
 */
export function createPlanLookup(db: Db, now: () => Date) {
  async function planOf(userId: string): Promise<AccountPlan> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ACTIVE_STATUSES),
          or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now())),
        ),
      )
      .orderBy(desc(subscriptions.currentPeriodEnd))
      .limit(1)
    if (!row || !isPlanTier(row.tier)) return FREE
    return { tier: row.tier, status: row.status, currentPeriodEnd: row.currentPeriodEnd }
  }
  return { planOf }
}
export type PlanLookup = ReturnType<typeof createPlanLookup>
