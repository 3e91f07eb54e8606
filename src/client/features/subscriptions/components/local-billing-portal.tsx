import { useState } from 'react'
import { formatGbp } from '#shared/format'
import { getPlan, PAID_TIERS, planPricePence, type BillingPeriod } from '#shared/plans'
import type { PaidTier, Subscription, SubscriptionChoice } from '#shared/schemas/subscriptions'
import { LocalCardNotice } from '#client/components/local-card-notice'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { toast } from '#client/components/ui/use-toast'
import { describeApiError } from '#client/lib/api-client'
import { longDate } from '#client/lib/dates'
import { planName } from '#client/lib/subscription-text'
import { hasPaidPlan, useSubscriptionAction, type SubscriptionAction } from '../subscriptions-api'
import { CancelSubscription } from './cancel-subscription'
import { ConfirmPlanSwitch } from './confirm-plan-switch'
import { InvoiceList } from './invoice-list'
import { PlanDetails } from './plan-details'

/**
 * The TEST MODE billing portal (/account/billing): what Stripe's Customer Portal offers when Stripe keys are set,
 * served by the app's own provider: the plan, switching plan or period with proration (after a confirmation showing
 * what is charged now), cancelling at the end of the period (and resuming), and the invoices.
 */
export function LocalBillingPortal({ subscription }: { subscription: Subscription | null }) {
  const action = useSubscriptionAction()
  // The plan chosen in Switch plan, waiting for the customer to confirm the amount.
  const [switchTo, setSwitchTo] = useState<SubscriptionChoice | undefined>()
  const run = (what: SubscriptionAction, done: string) =>
    action.mutate(what, {
      onSuccess: () => toast({ title: done }),
      onError: (error) => toast({ variant: 'destructive', title: 'Not changed', description: describeApiError(error) }),
    })
  const isPaid = Boolean(subscription && hasPaidPlan(subscription))
  return (
    <div className="space-y-6">
      <LocalCardNotice>
        This is the test billing portal: no real card is charged. With Stripe connected, Manage subscription opens
        Stripe’s own portal instead.
      </LocalCardNotice>
      <PortalSection id="portal-plan" title="Current plan">
        <PlanDetails subscription={subscription} />
      </PortalSection>
      {subscription && isPaid ? (
        <>
          <PortalSection id="portal-switch" title="Switch plan">
            <SwitchPlanForm subscription={subscription} isPending={action.isPending} onSwitch={setSwitchTo} />
            <ConfirmPlanSwitch
              choice={switchTo}
              currentTier={subscription.tier}
              isPending={action.isPending}
              onCancel={() => setSwitchTo(undefined)}
              onConfirm={(quotedAt) => {
                const choice = switchTo!
                setSwitchTo(undefined)
                run(
                  { kind: 'change', ...choice, quotedAt },
                  `Switched to ${getPlan(choice.tier).name}, billed ${choice.billingPeriod === 'annual' ? 'annually' : 'monthly'}`,
                )
              }}
            />
          </PortalSection>
          <PortalSection
            id="portal-cancel"
            title={subscription.cancelAtPeriodEnd ? 'Resume subscription' : 'Cancel subscription'}
          >
            <CancelSubscription
              subscription={subscription}
              isPending={action.isPending}
              onCancel={() => run({ kind: 'cancel' }, 'Subscription cancelled at the end of the period')}
              onResume={() => run({ kind: 'resume' }, 'Subscription resumed')}
            />
          </PortalSection>
        </>
      ) : null}
      <PortalSection id="portal-invoices" title="Invoices and receipts">
        <p className="mb-3 text-sm text-muted">Amounts include VAT.</p>
        <InvoiceList />
      </PortalSection>
    </div>
  )
}

function PortalSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card role="region" className="p-6 sm:p-8" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </Card>
  )
}

const PERIODS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
]

/** Pick a plan and period; the price of each choice is shown, and what switching does to the bill. */
function SwitchPlanForm({
  subscription,
  isPending,
  onSwitch,
}: {
  subscription: Subscription
  isPending: boolean
  onSwitch: (choice: { tier: PaidTier; billingPeriod: BillingPeriod }) => void
}) {
  const currentTier = subscription.tier === 'free' ? 'pro' : subscription.tier
  const [tier, setTier] = useState<PaidTier>(currentTier)
  const [period, setPeriod] = useState<BillingPeriod>(subscription.billingPeriod)
  const isCurrent = tier === subscription.tier && period === subscription.billingPeriod
  const periodEnd = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : 'the end of the period'
  return (
    <form
      aria-label="Switch plan"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        if (!isCurrent) onSwitch({ tier, billingPeriod: period })
      }}
    >
      <ChoiceGroup
        legend="Plan"
        name="tier"
        value={tier}
        onChange={setTier}
        options={PAID_TIERS.map((t) => ({ value: t, label: planName(t) }))}
      />
      <ChoiceGroup
        legend="Billing period"
        name="period"
        value={period}
        onChange={setPeriod}
        options={PERIODS.map((p) => ({
          value: p.value,
          label: `${p.label}: ${formatGbp(planPricePence(getPlan(tier), p.value))}`,
        }))}
      />
      <p className="text-[0.9375rem] leading-relaxed text-muted">
        Switching takes effect straight away and is prorated. You are credited for the unused time on your current plan
        (to {periodEnd}) and your saved card pays the difference now: for the same billing period, the new plan’s price
        for the rest of it; for a new billing period, a full period starting today. Any credit left over goes towards
        your next invoices. Prices include VAT.
      </p>
      <Button type="submit" disabled={isCurrent || isPending}>
        {isPending
          ? 'Processing...'
          : isCurrent
            ? 'This is your current plan'
            : `Switch to ${planName(tier)}, ${period} billing`}
      </Button>
    </form>
  )
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string
  name: string
  value: T
  onChange: (value: T) => void
  options: { value: T; label: string }[]
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-4 py-2.5 text-[0.9375rem] has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-teal-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
