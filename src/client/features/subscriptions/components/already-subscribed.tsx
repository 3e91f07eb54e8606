import { BadgeCheck } from 'lucide-react'
import { getPlan } from '#shared/plans'
import type { PaidTier, Subscription } from '#shared/schemas/subscriptions'
import { LinkButton } from '#client/components/link-button'
import { Card, CardContent } from '#client/components/ui/card'
import { renewalLine } from '#client/lib/subscription-text'
import { ManageSubscriptionButton } from './manage-subscription-button'

/**
 * The subscribe page for an account that already has a paid plan: no second subscription and no second charge.
 * The same plan says so; another plan is a switch, made (with proration) in Manage subscription.
 */
export function AlreadySubscribed({ current, wanted }: { current: Subscription; wanted: PaidTier }) {
  const currentName = current.tier === 'free' ? 'Free' : getPlan(current.tier).name
  const wantedName = getPlan(wanted).name
  const isSamePlan = current.tier === wanted
  return (
    <Card role="status">
      <CardContent className="flex flex-col items-center p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-teal-100 text-teal-700">
          <BadgeCheck className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-navy-900">
          {isSamePlan ? `You’re already on the ${currentName} plan` : `You’re on the ${currentName} plan`}
        </h2>
        <p className="mt-2 text-muted">
          {isSamePlan
            ? `${renewalLine(current) ?? 'Your subscription is active'}. Nothing more to pay.`
            : `To move to ${wantedName}, switch plans in Manage subscription: you pay only the difference for the rest of this period, with nothing charged twice.`}
        </p>
        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ManageSubscriptionButton label="Manage subscription" variant="primary" className="w-full sm:w-auto" />
          <LinkButton to="/dashboard" variant="outline">
            Go to your dashboard
          </LinkButton>
        </div>
      </CardContent>
    </Card>
  )
}
