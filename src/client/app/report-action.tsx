import type { EstimateResponse } from '#shared/schemas/estimates'
import { Button } from '../components/ui/button'
import { useSession } from '../features/accounts/session-api'
import { hasPaidPlan, useSubscription } from '../features/subscriptions/subscriptions-api'
import { IncludedReportButton } from '../features/subscriptions/components/included-report-button'
import { BuyReportButton } from '../features/report-purchase/buy-report-button'
import { ReportFileButtons } from '../features/report-purchase/report-file-buttons'
import { ReportPaperworkLinks } from '../components/report-paperwork-links'
import { planName } from '../lib/subscription-text'

/**
 * Whether the signed-in account's plan includes reports: `includedIn` is its plan's name (Pro, Business), and
 * `isChecking` while the session or the subscription is still being read. Signed out, nothing is included.
 */
export function useReportPlan(): { isChecking: boolean; includedIn?: string } {
  const { user, isLoading } = useSession()
  const subscription = useSubscription({ enabled: Boolean(user) })
  if (isLoading || (user && subscription.isPending)) return { isChecking: true }
  if (user && subscription.data && hasPaidPlan(subscription.data))
    return { isChecking: false, includedIn: planName(subscription.data.tier) }
  return { isChecking: false }
}

/**
 * The estimate page's report action: a report already made (`hasReport`) is opened or downloaded, never sold
 * again; a signed-in Pro or Business account gets it without paying ('Get your report (included in your plan)');
 * everyone else gets 'Get Professional Report - £6.99', whose modal asks for an email when the estimate has none.
 */
export function ReportAction({ estimate }: { estimate: EstimateResponse }) {
  const plan = useReportPlan()
  // Bought by someone else (a shared link): theirs to open, and never sold twice (docs/decisions/021).
  if (estimate.reportBoughtByOther) return null
  if (estimate.hasReport) {
    return estimate.reportId ? (
      <div className="flex flex-col gap-3">
        <ReportFileButtons
          reportId={estimate.reportId}
          labels={{ view: 'View PDF Report in Browser', download: 'Download PDF Report' }}
          stacked
        />
        <ReportPaperworkLinks reportId={estimate.reportId} className="flex-col" />
      </div>
    ) : null
  }
  // Signed in, the plan decides which button: say nothing for the moment it takes rather than offer the wrong one.
  if (plan.isChecking) {
    return (
      <Button variant="accent" size="lg" className="w-full" disabled>
        Checking your plan…
      </Button>
    )
  }
  if (plan.includedIn)
    return <IncludedReportButton estimateId={estimate.id} planName={plan.includedIn} className="w-full" />
  return <BuyReportButton estimateId={estimate.id} askEmail={!estimate.hasEmail} className="w-full" />
}
