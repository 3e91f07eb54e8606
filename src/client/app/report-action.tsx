import type { EstimateResponse } from '../../shared/schemas/estimates'
import { BuyReportButton } from '../features/payments/buy-report-button'
import { ReportFileButtons } from '../features/payments/report-file-buttons'

/**
 * The estimate page's report action: a bought report (`hasReport`) is opened or downloaded, never sold again;
 * otherwise 'Get Professional Report - £6.99', whose modal asks for an email when the estimate has none.
 */
export function ReportAction({ estimate }: { estimate: EstimateResponse }) {
  if (estimate.hasReport) {
    return estimate.reportId ? (
      <ReportFileButtons
        reportId={estimate.reportId}
        labels={{ view: 'View PDF Report in Browser', download: 'Download PDF Report' }}
        stacked
      />
    ) : null
  }
  return <BuyReportButton estimateId={estimate.id} askEmail={!estimate.hasEmail} className="w-full" />
}
