import { lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { SUPPORT_RECORD_RETENTION_DAYS, addDays } from '../../../shared/retention'
import { supportMessages } from '../../db/schema/index'

export type NewSupportMessage = typeof supportMessages.$inferInsert

export function createSupportRepository(db: Db) {
  return {
    async insert(row: NewSupportMessage) {
      const [created] = await db.insert(supportMessages).values(row).returning()
      return created!
    },
    /** Support records are kept 3 years (PRODUCT.md). */
    async deleteExpired(now: Date): Promise<number> {
      const cutoff = addDays(now, -SUPPORT_RECORD_RETENTION_DAYS)
      const deleted = await db
        .delete(supportMessages)
        .where(lt(supportMessages.createdAt, cutoff))
        .returning({ id: supportMessages.id })
      return deleted.length
    },
  }
}
export type SupportRepository = ReturnType<typeof createSupportRepository>
