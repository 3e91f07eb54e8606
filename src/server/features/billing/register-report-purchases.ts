import type { FastifyInstance } from 'fastify'
import { buildBenchmarkInputs } from '../reports/report-data/benchmark-inputs.js'
import { DEFAULT_RATES, estimateCost } from '../../../shared/cost-engine/estimate-cost.js'
import { createAppSecretsRepository } from '../../db/app-secrets.repository.js'
import type { Db } from '../../db/client.js'
import type { JobQueue } from '../../jobs/job-queue.js'
import { publicUrlOf, type Env } from '../../env.js'
import type { Mailer } from '../../mail/mailer.js'
import type { MailCaps } from '../../limits/mail-caps.js'
import type { EstimatesRepository } from '../estimates/estimates.repository.js'
import type { ReportData } from '../reports/report-data/types.js'
import { closeReportRenderWorkers, renderReportPdfInWorker } from '../reports/render-in-worker.js'
import { enqueueRenderReport } from '../reports/report-jobs.js'
import { createReportLinks, loadLinkSigningSecret } from '../reports/report-links.js'
import { createReportsRepository } from '../reports/reports.repository.js'
import { registerReportsRoutes } from '../reports/reports.routes.js'
import { createReportsService, type ReportsService } from '../reports/reports.service.js'
import { registerBillingRoutes } from './billing.routes.js'
import { createBillingService, type BillingService } from './billing.service.js'
import type { PaymentProvider } from './payment-provider.js'
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.js'
import { createStripeClient, createStripePaymentProvider } from './stripe-provider.js'
import { registerStripeWebhook } from './stripe-webhook.js'
import { createTestPaymentProvider } from './test-provider.js'

export interface ReportPurchaseDeps {
  env: Env
  db: Db
  mailer: Mailer
  mailCaps: MailCaps
  now: () => Date
  estimates: EstimatesRepository
  /** Where the durable render-report job is sent (app.ts registers its handler). */
  jobs: Pick<JobQueue, 'send'>
  /** Tests may draw the PDF in-thread; the app renders on a worker thread. */
  renderPdf?: (data: ReportData) => Promise<Buffer>
}

/**
 * Wires the £6.99 report purchase: payment provider (Stripe when STRIPE_SECRET_KEY is set, else TEST MODE),
 * billing routes, the Stripe webhook, report routes and signed access links. Returns the reports service and
 * the payments repository (Purgeable stores for the retention job) and the billing service.
 */
export async function registerReportPurchases(
  app: FastifyInstance,
  deps: ReportPurchaseDeps,
): Promise<{ reports: ReportsService; billing: BillingService; payments: PaymentsRepository }> {
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

  const reports = createReportsService({
    repo: createReportsRepository(deps.db),
    estimates: deps.estimates,
    renderPdf: deps.renderPdf ?? renderReportPdfInWorker,
    buildBenchmarks: (input) => buildBenchmarkInputs(input, DEFAULT_RATES, estimateCost),
    links: createReportLinks({
      secret: await loadLinkSigningSecret(env, createAppSecretsRepository(deps.db)),
      baseUrl: publicUrlOf(env),
    }),
    mailer: deps.mailer,
    mailCaps: deps.mailCaps,
    log: app.log,
    now: deps.now,
    enqueueFinish: enqueueRenderReport(deps.jobs),
  })
  const billing = createBillingService({ provider, payments, estimates: deps.estimates, reports, log: app.log })

  if (!deps.renderPdf) app.addHook('onClose', closeReportRenderWorkers)

  registerBillingRoutes(app, billing)
  registerReportsRoutes(app, reports)
  if (stripe && env.STRIPE_WEBHOOK_SECRET) {
    await registerStripeWebhook(app, { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET, billing })
  }
  return { reports, billing, payments }
}
