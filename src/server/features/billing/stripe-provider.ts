import Stripe from 'stripe'
import { AppError } from '../../errors'
import type { PaymentProvider, ProviderPaymentIntent } from './payment-provider'

export interface StripeConfig {
  STRIPE_SECRET_KEY: string
  STRIPE_PUBLISHABLE_KEY?: string | undefined
  /** Points the SDK at another API host (tests use tests/helpers/fake-stripe.ts). */
  STRIPE_API_BASE?: string | undefined
}

/** The one place a Stripe SDK client is made. */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

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

function unavailable(err: unknown): AppError {
  const error = new AppError('internal', 502, 'We could not reach the payment provider. Please try again in a moment.')
  error.cause = err
  return error
}

/** Stripe PaymentIntents, card only (PRODUCT.md: Stripe when its keys are set). */
export function createStripePaymentProvider(stripe: Stripe, config: StripeConfig): PaymentProvider {
  return {
    kind: 'stripe',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    async createPaymentIntent(input) {
      let pi: Stripe.PaymentIntent
      try {
        pi = await stripe.paymentIntents.create({
          amount: input.amountPence,
          currency: input.currency,
          // Card only (PRODUCT.md, variant B). This API version names it allowed_payment_method_types.
          allowed_payment_method_types: ['card'],
          description: 'Professional QS cost report',
          metadata: { estimateId: input.estimateId, product: 'professional_qs_report' },
          ...(input.email ? { receipt_email: input.email } : {}),
        })
      } catch (err) {
        throw unavailable(err)
      }
      if (!pi.client_secret) throw unavailable(new Error(`PaymentIntent ${pi.id} came back without a client secret`))
      return { intent: toProviderIntent(pi), clientSecret: pi.client_secret }
    },
    async retrievePaymentIntent(id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id))
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && (err.statusCode === 404 || err.code === 'resource_missing')) {
          return undefined
        }
        throw unavailable(err)
      }
    },
  }
}
