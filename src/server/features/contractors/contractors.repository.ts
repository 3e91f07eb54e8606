import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { deleteRows, findRow, insertRow, olderThan } from '#server/db/rows'
import { contractors } from '#server/db/schema/index'
import { UNVERIFIED_CONTRACTOR_RETENTION_DAYS } from '#shared/retention'

export type ContractorRow = typeof contractors.$inferSelect
export type NewContractorRow = typeof contractors.$inferInsert

/**
 * What a listing keeps in `profile_data` beyond the table's own columns: the contact person (never shown publicly),
 * the website and description as given, when they agreed to publication, and when our team verified them.
 */
export interface ContractorProfile {
  contactName: string
  website: string | null
  description: string
  consentedAt: string
  verifiedAt?: string
}

export interface ContractorFilter {
  region?: string | undefined
  specialty?: string | undefined
  limit: number
  offset: number
}

/** jsonb containment: the listing's array holds this value (`'["london","wales"]' @> '["london"]'`). */
const holds = (column: typeof contractors.regions | typeof contractors.specialties, value: string): SQL =>
  sql`${column} @> ${JSON.stringify([value])}::jsonb`

export function createContractorsRepository(db: Db) {
  return {
    insert: (row: NewContractorRow): Promise<ContractorRow> => insertRow(db, contractors, row),

    async findById(id: string): Promise<ContractorRow | undefined> {
      return findRow(db, contractors, eq(contractors.id, id))
    },

    /** Verified listings matching the filter, alphabetically (an order that ranks nobody), and how many match. */
    async listVerified(filter: ContractorFilter): Promise<{ rows: ContractorRow[]; total: number }> {
      const where = and(
        eq(contractors.isVerified, true),
        filter.region ? holds(contractors.regions, filter.region) : undefined,
        filter.specialty ? holds(contractors.specialties, filter.specialty) : undefined,
      )
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contractors)
          .where(where)
          .orderBy(asc(sql`lower(${contractors.name})`), asc(contractors.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(contractors).where(where),
      ])
      return { rows, total: totals?.n ?? 0 }
    },

    /** Unverified listings, oldest first: what support has still to check. */
    async listUnverified(): Promise<ContractorRow[]> {
      return db.select().from(contractors).where(eq(contractors.isVerified, false)).orderBy(asc(contractors.createdAt))
    },

    /**
     * Sets whether a listing is verified (shown publicly), recording when in its profile. Answers the updated row,
     * or undefined when no listing has this id.
     */
    async setVerified(id: string, isVerified: boolean, now: Date): Promise<ContractorRow | undefined> {
      const stamp = isVerified ? { verifiedAt: now.toISOString() } : {}
      const [row] = await db
        .update(contractors)
        .set({
          isVerified,
          updatedAt: now,
          profileData: sql`(coalesce(${contractors.profileData}, '{}'::jsonb) - 'verifiedAt') || ${JSON.stringify(stamp)}::jsonb`,
        })
        .where(eq(contractors.id, id))
        .returning()
      return row
    },

    /**
     * Unverified listings are deleted 90 days after they were made: support had that long to check them, and the
     * business can list again (docs/decisions/008-retention.md). Verified listings stay until the business asks.
     */
    async deleteExpired(now: Date): Promise<number> {
      return deleteRows(
        db,
        contractors,
        and(
          eq(contractors.isVerified, false),
          olderThan(contractors.createdAt, now, UNVERIFIED_CONTRACTOR_RETENTION_DAYS),
        ),
      )
    },
  }
}
export type ContractorsRepository = ReturnType<typeof createContractorsRepository>
