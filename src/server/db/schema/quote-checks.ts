import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAtColumn, idColumn, ownerIdColumn } from './columns'
import { estimates, projects } from './estimates'

/**
 * A builder's quote checked against an estimate and kept by its account (decision 030). The quote is kept
 * as read and corrected (its `ReadQuote`), never the uploaded file: the check needs only what was read.
 */
export const quoteChecks = pgTable(
  'quote_checks',
  {
    id: idColumn(),
    userId: ownerIdColumn('user_id', () => users.id),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    builderName: text('builder_name'),
    /** The quote as read and corrected (ReadQuote). */
    quote: jsonb('quote').notNull(),
    /** The findings (QuoteCheck) when it was kept. */
    findings: jsonb('findings').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('quote_checks_user_created_idx').on(t.userId, t.createdAt),
    index('quote_checks_estimate_idx').on(t.estimateId),
  ],
)
