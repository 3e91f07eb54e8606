import type { Db } from '#server/db/client'
import { SUPPORT_RECORD_RETENTION_DAYS } from '#shared/retention'
import { deleteOlderThan, insertRow } from '#server/db/rows'
import { supportMessages } from '#server/db/schema/index'

export type NewSupportMessage = typeof supportMessages.$inferInsert

export function createSupportRepository(db: Db) {
  return {
    insert: (row: NewSupportMessage) => insertRow(db, supportMessages, row),
    /** Support records are kept 3 years (docs/product/decisions.md). */
    async deleteExpired(now: Date): Promise<number> {
      return deleteOlderThan(db, supportMessages, now, SUPPORT_RECORD_RETENTION_DAYS)
    },
  }
}
export type SupportRepository = ReturnType<typeof createSupportRepository>
