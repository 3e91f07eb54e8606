import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { deleteOlderThan, findRow, insertRow, listRows, olderThan, updateRows } from '#server/db/rows'
import { PAYMENT_RECORD_RETENTION_DAYS } from '#shared/retention'
import { LIVE_STATUSES } from '#shared/schemas/subscriptions'
import { stripeEvents, subscriptionInvoices, subscriptions, users } from '#server/db/schema/index'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type NewSubscriptionRow = typeof subscriptions.$inferInsert
export type InvoiceRow = typeof subscriptionInvoices.$inferSelect
export type NewInvoiceRow = typeof subscriptionInvoices.$inferInsert
export type SubscriptionPatch = Partial<Omit<NewSubscriptionRow, 'id' | 'userId' | 'createdAt'>>
export type InvoicePatch = Partial<Omit<NewInvoiceRow, 'id' | 'number' | 'createdAt'>>

/** Ended subscriptions still worth showing (why the account is on free again). */
const ENDED_STATUSES = ['canceled', 'unpaid'] as const
/** How long an unpaid first invoice keeps its subscription open, as Stripe's 23 hours. */
export const INCOMPLETE_EXPIRES_MS = 23 * 60 * 60 * 1000

/** The account's subscriptions in one of `statuses`. */
const subscriptionsOf = (userId: string, statuses: readonly SubscriptionRow['status'][]) =>
  and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...statuses]))

/** The subscription's open invoices: its first one unpaid, or a renewal being retried. */
const openInvoicesOf = (subscriptionId: string) =>
  and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'open'))

/** The queries, on the database or on one transaction (see `withLocked`). */
// eslint-disable-next-line max-lines-per-function -- one short query per method, sharing `db`
function subscriptionTables(db: Db) {
  async function findCustomerId(userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
    return row?.customerId ?? undefined
  }

  return {
    findCustomerId,
    insert: (row: NewSubscriptionRow): Promise<SubscriptionRow> => insertRow(db, subscriptions, row),

    async update(id: string, patch: SubscriptionPatch): Promise<void> {
      await updateRows(db, subscriptions, patch, eq(subscriptions.id, id))
    },

    /** Writes a provider's subscription by its id: inserts it, or updates what the provider may have changed. */
    async upsertByProviderId(row: NewSubscriptionRow & { providerSubscriptionId: string }): Promise<void> {
      const { userId: _userId, ...changes } = row
      await db
        .insert(subscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: subscriptions.providerSubscriptionId,
          set: { ...changes, updatedAt: sql`now()` },
        })
    },

    async findById(id: string): Promise<SubscriptionRow | undefined> {
      return findRow(db, subscriptions, eq(subscriptions.id, id))
    },

    async findByProviderId(providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      return findRow(db, subscriptions, eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    },

    /** The account's subscription that gives it a plan now (active, trialing or past_due), newest first. */
    async findLive(userId: string): Promise<SubscriptionRow | undefined> {
      return findRow(db, subscriptions, subscriptionsOf(userId, LIVE_STATUSES), desc(subscriptions.createdAt))
    },

    /** What GET /api/subscription shows: the live subscription, else the latest ended one; never a checkout. */
    async findCurrent(userId: string): Promise<SubscriptionRow | undefined> {
      const rows = await listRows(db, subscriptions, subscriptionsOf(userId, [...LIVE_STATUSES, ...ENDED_STATUSES]), {
        orderBy: [desc(subscriptions.createdAt)],
      })
      return rows.find((r) => (LIVE_STATUSES as readonly string[]).includes(r.status)) ?? rows[0]
    },

    /** The account's unpaid checkouts (status incomplete): a new checkout supersedes them. */
    async listIncomplete(userId: string): Promise<SubscriptionRow[]> {
      return listRows(db, subscriptions, and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'incomplete')))
    },

    /**
     * TEST MODE subscriptions the renewal sweep has work for at `now`: a period that ended (renew, or end one
     * cancelled at period end), a past_due retry that is due, or a checkout left unpaid for 23 hours.
     */
    async listDueTestSubscriptions(now: Date, limit = 100): Promise<SubscriptionRow[]> {
      const due = or(
        and(inArray(subscriptions.status, ['active', 'trialing']), lte(subscriptions.currentPeriodEnd, now)),
        and(
          eq(subscriptions.status, 'past_due'),
          or(lte(subscriptions.nextRenewalAttemptAt, now), lte(subscriptions.currentPeriodEnd, now)),
        ),
        and(
          eq(subscriptions.status, 'incomplete'),
          lte(subscriptions.createdAt, new Date(now.getTime() - INCOMPLETE_EXPIRES_MS)),
        ),
      )
      return listRows(db, subscriptions, and(eq(subscriptions.provider, 'test'), due), {
        orderBy: [subscriptions.currentPeriodEnd],
        limit,
      })
    },

    insertInvoice: (row: NewInvoiceRow): Promise<InvoiceRow> => insertRow(db, subscriptionInvoices, row),

    async updateInvoice(id: string, patch: InvoicePatch): Promise<void> {
      await updateRows(db, subscriptionInvoices, patch, eq(subscriptionInvoices.id, id))
    },

    async findInvoiceByProviderId(providerInvoiceId: string): Promise<InvoiceRow | undefined> {
      return findRow(db, subscriptionInvoices, eq(subscriptionInvoices.providerInvoiceId, providerInvoiceId))
    },

    /** The subscription's newest open invoice (its first one, or a renewal being retried). */
    async findOpenInvoice(subscriptionId: string): Promise<InvoiceRow | undefined> {
      return findRow(db, subscriptionInvoices, openInvoicesOf(subscriptionId), desc(subscriptionInvoices.number))
    },

    /** Voids every open invoice of the subscription (it was superseded or ended unpaid). */
    async voidOpenInvoices(subscriptionId: string): Promise<void> {
      await updateRows(db, subscriptionInvoices, { status: 'void' }, openInvoicesOf(subscriptionId))
    },

    /** The account's invoices, newest first (drafts and voided checkouts left out). */
    async listInvoices(userId: string, limit = 100): Promise<InvoiceRow[]> {
      const shown = and(
        eq(subscriptionInvoices.userId, userId),
        inArray(subscriptionInvoices.status, ['open', 'paid', 'uncollectible']),
      )
      return listRows(db, subscriptionInvoices, shown, {
        orderBy: [desc(subscriptionInvoices.createdAt), desc(subscriptionInvoices.number)],
        limit,
      })
    },

    /** Records a Stripe event id; false when it was recorded before (a redelivery, to be skipped). */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const inserted = await db
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id })
      return inserted.length > 0
    },

    /** Forgets an event whose handling failed, so Stripe's retry applies it. */
    async forgetEvent(id: string): Promise<void> {
      await db.delete(stripeEvents).where(eq(stripeEvents.id, id))
    },

    /** Stores the account's Stripe Customer unless one is stored already; answers the one stored. */
    async saveCustomerId(userId: string, customerId: string): Promise<string> {
      await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
      return (await findCustomerId(userId)) ?? customerId
    },

    /**
     * Moves the account's subscriptions, TEST MODE invoices and Stripe Customer id to `toUserId` (an organisation
     * changing hands); answers the Customer id moved, if any. `toUserId`'s own earlier Customer id is replaced.
     */
    async moveAccount(fromUserId: string, toUserId: string): Promise<string | undefined> {
      await updateRows(db, subscriptions, { userId: toUserId }, eq(subscriptions.userId, fromUserId))
      await updateRows(db, subscriptionInvoices, { userId: toUserId }, eq(subscriptionInvoices.userId, fromUserId))
      const customerId = await findCustomerId(fromUserId)
      if (customerId) {
        await db.update(users).set({ stripeCustomerId: null }).where(eq(users.id, fromUserId))
        await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, toUserId))
      }
      return customerId
    },

    async findUserIdByCustomerId(customerId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1)
      return row?.id
    },
  }
}
export type SubscriptionTables = ReturnType<typeof subscriptionTables>

