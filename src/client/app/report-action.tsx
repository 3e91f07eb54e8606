import type { EstimateResponse } from '../../shared/schemas/estimates'
import { Button } from '../components/ui/button'
import { useSession } from '../features/accounts/session-api'
import { hasPaidPlan, useSubscription } from '../features/billing/billing-api'
import { IncludedReportButton } from '../features/billing/components/included-report-button'
import { BuyReportButton } from '../features/payments/buy-report-button'
import { ReportFileButtons } from '../features/payments/report-file-buttons'
import { planName } from '../lib/subscription-text'

/**
 * The estimate page's report action: a report already made (`hasReport`) is opened or downloaded, never sold
 * again; a signed-in Pro or Business account gets it without paying ('Get your report (included in your plan)');
 * everyone else gets 'Get Professional Report - £6.99', whose modal asks for an email when the estimate has none.
 */
export function ReportAction({ estimate }: { estimate: EstimateResponse }) {
  const { user, isLoading } = useSession()
  const subscription = useSubscription({ enabled: Boolean(user) })
  if (estimate.hasReport) {
    return estimate.reportId ? (
      <ReportFileButtons
        reportId={estimate.reportId}
        labels={{ view: 'View PDF Report in Browser', download: 'Download PDF Report' }}
        stacked
      />
    ) : null
  }
  // Signed in, the plan decides which button: say nothing for the moment it takes rather than offer the wrong one.
  if (isLoading || (user && subscription.isPending)) {
    return (
      <Button variant="accent" size="lg" className="w-full" disabled>
        Checking your plan…
      </Button>
    )
  }
  if (user && subscription.data && hasPaidPlan(subscription.data)) {
    return (
      <IncludedReportButton estimateId={estimate.id} planName={planName(subscription.data.tier)} className="w-full" />
    )
  }
  return <BuyReportButton estimateId={estimate.id} askEmail={!estimate.hasEmail} className="w-full" />
}
