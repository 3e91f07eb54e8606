import { useState } from 'react'
import type { Subscription } from '#shared/schemas/subscriptions'
import { ConfirmDialog } from '#client/components/confirm-dialog'
import { Button } from '#client/components/ui/button'
import { longDate } from '#client/lib/dates'
import { planName } from '#client/lib/subscription-text'

/**
 * Cancel at the end of the period, after a confirmation that says when access ends; once set to cancel, Resume
 * keeps the plan renewing as before.
 */
export function CancelSubscription({
  subscription,
  isPending,
  onCancel,
  onResume,
}: {
  subscription: Subscription
  isPending: boolean
  onCancel: () => void
  onResume: () => void
}) {
  const [isConfirming, setIsConfirming] = useState(false)
  const name = planName(subscription.tier)
  const endDate = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : 'the end of this period'
  if (subscription.cancelAtPeriodEnd) {
    return (
      <div className="space-y-4">
        <p className="text-[0.9375rem] leading-relaxed text-ink">
          Your {name} plan <strong>cancels on {endDate}</strong>. You keep it until then, and nothing more is charged.
          Resume to keep it renewing as before.
        </p>
        <Button onClick={onResume} disabled={isPending}>
          {isPending ? 'Processing...' : 'Resume subscription'}
        </Button>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <p className="text-[0.9375rem] leading-relaxed text-ink">
        Cancelling stops the renewal. You keep the {name} plan until {endDate}, then your account moves to the Free
        plan. Your projects, estimates and reports are kept.
      </p>
      <Button variant="destructive" onClick={() => setIsConfirming(true)} disabled={isPending}>
        Cancel subscription
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        className="max-w-md"
        title={`Cancel your ${name} plan?`}
        description={`It won’t renew. You keep it until ${endDate}, then move to the Free plan. You can resume before then.`}
        keepLabel="Keep my plan"
        confirmLabel="Cancel at period end"
        confirmVariant="destructive"
        onConfirm={() => {
          setIsConfirming(false)
          onCancel()
        }}
      />
    </div>
  )
}
