import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import { isPlanTier, type AccountPlan } from '#shared/plans'
import { LIVE_STATUSES } from '#shared/schemas/subscriptions'
import type { Db } from '#server/db/client'
import { findRow } from '#server/db/rows'
import { subscriptions } from '#server/db/schema/index'

/**
 * How long past its period end a renewing subscription keeps its plan while the renewal is on its way (Stripe
 * finalises a renewal invoice about an hour after the period ends; the TEST MODE sweep runs every 5 minutes). A
 * subscription cancelled at period end stops exactly at the end.
 */
const RENEWAL_GRACE_MS = 2 * 24 * 60 * 60 * 1000

const FREE: AccountPlan = {
  tier: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  billingPeriod: null,
}

/**
 * The one place that says which plan an account is on, from the database (never the client): its subscription
 * that is active, trialing or past_due and within its period, else free (docs/decisions/016-subscriptions.md).
 */
export function createPlanLookup(db: Db, now: () => Date) {
  async function planOf(userId: string): Promise<AccountPlan> {
    const at = now()
    const row = await findRow(
      db,
      subscriptions,
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        or(
          isNull(subscriptions.currentPeriodEnd),
          gt(subscriptions.currentPeriodEnd, at),
          and(
            eq(subscriptions.cancelAtPeriodEnd, false),
            gt(subscriptions.currentPeriodEnd, new Date(at.getTime() - RENEWAL_GRACE_MS)),
          ),
        ),
      ),
      desc(subscriptions.currentPeriodEnd),
    )
    if (!row || !isPlanTier(row.tier)) return FREE
    return {
      tier: row.tier,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      billingPeriod: row.billingPeriod === 'annual' ? 'annual' : 'monthly',
    }
  }
  return { planOf }
}
