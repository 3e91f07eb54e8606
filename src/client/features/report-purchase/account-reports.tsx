import { useQuery } from '@tanstack/react-query'
import type { ReportLibrary } from '#shared/schemas/projects'
import { RetryAlert } from '#client/components/retry-alert'
import { formatGbp } from '#shared/format'
import { shortDate } from '#client/lib/dates'
import { apiGet } from '#client/lib/api-client'
import { ReportPaperworkLinks, ViewReportLink } from '#client/components/report-paperwork-links'

/** The account's bought reports (GET /api/reports): each with its PDF, VAT receipt and schedule downloads. */
export function AccountReports() {
  const library = useQuery({ queryKey: ['/api/reports'], queryFn: () => apiGet<ReportLibrary>('/api/reports') })
  if (library.isPending) return <p className="text-muted">Loading your reports…</p>
  if (library.isError) return <RetryAlert query={library} fallback="We couldn’t load your reports." />
  if (library.data.reports.length === 0) return <p className="text-muted">No reports yet.</p>
  return (
    <ul aria-label="Your reports" className="divide-y divide-line rounded-lg border border-line">
      {library.data.reports.map((r) => (
        <li key={r.reportId} className="flex flex-col gap-1 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold break-all text-navy-900">{r.reportId}</p>
              <p className="text-sm break-words text-muted">
                {r.propertyAddress ? `${r.propertyAddress} · ` : ''}
                {formatGbp(Math.round(r.totalCostIncludingVAT * 100))} inc VAT · {shortDate(r.createdAt)}
              </p>
            </div>
            <ViewReportLink reportId={r.reportId} />
          </div>
          <ReportPaperworkLinks reportId={r.reportId} />
        </li>
      ))}
    </ul>
  )
}
