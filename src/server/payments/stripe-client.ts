import Stripe from 'stripe'
import { AppError } from '../errors'

export interface StripeConfig {
  STRIPE_SECRET_KEY: string
  STRIPE_PUBLISHABLE_KEY?: string | undefined
  /** Points the SDK at another API host (tests use tests/helpers/fake-stripe.ts). */
  STRIPE_API_BASE?: string | undefined
}

/** The one place a Stripe SDK client is made; the report purchase and subscriptions share it. */
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

/** 502: Stripe could not be reached or refused a call it should not have (the cause is logged, never sent). */
export function stripeUnavailable(err: unknown): AppError {
  const error = new AppError('bad_gateway', 'We could not reach the payment provider. Please try again in a moment.')
  error.cause = err
  return error
}

/** Whether a Stripe call failed because the object does not exist. */
export const isStripeMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && (err.statusCode === 404 || err.code === 'resource_missing')
