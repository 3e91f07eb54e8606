import { lt } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { sessions, verifications } from '#server/db/schema/index'

/** better-auth's short-lived rows: sessions and one-time verification values, kept only until they expire. */
export function createAuthRecordsRepository(db: Db) {
  return {
    /** Deletes expired sessions and verification values (the retention job); returns how many went. */
    async deleteExpired(now: Date): Promise<number> {
      const gone = await Promise.all([
        db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
        db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id }),
      ])
      return gone.reduce((n, rows) => n + rows.length, 0)
    },
  }
}
