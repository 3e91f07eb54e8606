import { index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAtColumn, idColumn } from './columns'
import { estimates } from './estimates'

/** Contact-form messages and estimate concerns; kept 3 years (docs/product/decisions.md retention). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 16 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    name: text('name'),
    phone: varchar('phone', { length: 30 }),
    subject: varchar('subject', { length: 32 }),
    message: text('message').notNull(),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('support_messages_created_at_idx').on(t.createdAt)],
)
