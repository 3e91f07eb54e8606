import type { Db } from '../../db/client.js'
import { supportMessages } from '../../db/schema/index.js'

export type NewSupportMessage = typeof supportMessages.$inferInsert

export function createSupportRepository(db: Db) {
  return {
    async insert(row: NewSupportMessage) {
      const [created] = await db.insert(supportMessages).values(row).returning()
      return created!
    },
  }
}
export type SupportRepository = ReturnType<typeof createSupportRepository>
