import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import type { Db } from '#server/db/client'
import type { Env } from '#server/env'
import { registerReportPurchaseRoutes, type BuyerProof } from './report-purchase.routes'
import {
  createReportPurchaseService,
  type ReportPurchaseService,
  type PurchasableEstimates,
  type ReportIssuer,
  type StripeEventHandler,
  type SubscriptionCardConfirmer,
} from './report-purchase.service'
import type { PaymentProvider } from './payment-provider'
import type { PaymentsRepository } from './payments.repository'
import { createStripePaymentProvider } from './stripe-provider'
import { registerStripeWebhook } from './stripe-webhook'
import { createTestPaymentProvider } from './test-provider'

export interface ReportPurchaseFeatureDeps {
  env: Env
  db: Db
  now: () => Date
  /** The port onto estimates (the composition root passes the estimates repository). */
  estimates: PurchasableEstimates
  /** The port onto reports (the composition root passes the reports service). */
  reports: ReportIssuer
  /** The payments store (the composition root opens it first: reports link their payment in it). */
  payments: PaymentsRepository
  /** Marks the browser that pays for an estimate's report as its buyer (docs/decisions/021). */
  buyerProof: BuyerProof
  /** The Stripe client when STRIPE_SECRET_KEY is set (the composition root makes the one client). */
  stripe: Stripe | undefined
  /** TEST MODE subscriptions' first-invoice card confirmation (the subscriptions feature). */
  subscriptionCards?: SubscriptionCardConfirmer | undefined
  /** Stripe's subscription and invoice events (the subscriptions feature). */
  otherStripeEvents?: StripeEventHandler | undefined
}

/**
 * The £6.99 report purchase (and a Pro or Business account's included report): payment provider (Stripe when STRIPE_SECRET_KEY is set, else TEST MODE), billing
 * routes and the Stripe webhook. Returns the payments repository, which the composition root hands to reports
 * (a report points its payment at it) and to the retention purge, and `reportStateOf`, which it hands to estimates
 * (is this estimate's report bought, and which is it?).
 */
export async function registerReportPurchase(
  app: FastifyInstance,
  deps: ReportPurchaseFeatureDeps,
): Promise<{
  reportStateOf: ReportPurchaseService['reportStateOf']
}> {
  const { env } = deps
  const { payments } = deps
  const { stripe } = deps
  const provider: PaymentProvider = stripe
    ? createStripePaymentProvider(stripe, { ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY! })
    : createTestPaymentProvider({ payments, now: deps.now })
  if (stripe && !env.STRIPE_PUBLISHABLE_KEY)
    app.log.warn('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: the card form cannot load')
  if (stripe && !env.STRIPE_WEBHOOK_SECRET)
    app.log.warn('STRIPE_WEBHOOK_SECRET is unset: reports are produced only when the browser verifies the payment')

  const billing = createReportPurchaseService({
    provider,
    payments,
    estimates: deps.estimates,
    reports: deps.reports,
    log: app.log,
    subscriptionCards: deps.subscriptionCards,
    otherStripeEvents: deps.otherStripeEvents,
  })
  registerReportPurchaseRoutes(app, billing, deps.buyerProof)
  if (stripe && env.STRIPE_WEBHOOK_SECRET) {
    await registerStripeWebhook(app, { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET, billing })
  }
  return { reportStateOf: billing.reportStateOf }
}
