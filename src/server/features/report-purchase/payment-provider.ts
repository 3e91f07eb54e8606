import type { PaymentProviderKind } from '#shared/schemas/report-purchase'

/**
 * A PaymentIntent as the app needs to see it, whichever provider holds it. Amounts are integer pence.
 * `status` uses Stripe's PaymentIntent statuses (the test provider mimics them).
 */
export interface ProviderPaymentIntent {
  id: string
  status: string
  amountPence: number
  currency: string
  /** The estimate this payment was created for (Stripe: metadata.estimateId). */
  estimateId: string | null
  receiptEmail: string | null
  /** The provider's message for the last failed attempt, if any. */
  failureMessage: string | null
}

export interface CreatePaymentIntentInput {
  amountPence: number
  currency: string
  estimateId: string
  email?: string | undefined
}

export interface CreatedPaymentIntent {
  intent: ProviderPaymentIntent
  clientSecret: string
  /** Provider state to keep on the payments row (the test provider keeps a hash of its client secret). */
  storedMetadata?: Record<string, unknown>
}

/**
 * One interface, two implementations: Stripe when its keys are set (stripe-provider.ts), otherwise the
 * built-in TEST MODE card provider (local-card-payments.ts, on src/server/payments/local-card-provider, decision 045)
 * that accepts Stripe's test card numbers (docs/product/decisions.md, Payments).
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind
  /** Sent to the browser for Stripe.js; absent for the test provider. */
  readonly publishableKey?: string | undefined
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<CreatedPaymentIntent>
  /** Re-reads the payment from the provider (never from the client); undefined when the provider has no such id. */
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | undefined>
  /**
   * Refunds a succeeded payment in full: a second payment for an estimate whose report is already paid for.
   * Idempotent: refunding the same payment again answers the refund already made. Answers the refund's id.
   */
  refundDuplicate(id: string): Promise<{ refundId: string }>
  /**
   * Cancels a payment that is still waiting for a card, so it can no longer be charged (the estimate's report is
   * paid for by another). Answers the payment as the provider now has it.
   */
  cancelUnpaid(id: string): Promise<ProviderPaymentIntent | undefined>
}
