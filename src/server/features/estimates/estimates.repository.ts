import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { deleteRows, insertRow } from '../../db/rows'
import { estimates } from '../../db/schema/index'

export type EstimateRow = typeof estimates.$inferSelect
export type NewEstimateRow = typeof estimates.$inferInsert

export function createEstimatesRepository(db: Db) {
  return {
    insert: (row: NewEstimateRow): Promise<EstimateRow> => insertRow(db, estimates, row),
    /**
     * Stores a new estimate and answers only what the database generated, so the cost plan is not read back
     * (the hot path of POST /api/estimates).
     */
    async create(row: NewEstimateRow): Promise<{ id: string; createdAt: Date }> {
      const [created] = await db
        .insert(estimates)
        .values(row)
        .returning({ id: estimates.id, createdAt: estimates.createdAt })
      return created!
    },
    async findById(id: string): Promise<EstimateRow | undefined> {
      const [row] = await db.select().from(estimates).where(eq(estimates.id, id)).limit(1)
      return row
    },
    /**
     * Keeps an estimate for as long as its paid report: until `until` (the report's expiry), or longer if
     * another report already keeps it. A null retainUntil (older paid estimates) is never purged.
     */
    async markRetained(id: string, until: Date): Promise<void> {
      await db
        .update(estimates)
        .set({ retainUntil: sql`greatest(${estimates.retainUntil}, ${until.toISOString()}::timestamptz)` })
        .where(eq(estimates.id, id))
    },
    async listIdsByUser(userId: string): Promise<string[]> {
      const rows = await db.select({ id: estimates.id }).from(estimates).where(eq(estimates.userId, userId))
      return rows.map((r) => r.id)
    },
    /** Makes these estimates of `userId` nobody's (kept after the account goes); answers how many changed. */
    async detachFromUser(userId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0
      const detached = await db
        .update(estimates)
        .set({ userId: null })
        .where(and(eq(estimates.userId, userId), inArray(estimates.id, [...ids])))
        .returning({ id: estimates.id })
      return detached.length
    },
    /** Deletes estimates whose retention ended (free after 30 days, paid with their report); returns how many went. */
    async deleteExpired(now: Date): Promise<number> {
      return deleteRows(db, estimates, and(isNotNull(estimates.retainUntil), lt(estimates.retainUntil, now)))
    },
  }
}
export type EstimatesRepository = ReturnType<typeof createEstimatesRepository>
