import { Sparkles } from 'lucide-react'
import { UPGRADE_URL } from '#shared/plans'
import type { Subscription } from '#shared/schemas/subscriptions'
import { DetailItem as Detail } from '#client/components/detail-item'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { PAST_DUE_MESSAGE, planName, renewalLine, statusLabel } from '#client/lib/subscription-text'
import { hasPaidPlan } from '../subscriptions-api'

/** The account's plan as a short list: plan, status, billing period and the renewal or end date. */
export function PlanDetails({ subscription }: { subscription: Subscription | null }) {
  if (!subscription || !hasPaidPlan(subscription)) {
    return (
      <div className="space-y-4">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Detail term="Plan">Free</Detail>
          <Detail term="Renewal">Never renews: nothing to pay</Detail>
        </dl>
        {subscription && subscription.tier !== 'free' ? (
          <p className="text-sm text-muted">
            Your {planName(subscription.tier)} subscription is {statusLabel(subscription.status)}
            {renewalLine(subscription) ? ` (${renewalLine(subscription)})` : ''}.
          </p>
        ) : null}
        <Button asChild variant="accent">
          {/* A plain link: /#pricing is a section of the landing page. */}
          <a href={UPGRADE_URL}>
            <Sparkles aria-hidden="true" />
            Upgrade
          </a>
        </Button>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      {subscription.status === 'past_due' ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-danger">
          {PAST_DUE_MESSAGE}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Detail term="Plan">{planName(subscription.tier)}</Detail>
        <Detail term="Status">
          <Badge variant={subscription.status === 'active' ? 'default' : 'outline'} className="capitalize">
            {statusLabel(subscription.status)}
          </Badge>
        </Detail>
        <Detail term="Billing">{subscription.billingPeriod === 'annual' ? 'Annual' : 'Monthly'}</Detail>
        <Detail term="Renewal">{renewalLine(subscription) ?? 'Not set'}</Detail>
      </dl>
    </div>
  )
}
