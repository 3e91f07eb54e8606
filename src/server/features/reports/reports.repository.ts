import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { deleteRows, findRow } from '#server/db/rows'
import { estimates, pdfReports, users } from '#server/db/schema/index'

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
  /** When the consistency gate first held the report (not issued: report-data/gate.ts). */
  heldAt?: string
  /** The gate's faults at the last attempt (at most 20), for support. */
  gateFailures?: string[]
}

const { pdfData: _pdfData, ...summaryColumns } = getTableColumns(pdfReports)

const libraryColumns = {
  reportId: pdfReports.reportId,
  estimateId: pdfReports.estimateId,
  propertyAddress: pdfReports.propertyAddress,
  totalCostIncVatPence: pdfReports.totalCostIncVatPence,
  status: pdfReports.status,
  createdAt: pdfReports.createdAt,
}
/** A report as an account's library lists it. */
export interface LibraryRow {
  reportId: string
  estimateId: string | null
  propertyAddress: string | null
  totalCostIncVatPence: number
  status: string
  createdAt: Date
}

/** The `pdf_reports` table: one report per payment (`payment_intent_id` is unique). */
// eslint-disable-next-line max-lines-per-function -- factory closing over the database; each query is short
export function createReportsRepository(db: Db) {
  // Over 80 lines as a factory: its length is the short methods it returns, which share its closure.
  const summarySelect = { ...summaryColumns, sizeBytes: sql<number | null>`octet_length(${pdfReports.pdfData})` }

  return {
    /** The account holder's name as they gave it, for the report's "Prepared for" (null when none is given). */
    async ownerNameOf(userId: string | null | undefined): Promise<string | null> {
      if (!userId) return null
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1)
      return row?.name.trim() || null
    },
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
      // A name typed beside the card still reaches a report Stripe's webhook opened first, while it is not drawn.
      if (!inserted.length && row.clientName)
        await db
          .update(pdfReports)
          .set({ clientName: row.clientName })
          .where(
            and(
              eq(pdfReports.paymentIntentId, row.paymentIntentId),
              isNull(pdfReports.clientName),
              ne(pdfReports.status, 'ready'),
            ),
          )
      const [report] = await db
        .select(summarySelect)
        .from(pdfReports)
        .where(eq(pdfReports.paymentIntentId, row.paymentIntentId))
        .limit(1)
      return { report: report!, created: inserted.length > 0 }
    },
    async findByReportId(reportId: string): Promise<ReportRow | undefined> {
      return findRow(db, pdfReports, eq(pdfReports.reportId, reportId))
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
    async findSummaryById(id: string): Promise<ReportSummary | undefined> {
      const [row] = await db.select(summarySelect).from(pdfReports).where(eq(pdfReports.id, id)).limit(1)
      return row
    },
    /**
     * Takes an unfinished report in hand (to render it, then email it): one that is not ready, or ready but not
     * yet emailed to the address on file, and that nobody holds, or whose holder took it before `staleBefore`
     * (its process died). Only one caller wins; the winner gets the row.
     */
    async claimUnfinished(id: string, now: Date, staleBefore: Date): Promise<ReportSummary | undefined> {
      const [row] = await db
        .update(pdfReports)
        // A failed report goes back to pending while it is re-rendered.
        .set({
          renderStartedAt: now,
          status: sql`case when ${pdfReports.status} = 'failed' then 'pending' else ${pdfReports.status} end`,
        })
        .where(
          and(
            eq(pdfReports.id, id),
            or(isNull(pdfReports.renderStartedAt), lt(pdfReports.renderStartedAt, staleBefore)),
            or(
              ne(pdfReports.status, 'ready'),
              and(
                isNotNull(pdfReports.clientEmail),
                sql`not coalesce(${pdfReports.reportMetadata} ? 'emailedAt', false)`,
              ),
            ),
          ),
        )
        .returning(summarySelect)
      return row
    },
    /** Lets go of a report taken with claimUnfinished (or created pending), so a retry can take it at once. */
    async release(id: string): Promise<void> {
      await db.update(pdfReports).set({ renderStartedAt: null }).where(eq(pdfReports.id, id))
    },
    /** Stores the PDF; `renderStartedAt` renews the holder's claim for the email that follows. */
    async markReady(
      id: string,
      patch: {
        pdfData: Buffer
        generatedAt: Date
        expiresAt: Date
        reportMetadata: ReportMetadata
        renderStartedAt: Date
      },
    ): Promise<void> {
      await db
        .update(pdfReports)
        .set({ ...patch, status: 'ready' })
        .where(eq(pdfReports.id, id))
    },
    /** Marks a render failed and lets go of the report. */
    async markFailed(id: string, reportMetadata: ReportMetadata): Promise<void> {
      await db
        .update(pdfReports)
        .set({ status: 'failed', reportMetadata, renderStartedAt: null })
        .where(eq(pdfReports.id, id))
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
    /**
     * An account's library: reports for its saved estimates, and reports bought with its (verified) email, newest
     * first. `email` null: only the saved estimates' reports.
     */
    async listForAccount(account: { userId: string; email: string | null }): Promise<LibraryRow[]> {
      const mine = account.email
        ? or(
            eq(estimates.userId, account.userId),
            sql`lower(${pdfReports.clientEmail}) = ${account.email.toLowerCase()}`,
          )
        : eq(estimates.userId, account.userId)
      return db
        .select(libraryColumns)
        .from(pdfReports)
        .leftJoin(estimates, eq(estimates.id, pdfReports.estimateId))
        .where(mine)
        .orderBy(desc(pdfReports.createdAt))
    },
    async listForEstimates(estimateIds: string[]): Promise<LibraryRow[]> {
      if (estimateIds.length === 0) return []
      return db
        .select(libraryColumns)
        .from(pdfReports)
        .where(inArray(pdfReports.estimateId, estimateIds))
        .orderBy(desc(pdfReports.createdAt))
    },
    /** Deletes reports whose 7-year retention ended (Purgeable); returns how many went. */
    async deleteExpired(now: Date): Promise<number> {
      return deleteRows(db, pdfReports, lt(pdfReports.expiresAt, now))
    },
  }
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>
