import { RetryAlert } from '#client/components/retry-alert'
import { hasPaidPlan, useSubscription } from '../subscriptions-api'
import { InvoiceList } from './invoice-list'
import { ManageSubscriptionButton } from './manage-subscription-button'
import { PlanDetails } from './plan-details'

/**
 * /account's "Plan and billing": the plan, its status and renewal or end date, Manage subscription (the billing
 * portal) and the invoices and receipts. Rendered inside the page's settings section.
 */
export function PlanBillingSection() {
  const subscription = useSubscription()
  if (subscription.isPending) return <p className="text-muted">Loading your plan…</p>
  if (subscription.isError) return <RetryAlert query={subscription} fallback="We couldn’t load your plan." />
  return (
    <div className="space-y-6">
      <PlanDetails subscription={subscription.data} />
      {hasPaidPlan(subscription.data) ? (
        <ManageSubscriptionButton label="Manage subscription" variant="primary" className="w-full sm:w-auto" />
      ) : null}
      <div>
        <h3 className="text-base font-semibold text-navy-900">Invoices and receipts</h3>
        <p className="mb-3 text-sm text-muted">Amounts include VAT.</p>
        <InvoiceList />
      </div>
    </div>
  )
}
