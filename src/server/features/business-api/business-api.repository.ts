import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { apiKeys, apiUsageDays, apiUsageMonths, organizations } from '#server/db/schema/index'

export type ApiKeyRow = typeof apiKeys.$inferSelect

/** How often a key's `last_used_at` is rewritten: at most once a minute, not on every call. */
const LAST_USED_RESOLUTION = sql`interval '1 minute'`

/** An organisation's API keys (the organisations themselves are the teams feature's: a key's owner is read by a join). */
function keys(db: Db) {
  return {
    async insertKey(row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [inserted] = await db.insert(apiKeys).values(row).returning()
      return inserted!
    },

    async listKeys(organizationId: string): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(eq(apiKeys.organizationId, organizationId)).orderBy(asc(apiKeys.createdAt))
    },

    /** Revokes the organisation's key; false when it has no such key. Revoking twice keeps the first time. */
    async revokeKey(organizationId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.id, id)))
        .returning({ id: apiKeys.id })
      return rows.length > 0
    },

    /** The key with this hash and its organisation's owner, whatever its state (the service tells why it fails). */
    async findKeyByHash(keyHash: string) {
      const [row] = await db
        .select({ key: apiKeys, ownerUserId: organizations.ownerUserId })
        .from(apiKeys)
        .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
        .where(eq(apiKeys.keyHash, keyHash))
      return row
    },

    async touchKey(id: string, now: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, sql`${now.toISOString()}::timestamptz - ${LAST_USED_RESOLUTION}`),
            ),
          ),
        )
    },
  }
}

/** Metered calls per organisation, by London month and day. */
function apiUsage(db: Db) {
  return {
    /**
     * Counts one call against the organisation's month if it has calls left: one atomic upsert
     * (`INSERT … ON CONFLICT … DO UPDATE … WHERE calls < limit RETURNING`), so concurrent calls can never take it
     * past `limit`. Answers the month's count after this call, or undefined when the allowance is used up. The
     * day's count follows only for a counted call.
     */
    async meterCall(organizationId: string, month: string, day: string, limit: number): Promise<number | undefined> {
      const [row] = await db
        .insert(apiUsageMonths)
        .values({ organizationId, month, calls: 1 })
        .onConflictDoUpdate({
          target: [apiUsageMonths.organizationId, apiUsageMonths.month],
          set: { calls: sql`${apiUsageMonths.calls} + 1` },
          setWhere: sql`${apiUsageMonths.calls} < ${limit}`,
        })
        .returning({ calls: apiUsageMonths.calls })
      if (!row) return undefined
      await db
        .insert(apiUsageDays)
        .values({ organizationId, day, calls: 1 })
        .onConflictDoUpdate({
          target: [apiUsageDays.organizationId, apiUsageDays.day],
          set: { calls: sql`${apiUsageDays.calls} + 1` },
        })
      return row.calls
    },

    async callsInMonth(organizationId: string, month: string): Promise<number> {
      const [row] = await db
        .select({ calls: apiUsageMonths.calls })
        .from(apiUsageMonths)
        .where(and(eq(apiUsageMonths.organizationId, organizationId), eq(apiUsageMonths.month, month)))
      return row?.calls ?? 0
    },

    /** Calls per London day from `fromDay` (YYYY-MM-DD) on, oldest first. */
    async callsByDay(organizationId: string, fromDay: string) {
      const rows = await db
        .select({ day: apiUsageDays.day, calls: apiUsageDays.calls })
        .from(apiUsageDays)
        .where(and(eq(apiUsageDays.organizationId, organizationId), gte(apiUsageDays.day, fromDay)))
        .orderBy(asc(apiUsageDays.day))
      return rows.map((r) => ({ day: String(r.day), calls: r.calls }))
    },
  }
}

/** Organisations, their API keys and their metered usage. */
export function createBusinessApiRepository(db: Db) {
  return { ...keys(db), ...apiUsage(db) }
}
export type BusinessApiRepository = ReturnType<typeof createBusinessApiRepository>
