import type { Db } from '#server/db/client'
import { SUPPORT_RECORD_RETENTION_DAYS } from '#shared/retention'
import { createRetainedLog } from '#server/db/rows'
import { supportMessages } from '#server/db/schema/index'

/** The support messages; support records are kept 3 years (docs/product/decisions.md). */
export const createSupportRepository = (db: Db) => createRetainedLog(db, supportMessages, SUPPORT_RECORD_RETENTION_DAYS)
export type SupportRepository = ReturnType<typeof createSupportRepository>
