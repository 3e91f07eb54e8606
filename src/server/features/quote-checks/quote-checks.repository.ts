import { and, count, desc, eq, gte } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { insertRow, listRows } from '#server/db/rows'
import { quoteChecks } from '#server/db/schema/index'

export type QuoteCheckRow = typeof quoteChecks.$inferSelect
export type NewQuoteCheckRow = typeof quoteChecks.$inferInsert

/** The `quote_checks` table: every read is scoped to its owner. */
export function createQuoteChecksRepository(db: Db) {
  return {
    insert: (row: NewQuoteCheckRow) => insertRow(db, quoteChecks, row),
    async countSince(userId: string, since: Date): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(quoteChecks)
        .where(and(eq(quoteChecks.userId, userId), gte(quoteChecks.createdAt, since)))
      return r?.n ?? 0
    },
    async findOwned(id: string, userId: string): Promise<QuoteCheckRow | undefined> {
      const [row] = await db
        .select()
        .from(quoteChecks)
        .where(and(eq(quoteChecks.id, id), eq(quoteChecks.userId, userId)))
      return row
    },
    list(userId: string, estimateId?: string): Promise<QuoteCheckRow[]> {
      const owned = estimateId
        ? and(eq(quoteChecks.userId, userId), eq(quoteChecks.estimateId, estimateId))
        : eq(quoteChecks.userId, userId)
      return listRows(db, quoteChecks, owned, { orderBy: [desc(quoteChecks.createdAt)], limit: 100 })
    },
  }
}
export type QuoteChecksRepository = ReturnType<typeof createQuoteChecksRepository>
