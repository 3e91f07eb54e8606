import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import type { Env } from '#server/env'
import type { LocalCardProvider } from '#server/payments/local-card-provider/local-card-provider'
import { createLocalCardPayments } from './local-card-payments'
import { registerReportPurchaseRoutes, type BuyerProof } from './report-purchase.routes'
import {
  createReportPurchaseService,
  type PurchasableEstimates,
  type ReportIssuer,
  type StripeEventHandler,
} from './report-purchase.service'
import type { PaymentProvider } from './payment-provider'
import { createReportPurchaseRepository, type ReportPurchaseRepository } from './report-purchase.repository'
import { createStripePaymentProvider } from './stripe-provider'
import { registerStripeWebhook } from './stripe-webhook'

export interface ReportPurchaseFeatureDeps {
  env: Env
  now: () => Date
  /** The port onto estimates (the composition root passes the estimates repository). */
  estimates: PurchasableEstimates
  /** The port onto reports (the composition root passes the reports service). */
  reports: ReportIssuer
  /** The payments store (the composition root opens it first: reports link their payment in it). */
  payments: ReportPurchaseRepository
  /** Marks the browser that pays for an estimate's report as its buyer (docs/decisions/021). */
  buyerProof: BuyerProof
  /** The Stripe client when STRIPE_SECRET_KEY is set (the composition root makes the one client). */
  stripe: Stripe | undefined
  /** Else the built-in TEST MODE card provider (the composition root makes the one, for subscriptions too). */
  localCards: LocalCardProvider | undefined
  /** Stripe's subscription and invoice events (the subscriptions feature). */
  otherStripeEvents?: StripeEventHandler | undefined
  log: FastifyBaseLogger
}

/**
 * The purchase's payments store, opened by the composition root before the features: reports, built before the
 * purchase (which issues reports through them), link a report's payment in it and read a paid one.
 */
export function openReportPurchaseStore(db: Db) {
  const payments = createReportPurchaseRepository(db)
  return {
    ...payments,
    /** A succeeded payment with money taken, by its provider's id: what a report's receipt is made from. */
    async paidPayment(paymentIntentId: string) {
      const row = await payments.findByProviderPaymentId(paymentIntentId)
      if (!row || row.status !== 'succeeded' || row.amountPence <= 0) return undefined
      const { amountPence, currency, email, provider } = row
      return { amountPence, currency, email, provider }
    },
  }
}

/**
 * The £6.99 report purchase (and a Pro or Business account's included report's payment row): the payment provider
 * (Stripe when STRIPE_SECRET_KEY is set, else TEST MODE), the routes and the Stripe webhook. Hands on
 * `reportStateOf` (is this estimate's report bought, and which is it?) to estimates.
 */
export function createReportPurchaseFeature(deps: ReportPurchaseFeatureDeps) {
  const { env, payments, stripe, localCards } = deps
  const provider: PaymentProvider = localCards
    ? createLocalCardPayments(localCards, payments)
    : createStripePaymentProvider(stripe!, { ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY! })
  const purchase = createReportPurchaseService({
    provider,
    payments,
    estimates: deps.estimates,
    reports: deps.reports,
    log: deps.log,
    testCards: localCards,
    otherStripeEvents: deps.otherStripeEvents,
  })
  return {
    async register(app) {
      if (stripe && !env.STRIPE_PUBLISHABLE_KEY)
        app.log.warn('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: the card form cannot load')
      if (stripe && !env.STRIPE_WEBHOOK_SECRET)
        app.log.warn('STRIPE_WEBHOOK_SECRET is unset: reports are produced only when the browser verifies the payment')
      registerReportPurchaseRoutes(app, purchase, deps.buyerProof)
      if (stripe && env.STRIPE_WEBHOOK_SECRET) {
        await registerStripeWebhook(app, { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET, purchase })
      }
    },
    provides: { reportStateOf: purchase.reportStateOf },
  } satisfies Feature
}
