import type { Db } from '../../db/client.js'
import { aiAnalyses } from '../../db/schema/index.js'

export type NewAiAnalysis = typeof aiAnalyses.$inferInsert

/** The `ai_analyses` audit trail: one row per analysis call (SPEC §3), not tied to an estimate yet. */
export function createAnalysisRepository(db: Db) {
  return {
    async insert(row: NewAiAnalysis): Promise<{ id: string }> {
      const [created] = await db.insert(aiAnalyses).values(row).returning({ id: aiAnalyses.id })
      return created!
    },
  }
}
export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>
