import { AI_ANALYSIS_RETENTION_DAYS } from '#shared/retention'
import type { Db } from '#server/db/client'
import { createRetainedLog } from '#server/db/rows'
import { aiAnalyses } from '#server/db/schema/index'

export type NewAiAnalysis = typeof aiAnalyses.$inferInsert

/**
 * The `ai_analyses` audit trail: one row per analysis call (docs/product/data.md), not tied to an estimate yet;
 * purged after 30 days (their input holds the user's description).
 */
export const createAnalysisRepository = (db: Db) => createRetainedLog(db, aiAnalyses, AI_ANALYSIS_RETENTION_DAYS)
export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>
