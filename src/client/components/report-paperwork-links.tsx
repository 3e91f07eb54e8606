import { FileSpreadsheet, FileText, Receipt, Sheet } from 'lucide-react'
import { cn } from '../lib/cn'

const withToken = (url: string, token?: string, extra = '') => {
  const params = new URLSearchParams(extra)
  if (token) params.set('token', token)
  const query = params.toString()
  return query ? `${url}?${query}` : url
}

/** Where each paper of a bought report downloads from (the PDF's access rules: the owner, or the emailed token). */
export const reportPaperworkUrls = (reportId: string, token?: string) => {
  const base = `/api/reports/${encodeURIComponent(reportId)}`
  return {
    receipt: withToken(`${base}/receipt`, token, 'download=true'),
    xlsx: withToken(`${base}/schedule.xlsx`, token),
    csv: withToken(`${base}/schedule.csv`, token),
  }
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md px-1 py-1 text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700'

/**
 * A bought report's other papers: the VAT receipt (PDF) and the schedule of works as a spreadsheet (.xlsx with
 * formulas) and CSV. `receipt: false` for a report included in a plan (its invoice is the plan's).
 */
export function ReportPaperworkLinks({
  reportId,
  token,
  receipt = true,
  className,
}: {
  reportId: string
  token?: string
  receipt?: boolean
  className?: string
}) {
  const urls = reportPaperworkUrls(reportId, token)
  return (
    <ul aria-label="Receipt and schedule downloads" className={cn('flex flex-wrap gap-x-4 gap-y-1', className)}>
      {receipt ? (
        <li>
          <a href={urls.receipt} className={linkClass} download>
            <Receipt className="size-4" aria-hidden="true" />
            VAT receipt (PDF)
          </a>
        </li>
      ) : null}
      <li>
        <a href={urls.xlsx} className={linkClass} download>
          <FileSpreadsheet className="size-4" aria-hidden="true" />
          Schedule of works (Excel)
        </a>
      </li>
      <li>
        <a href={urls.csv} className={linkClass} download>
          <Sheet className="size-4" aria-hidden="true" />
          Schedule (CSV)
        </a>
      </li>
    </ul>
  )
}

/** A bought report's PDF, opened in a new tab (the owner's session decides access). */
export function ViewReportLink({ reportId }: { reportId: string }) {
  return (
    <a
      href={`/api/reports/${encodeURIComponent(reportId)}/view`}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline"
    >
      <FileText className="size-4" aria-hidden="true" />
      View report
    </a>
  )
}
