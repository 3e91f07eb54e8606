import { AI_ANALYSIS_RETENTION_DAYS } from '#shared/retention'
import type { Db } from '#server/db/client'
import { deleteOlderThan } from '#server/db/rows'
import { aiAnalyses } from '#server/db/schema/index'

export type NewAiAnalysis = typeof aiAnalyses.$inferInsert

/** The `ai_analyses` audit trail: one row per analysis call (docs/product/data.md), not tied to an estimate yet. */
export function createAnalysisRepository(db: Db) {
  return {
    async insert(row: NewAiAnalysis): Promise<{ id: string }> {
      const [created] = await db.insert(aiAnalyses).values(row).returning({ id: aiAnalyses.id })
      return created!
    },
    /** Purgeable: deletes analysis calls older than 30 days (their input holds the user's description). */
    async deleteExpired(now: Date): Promise<number> {
      return deleteOlderThan(db, aiAnalyses, now, AI_ANALYSIS_RETENTION_DAYS)
    },
  }
}
export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>
