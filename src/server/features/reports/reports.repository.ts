import { and, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { pdfReports } from '../../db/schema/index.js'

export type ReportRow = typeof pdfReports.$inferSelect
export type NewReportRow = typeof pdfReports.$inferInsert
/** A report without its PDF bytes (for status checks and access links). */
export type ReportSummary = Omit<ReportRow, 'pdfData'> & { sizeBytes: number | null }

export interface ReportMetadata {
  sizeBytes?: number
  renderMs?: number
  engineVersion?: string
  rateTableVersion?: string
  emailedAt?: string
  failure?: string
  failedAt?: string
}

const { pdfData: _pdfData, ...summaryColumns } = getTableColumns(pdfReports)

/** The `pdf_reports` table: one report per payment (`payment_intent_id` is unique). */
export function createReportsRepository(db: Db) {
  const summarySelect = { ...summaryColumns, sizeBytes: sql<number | null>`octet_length(${pdfReports.pdfData})` }

  return {
    /**
     * Inserts a pending report for a payment unless one exists. Idempotent under races: the unique
     * payment_intent_id decides, and the loser reads the winner's row.
     */
    async insertPendingIfMissing(
      row: NewReportRow & { paymentIntentId: string },
    ): Promise<{ report: ReportSummary; created: boolean }> {
      const inserted = await db
        .insert(pdfReports)
        .values({ ...row, status: 'pending' })
        .onConflictDoNothing({ target: pdfReports.paymentIntentId })
        .returning({ id: pdfReports.id })
      const [report] = await db
        .select(summarySelect)
        .from(pdfReports)
        .where(eq(pdfReports.paymentIntentId, row.paymentIntentId))
        .limit(1)
      return { report: report!, created: inserted.length > 0 }
    },
    async findByReportId(reportId: string): Promise<ReportRow | undefined> {
      const [row] = await db.select().from(pdfReports).where(eq(pdfReports.reportId, reportId)).limit(1)
      return row
    },
    async findSummaryByReportId(reportId: string): Promise<ReportSummary | undefined> {
      const [row] = await db.select(summarySelect).from(pdfReports).where(eq(pdfReports.reportId, reportId)).limit(1)
      return row
    },
    async findSummaryByPaymentIntentId(paymentIntentId: string): Promise<ReportSummary | undefined> {
      const [row] = await db
        .select(summarySelect)
        .from(pdfReports)
        .where(eq(pdfReports.paymentIntentId, paymentIntentId))
        .limit(1)
      return row
    },
    async hasReadyReportForEstimate(estimateId: string): Promise<boolean> {
      const rows = await db
        .select({ id: pdfReports.id })
        .from(pdfReports)
        .where(and(eq(pdfReports.estimateId, estimateId), eq(pdfReports.status, 'ready')))
        .limit(1)
      return rows.length > 0
    },
    /** Moves a failed report back to pending; false when another caller claimed it first (or it isn't failed). */
    /**
     * Claims a report for rendering: one that failed, or one left pending by a render that started before
     * `staleBefore` (its process died). Only one caller wins a claim.
     */
    async claimForRender(id: string, now: Date, staleBefore: Date): Promise<boolean> {
      const rows = await db
        .update(pdfReports)
        .set({ status: 'pending', renderStartedAt: now })
        .where(
          and(
            eq(pdfReports.id, id),
            or(
              eq(pdfReports.status, 'failed'),
              and(
                eq(pdfReports.status, 'pending'),
                or(isNull(pdfReports.renderStartedAt), lt(pdfReports.renderStartedAt, staleBefore)),
              ),
            ),
          ),
        )
        .returning({ id: pdfReports.id })
      return rows.length > 0
    },
    async markReady(
      id: string,
      patch: { pdfData: Buffer; generatedAt: Date; expiresAt: Date; reportMetadata: ReportMetadata },
    ): Promise<void> {
      await db
        .update(pdfReports)
        .set({ ...patch, status: 'ready' })
        .where(eq(pdfReports.id, id))
    },
    async markFailed(id: string, reportMetadata: ReportMetadata): Promise<void> {
      await db.update(pdfReports).set({ status: 'failed', reportMetadata }).where(eq(pdfReports.id, id))
    },
    async updateMetadata(id: string, reportMetadata: ReportMetadata): Promise<void> {
      await db.update(pdfReports).set({ reportMetadata }).where(eq(pdfReports.id, id))
    },
    /** Counts one view or download. */
    async recordAccess(id: string, at: Date): Promise<void> {
      await db
        .update(pdfReports)
        .set({ downloadCount: sql`${pdfReports.downloadCount} + 1`, lastAccessedAt: at })
        .where(eq(pdfReports.id, id))
    },
    /** Deletes reports whose 7-year retention ended (Purgeable); returns how many went. */
    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db.delete(pdfReports).where(lt(pdfReports.expiresAt, now)).returning({ id: pdfReports.id })
      return deleted.length
    },
  }
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>