/** Stripe redelivers an event for up to 3 days; its id is kept a month to skip redeliveries. */
const STRIPE_EVENT_RETENTION_DAYS = 30

/**
 * The subscriptions feature's tables: `subscriptions`, TEST MODE `subscription_invoices`, applied Stripe events
 * (`stripe_events`) and the account's Stripe Customer id (`users.stripe_customer_id`).
 */
export function createSubscriptionsRepository(db: Db) {
  return {
    ...subscriptionTables(db),
    /**
     * Purgeable (docs/decisions/008-retention.md): TEST MODE invoices go after 7 years like payments; applied
     * Stripe event ids after 30 days. Subscriptions go with their account.
     */
    async deleteExpired(now: Date): Promise<number> {
      const invoices = await deleteOlderThan(db, subscriptionInvoices, now, PAYMENT_RECORD_RETENTION_DAYS)
      const events = await db
        .delete(stripeEvents)
        .where(olderThan(stripeEvents.receivedAt, now, STRIPE_EVENT_RETENTION_DAYS))
        .returning({ id: stripeEvents.id })
      return invoices + events.length
    },
    /** The same queries on another feature's transaction (an organisation's hand-over moves the subscription). */
    inTransaction: (tx: Db): SubscriptionTables => subscriptionTables(tx),
    /**
     * Runs `work` holding the subscription's row lock (SELECT … FOR UPDATE), with a repository on the same
     * transaction: two instances renewing, confirming or changing one subscription take turns.
     */
    async withLocked<T>(
      id: string,
      work: (row: SubscriptionRow, tables: SubscriptionTables) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update')
        return row ? work(row, subscriptionTables(tx as unknown as Db)) : undefined
      })
    },
  }
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>
