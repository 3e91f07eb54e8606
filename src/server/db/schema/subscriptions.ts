import { boolean, index, integer, jsonb, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { idColumn, timestampColumns, timestampTz } from './columns'
import { userOwnedTable, users } from './accounts'

/**
 * Pro and Business subscriptions (docs/decisions/016-subscriptions.md). With Stripe keys a row mirrors Stripe's
 * subscription (written only by `syncSubscription`, which re-reads Stripe); in TEST MODE the row is the
 * subscription itself, renewed by the `renew-subscriptions` job.
 */
export const subscriptions = userOwnedTable('subscriptions', {
  /** `stripe` or `test`. */
  provider: varchar('provider', { length: 16 }).notNull().default('test'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  providerCustomerId: text('provider_customer_id'),
  tier: varchar('tier', { length: 50 }).notNull(),
  billingPeriod: varchar('billing_period', { length: 16 }).notNull().default('monthly'),
  /** Stripe's subscription statuses. */
  status: varchar('status', { length: 32 }).notNull(),
  currentPeriodStart: timestampTz('current_period_start'),
  currentPeriodEnd: timestampTz('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** TEST MODE: periods are counted from here (whole months or years), as Stripe's billing cycle anchor. */
  billingCycleAnchor: timestampTz('billing_cycle_anchor'),
  /** TEST MODE: credit from a downgrade's unused time, taken off the next invoices (pence). */
  creditPence: integer('credit_pence').notNull().default(0),
  /** TEST MODE: the saved test card (last 4 digits, and the decline later charges get, if any). Never a number. */
  testCard: jsonb('test_card'),
  /** TEST MODE: failed renewal charges so far, and when the next retry is due (past_due). */
  renewalAttempts: integer('renewal_attempts').notNull().default(0),
  nextRenewalAttemptAt: timestampTz('next_renewal_attempt_at'),
  endedAt: timestampTz('ended_at'),
})

/**
 * TEST MODE invoices (with Stripe keys, invoices are read from Stripe). Financial records: kept when the account
 * is deleted (the user link is cleared), like report payments (docs/decisions/008-retention.md).
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: idColumn(),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    /** Shown as RCE-000001: one sequence across every instance. */
    number: serial('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Stripe's invoice statuses: draft, open, paid, uncollectible, void. */
    status: varchar('status', { length: 16 }).notNull(),
    /** Stripe's billing_reason: subscription_create, subscription_cycle, subscription_update. */
    reason: varchar('reason', { length: 32 }).notNull(),
    description: text('description').notNull(),
    amountDuePence: integer('amount_due_pence').notNull(),
    amountPaidPence: integer('amount_paid_pence').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('gbp'),
    periodStart: timestampTz('period_start'),
    periodEnd: timestampTz('period_end'),
    paidAt: timestampTz('paid_at'),
    /** The first invoice's client secret, hashed (the browser confirms the card with it). */
    clientSecretSha256: text('client_secret_sha256'),
    failureMessage: text('failure_message'),
    ...timestampColumns(),
  },
  (t) => [index('subscription_invoices_user_id_idx').on(t.userId)],
)

/** Stripe webhook events already applied, by event id: a redelivered event is skipped. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestampTz('received_at').notNull().defaultNow(),
})
