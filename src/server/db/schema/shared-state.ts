import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAtColumn, timestampTz } from './columns'

/**
 * State that every instance of the app must share (docs/architecture.md, "Several instances"): secrets
 * generated once per deployment, and the counters behind rate limits and mail caps.
 */
export const appSecrets = pgTable('app_secrets', {
  /** e.g. `link-signing`. */
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAtColumn(),
})

/** Fixed-window counters: one row per limit key and window; expired rows are reused or swept. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestampTz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
)
