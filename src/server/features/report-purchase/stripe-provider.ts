import Stripe from 'stripe'
import { isStripeMissing, stripeUnavailable, type StripeConfig } from '#server/payments/stripe-client'
import type { PaymentProvider, ProviderPaymentIntent } from './payment-provider'

export function toProviderIntent(pi: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: pi.id,
    status: pi.status,
    amountPence: pi.amount,
    currency: pi.currency,
    estimateId: pi.metadata?.estimateId || null,
    receiptEmail: pi.receipt_email ?? null,
    failureMessage: pi.last_payment_error?.message ?? null,
  }
}

/** Stripe PaymentIntents, card only (docs/product/decisions.md: Stripe when its keys are set). */
export function createStripePaymentProvider(stripe: Stripe, config: StripeConfig): PaymentProvider {
  async function retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | undefined> {
    try {
      return toProviderIntent(await stripe.paymentIntents.retrieve(id))
    } catch (err) {
      if (isStripeMissing(err)) return undefined
      throw stripeUnavailable(err)
    }
  }

  return {
    kind: 'stripe',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    async createPaymentIntent(input) {
      let pi: Stripe.PaymentIntent
      try {
        pi = await stripe.paymentIntents.create({
          amount: input.amountPence,
          currency: input.currency,
          // Card only (docs/product/decisions.md, variant B). This API version names it allowed_payment_method_types.
          allowed_payment_method_types: ['card'],
          description: 'Professional QS cost report',
          metadata: { estimateId: input.estimateId, product: 'professional_qs_report' },
          ...(input.email ? { receipt_email: input.email } : {}),
        })
      } catch (err) {
        throw stripeUnavailable(err)
      }
      if (!pi.client_secret)
        throw stripeUnavailable(new Error(`PaymentIntent ${pi.id} came back without a client secret`))
      return { intent: toProviderIntent(pi), clientSecret: pi.client_secret }
    },
    retrievePaymentIntent,
    async cancelUnpaid(id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.cancel(id, { cancellation_reason: 'duplicate' }))
      } catch (err) {
        // Paid or cancelled meanwhile (Stripe refuses to cancel those): it is what it is; the caller re-reads it.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return retrievePaymentIntent(id)
        throw stripeUnavailable(err)
      }
    },
    async refundDuplicate(id) {
      try {
        // The key makes a retried refund (a webhook redelivered, a crash before it was recorded) the same refund.
        const refund = await stripe.refunds.create(
          { payment_intent: id, reason: 'duplicate', metadata: { product: 'professional_qs_report' } },
          { idempotencyKey: `duplicate-report-payment-${id}` },
        )
        return { refundId: refund.id }
      } catch (err) {
        // Refunded before, past the key's 24 hours: answer that refund.
        if (err instanceof Stripe.errors.StripeError && err.code === 'charge_already_refunded') {
          const [earlier] =
            (await stripe.refunds.list({ payment_intent: id, limit: 1 }).catch(() => undefined))?.data ?? []
          if (earlier) return { refundId: earlier.id }
        }
        throw stripeUnavailable(err)
      }
    },
  }
}
