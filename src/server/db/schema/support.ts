import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { estimates } from './estimates'

/** Contact-form messages and estimate concerns; kept 3 years (PRODUCT.md retention). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 16 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    name: text('name'),
    phone: varchar('phone', { length: 30 }),
    subject: varchar('subject', { length: 32 }),
    message: text('message').notNull(),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_created_at_idx').on(t.createdAt)],
)
