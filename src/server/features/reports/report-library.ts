import { getPlan, type PlanOf } from '#shared/plans'
import type { LibraryReport } from '#shared/schemas/projects'
import type { EstimateSource } from './report-ports'
import type { ReportLinks } from './report-links'
import type { LibraryRow, ReportsRepository, ReportSummary } from './reports.repository'
import type { ViewerRef } from '#server/http/viewer'

/** The signed-in reader (the session port), or null. */

const toLibraryReport = (row: LibraryRow): LibraryReport => ({
  reportId: row.reportId,
  estimateId: row.estimateId,
  propertyAddress: row.propertyAddress,
  totalCostIncludingVAT: Math.round(row.totalCostIncVatPence) / 100,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
})

const verifiedEmailOf = (viewer: ViewerRef) =>
  viewer?.emailVerified && viewer.email ? viewer.email.toLowerCase() : null

/**
 * Who may read which report, and an account's report library (docs/decisions/015). A report for an anonymous
 * estimate is read by its unguessable id, as before accounts. A report for an estimate saved to an account is
 * read by that account, by the account whose verified email bought it, or through its signed emailed link; anyone
 * else is told it does not exist (404).
 */
export function createReportLibrary(deps: {
  repo: ReportsRepository
  estimates: Pick<EstimateSource, 'findById'>
  links: Pick<ReportLinks, 'check'>
  now: () => Date
  planOf: PlanOf
}) {
  return {
    async canRead(report: ReportSummary, viewer: ViewerRef, token: string | undefined): Promise<boolean> {
      const estimate = report.estimateId ? await deps.estimates.findById(report.estimateId) : undefined
      const ownerId = estimate?.userId ?? null
      if (ownerId === null || viewer?.id === ownerId) return true
      const email = verifiedEmailOf(viewer)
      if (email && report.clientEmail?.toLowerCase() === email) return true
      if (!token) return false
      const check = deps.links.check(token, deps.now())
      return check.status === 'valid' && check.reportId === report.reportId
    },

    /**
     * GET /api/reports: the account's reports, newest first, as many as its plan's library keeps (free: 1);
     * `total` counts them all (older ones still open from their emailed links).
     */
    async listForAccount(viewer: NonNullable<ViewerRef>) {
      const rows = await deps.repo.listForAccount({ userId: viewer.id, email: verifiedEmailOf(viewer) })
      const { tier } = await deps.planOf(viewer.id)
      const allowed = getPlan(tier).limits.reports
      const kept = allowed === -1 ? rows : rows.slice(0, allowed)
      return { reports: kept.map(toLibraryReport), total: rows.length, allowed }
    },

    async listForEstimates(estimateIds: string[]): Promise<LibraryReport[]> {
      return (await deps.repo.listForEstimates(estimateIds)).map(toLibraryReport)
    },
  }
}
export type ReportLibrary = ReturnType<typeof createReportLibrary>
