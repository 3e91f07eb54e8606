import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAtColumn, idColumn, timestampColumns } from './columns'
import { users } from './accounts'
import { estimates } from './estimates'

/** One row per payment attempt for a report; keyed by the provider's payment id so replays are idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    amountPence: integer('amount_pence').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('gbp'),
    status: varchar('status', { length: 32 }).notNull(),
    email: varchar('email', { length: 255 }),
    /** The name the buyer gave for the report's cover (null: none given). */
    buyerName: varchar('buyer_name', { length: 100 }),
    failureMessage: text('failure_message'),
    reportId: text('report_id'),
    metadata: jsonb('metadata'),
    ...timestampColumns(),
  },
  (t) => [
    index('payments_estimate_id_idx').on(t.estimateId),
    // One estimate, one charge (decision 011): the database refuses a second paid or processing payment for an
    // estimate, whichever instance or transaction asks first. A duplicate is kept as 'duplicate' or 'refunded'.
    uniqueIndex('payments_one_paid_per_estimate')
      .on(t.estimateId)
      .where(sql`${t.status} in ('succeeded', 'processing')`),
  ],
)

export const usageRecords = pgTable('usage_records', {
  id: idColumn(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  resourceType: varchar('resource_type', { length: 50 }).notNull(),
  quantity: integer('quantity').notNull().default(1),
  metadata: jsonb('metadata'),
  billingPeriod: varchar('billing_period', { length: 16 }),
  createdAt: createdAtColumn(),
})
