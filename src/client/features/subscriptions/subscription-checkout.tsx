import { ArrowLeft, CircleAlert, LoaderCircle, RotateCcw } from 'lucide-react'
import { useId, useRef } from 'react'
import { formatGbp } from '#shared/format'
import { getPlan, type BillingPeriod } from '#shared/plans'
import type { PaidTier } from '#shared/schemas/subscriptions'
import { Button } from '#client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card'
import { PaymentSecurityNote } from '#client/components/payments/payment-security-note'
import { StripeCardForm, type StripeCardFormHandle } from '#client/components/payments/stripe-card-form'
import { LocalCardForm } from '#client/components/payments/local-card-form'
import { SUBSCRIPTION_SUCCESS_PATH, useSubscriptionCheckout } from './use-subscription-checkout'

const PERIOD_WORD: Record<BillingPeriod, string> = { monthly: 'month', annual: 'year' }

/**
 * The subscribe page's payment card (docs/product/screens.md 'Subscribe page'): loading while the subscription is created, the
 * failed state with Back to Pricing, or the embedded card form (TEST MODE or Stripe's Payment Element) and
 * 'Subscribe Now'.
 */
export function SubscriptionCheckout({ tier, billingPeriod }: { tier: PaidTier; billingPeriod: BillingPeriod }) {
  const checkout = useSubscriptionCheckout(tier, billingPeriod)
  if (checkout.isSetupFailed) return <SetupFailed onRetry={checkout.retrySetup} />
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment details</CardTitle>
        <CardDescription>
          {getPlan(tier).name} plan, billed {billingPeriod === 'monthly' ? 'monthly' : 'annually'}. Cancel at any time;
          you keep the plan until the end of the period you paid for.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {checkout.isCreating || !checkout.subscription ? (
          <div role="status" className="flex flex-col items-center gap-3 py-12 text-muted">
            <LoaderCircle className="size-7 animate-spin text-teal-700" aria-hidden="true" />
            <span>Setting up your subscription…</span>
          </div>
        ) : (
          <CardStep checkout={checkout} billingPeriod={billingPeriod} />
        )}
      </CardContent>
    </Card>
  )
}

function CardStep({
  checkout,
  billingPeriod,
}: {
  checkout: ReturnType<typeof useSubscriptionCheckout>
  billingPeriod: BillingPeriod
}) {
  const formId = `subscribe-${useId().replace(/:/g, '')}`
  const stripeForm = useRef<StripeCardFormHandle>(null)
  const subscription = checkout.subscription!
  const isStripe = subscription.provider === 'stripe' && Boolean(subscription.publishableKey)
  const amount = formatGbp(subscription.amountPence)

  function subscribe() {
    if (isStripe) {
      const form = stripeForm.current
      void checkout.payWithStripe(async () => (form?.isReady() ? form.confirm() : { status: 'not_ready' }))
      return
    }
    // The test card form submits itself (it checks its own fields first).
    document.querySelector<HTMLFormElement>(`#${formId}`)?.requestSubmit()
  }

  return (
    <div className="space-y-5">
      {isStripe ? (
        <StripeCardForm
          publishableKey={subscription.publishableKey!}
          clientSecret={subscription.clientSecret}
          handle={stripeForm}
          returnUrl={`${window.location.origin}${SUBSCRIPTION_SUCCESS_PATH}`}
        />
      ) : (
        <LocalCardForm
          formId={formId}
          disabled={checkout.isPaying}
          serverErrors={checkout.fieldErrors}
          onSubmit={(card) => void checkout.payWithTestCard(card)}
        />
      )}

      <p className="rounded-lg bg-navy-50 px-4 py-3 text-[0.9375rem] text-navy-900">
        You pay <strong className="tabular-nums">{amount}</strong> today (VAT included), then {amount} every{' '}
        {PERIOD_WORD[billingPeriod]} until you cancel.
      </p>

      <Button size="lg" className="w-full" onClick={subscribe} disabled={checkout.isPaying}>
        {checkout.isPaying ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" /> Processing...
          </>
        ) : (
          'Subscribe Now'
        )}
      </Button>

      <PaymentSecurityNote isStripe={isStripe} />
    </div>
  )
}

/** docs/product/errors.md: 'Payment Setup Failed - Unable to initialize payment. Please try again.', with Back to Pricing. */
function SetupFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="flex flex-col items-center p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <CircleAlert className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-navy-900">Payment Setup Failed</h2>
        <p className="mt-2 text-muted">Unable to initialize payment. Please try again.</p>
        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
          {/* A plain link: /#pricing is a section of the landing page. */}
          <Button asChild variant="outline">
            <a href="/#pricing">
              <ArrowLeft aria-hidden="true" />
              Back to Pricing
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
