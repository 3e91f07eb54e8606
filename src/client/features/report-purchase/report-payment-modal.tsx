import { LoaderCircle } from 'lucide-react'
import { useId, useRef } from 'react'
import { formatGbp } from '#shared/format'
import { REPORT_PRICE_PENCE } from '#shared/pricing'
import { InputField } from '#client/components/form/fields'
import { Button } from '#client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog'
import { PaymentSecurityNote } from '#client/components/payments/payment-security-note'
import { ReportEmailForm } from './report-email-form'
import { StripeCardForm, type StripeCardFormHandle } from '#client/components/payments/stripe-card-form'
import { LocalCardForm } from '#client/components/payments/local-card-form'
import type { PurchaseReport } from './use-purchase-report'

const PRICE = formatGbp(REPORT_PRICE_PENCE)

/**
 * docs/product/screens.md 'Payment modals', variant B: '£6.99 Payment', a loading state, a card-only form, a 'Secured by Stripe'
 * note (Stripe) or a clearly labelled TEST MODE form, Cancel and 'PAY £6.99'.
 */
// eslint-disable-next-line max-lines-per-function -- the payment dialog’s states (loading, card form, failed, paid) share one frame
export function ReportPaymentModal({ purchase }: { purchase: PurchaseReport }) {
  const formId = useId().replace(/:/g, '')
  const stripeForm = useRef<StripeCardFormHandle>(null)
  const { phase, intent, paymentError, paidIntentId } = purchase
  const busy = phase === 'paying' || phase === 'verifying'
  const isStripe = intent?.provider === 'stripe'
  const reportRetry = Boolean(paidIntentId && paymentError && phase === 'ready')
  const askingEmail = phase === 'email'

  async function payWithStripe() {
    const form = stripeForm.current
    if (!form?.isReady()) return purchase.notReady()
    if (!purchase.checkName()) return
    purchase.setPaying()
    const result = await form.confirm()
    if (result.status === 'not_ready') return purchase.failPayment(undefined)
    if (result.status === 'failed') return purchase.failPayment(result.message)
    await purchase.completePayment(result.paymentIntentId)
  }

  function handlePay() {
    if (askingEmail) return void document.querySelector<HTMLFormElement>(`#${formId}-email-step`)?.requestSubmit()
    if (reportRetry && paidIntentId) return void purchase.completePayment(paidIntentId)
    if (phase !== 'ready' || !intent) return purchase.notReady()
    if (isStripe) return void payWithStripe()
    // The test card form submits itself (it validates its own fields first).
    document.querySelector<HTMLFormElement>(`#${formId}`)?.requestSubmit()
  }

  return (
    <Dialog open={purchase.isOpen} onOpenChange={(open) => !open && !busy && purchase.cancel()}>
      <DialogContent
        hideClose={busy}
        onInteractOutside={(e) => busy && e.preventDefault()}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        className="max-w-md"
      >
        <DialogHeader>
          <DialogTitle>{PRICE} Payment</DialogTitle>
          <DialogDescription>
            Professional QS cost report: 10 pages, yours to keep and share with builders and lenders. One-off payment,
            VAT included.
          </DialogDescription>
        </DialogHeader>

        {askingEmail ? (
          <ReportEmailForm formId={`${formId}-email-step`} onSubmit={(email) => void purchase.submitEmail(email)} />
        ) : phase === 'creating' || !intent ? (
          <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted">
            <LoaderCircle className="size-7 animate-spin text-teal-700" aria-hidden="true" />
            <span>Preparing secure payment…</span>
          </div>
        ) : (
          <div className="space-y-4">
            {purchase.email ? (
              <p className="text-sm text-muted">
                Receipt and report to <span className="font-semibold break-words text-navy-900">{purchase.email}</span>
              </p>
            ) : null}
            <InputField
              id={`${formId}-name`}
              label="Name for the report (optional)"
              hint="Printed on the cover as “Prepared for”. Leave it blank and the cover shows your email."
              error={purchase.nameError ?? undefined}
              name="name"
              autoComplete="name"
              disabled={busy || reportRetry}
              value={purchase.name}
              onValueChange={purchase.setName}
            />
            {isStripe && intent.publishableKey ? (
              <StripeCardForm
                publishableKey={intent.publishableKey}
                clientSecret={intent.clientSecret}
                handle={stripeForm}
              />
            ) : (
              <LocalCardForm
                formId={formId}
                disabled={busy || reportRetry}
                serverErrors={purchase.fieldErrors}
                onSubmit={(card) => void purchase.payWithTestCard(card)}
              />
            )}

            {paymentError ? (
              <div
                role="alert"
                className="rounded-lg border border-red-200 bg-danger-soft px-3.5 py-3 text-sm text-danger"
              >
                <p className="font-semibold">{reportRetry ? 'Report generation failed' : 'Payment failed'}</p>
                <p>{paymentError}</p>
              </div>
            ) : null}

            {phase === 'verifying' ? (
              <p role="status" className="flex items-center gap-2 text-sm text-navy-800">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Payment received. Preparing your report…
              </p>
            ) : null}

            <PaymentSecurityNote isStripe={isStripe} />
          </div>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={purchase.cancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={handlePay} disabled={!askingEmail && (phase !== 'ready' || !intent)} className="min-w-36">
            {askingEmail ? (
              'Continue to payment'
            ) : busy ? (
              <>
                <LoaderCircle className="animate-spin" aria-hidden="true" /> Processing...
              </>
            ) : reportRetry ? (
              'Try again'
            ) : (
              `PAY ${PRICE}`
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
