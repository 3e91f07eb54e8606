import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { registerBillingRoutes } from './billing.routes'
import { createBillingService, type Buyer, type PurchasableEstimates, type ReportIssuer } from './billing.service'
import type { PaymentProvider } from './payment-provider'
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository'
import { createStripeClient, createStripePaymentProvider } from './stripe-provider'
import { registerStripeWebhook } from './stripe-webhook'
import { createTestPaymentProvider } from './test-provider'

export interface BillingFeatureDeps {
  env: Env
  db: Db
  now: () => Date
  /** The port onto estimates (the composition root passes the estimates repository). */
  estimates: PurchasableEstimates
  /** The port onto reports (the composition root passes the reports service). */
  reports: ReportIssuer
  /** The session port: who is signed in on a request. */
  viewerOf: (request: FastifyRequest) => Promise<Buyer>
}

/**
 * The £6.99 report purchase: payment provider (Stripe when STRIPE_SECRET_KEY is set, else TEST MODE), billing
 * routes and the Stripe webhook. Returns the payments repository, which the composition root hands to estimates
 * (is this estimate's report bought?) and to the retention purge.
 */
export async function registerBilling(
  app: FastifyInstance,
  deps: BillingFeatureDeps,
): Promise<{ payments: PaymentsRepository }> {
  const { env } = deps
  const payments = createPaymentsRepository(deps.db)
  const stripe = env.STRIPE_SECRET_KEY
    ? createStripeClient({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY })
    : undefined
  const provider: PaymentProvider = stripe
    ? createStripePaymentProvider(stripe, { ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY! })
    : createTestPaymentProvider({ payments, now: deps.now })
  if (stripe && !env.STRIPE_PUBLISHABLE_KEY)
    app.log.warn('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: the card form cannot load')
  if (stripe && !env.STRIPE_WEBHOOK_SECRET)
    app.log.warn('STRIPE_WEBHOOK_SECRET is unset: reports are produced only when the browser verifies the payment')

  const billing = createBillingService({
    provider,
    payments,
    estimates: deps.estimates,
    reports: deps.reports,
    log: app.log,
  })
  registerBillingRoutes(app, billing, deps.viewerOf)
  if (stripe && env.STRIPE_WEBHOOK_SECRET) {
    await registerStripeWebhook(app, { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET, billing })
  }
  return { payments }
}
