import type { FastifyBaseLogger } from 'fastify'
import type { PlanOf } from '#shared/plans'
import { DEFAULT_RATES, estimateCost } from '#shared/cost-engine/estimate-cost'
import { createAppSecretsRepository } from '#server/db/app-secrets.repository'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import { publicUrlOf, type Env } from '#server/env'
import type { JobQueue } from '#server/jobs/job-queue'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import { supplierOf } from '#server/paperwork/supplier'
import { renderVatDocument } from '#server/paperwork/vat-document'
import { buildBenchmarkInputs } from './report-data/benchmark-inputs'
import type { ReportData } from './report-data/types'
import { closeReportRenderWorkers, renderQuoteCheckPdfInWorker, renderReportPdfInWorker } from './render-in-worker'
import { enqueueRenderReport, renderReportJob } from './report-jobs'
import { createReportLinks, loadLinkSigningSecret } from './report-links'
import { createReportLibrary } from './report-library'
import { createReportPaperwork } from './report-paperwork'
import { registerReportPaperworkRoutes } from './report-paperwork.routes'
import { createReportsRepository } from './reports.repository'
import { registerReportsRoutes } from './reports.routes'
import type { EstimateSource, PaymentLinks } from './report-ports'
import { createReportsService } from './reports.service'
import { reportGateOf } from './report-gate'
import { createIncludedReports, type IncludedPayments } from './included-reports'

export interface ReportsFeatureDeps {
  env: Env
  db: Db
  mailer: Mailer
  mailCaps: MailCaps
  now: () => Date
  /** The port onto estimates (the composition root passes the estimates repository). */
  estimates: EstimateSource
  /** The port onto payments: a report's payment points at it (the composition root passes the report purchase's payments). */
  payments: PaymentLinks
  /** The same payments store, for a plan's included report (POST /api/reports): one £0 payment row per estimate. */
  includedPayments: IncludedPayments
  /** Where the durable render-report job is sent (the composition root registers its handler). */
  jobs: Pick<JobQueue, 'send'>
  /** Tests may draw the PDF in-thread; the app renders on a worker thread. */
  renderPdf?: ((data: ReportData) => Promise<Buffer>) | undefined
  /** The account's plan (how many reports its library keeps). */
  planOf: PlanOf
  log: FastifyBaseLogger
}

/**
 * The reports feature: paid reports, their routes and signed access links, and the process's pool of PDF workers.
 * Hands on the service (the purchase's ReportIssuer, the purge's store, /api/v1's report file), the library (who may
 * read which report; an account's reports: projects, the dashboard, /api/v1), a plan's included reports, the
 * render-report job, and the worker pool's quote-check printer (kept quote checks print in the same pool).
 */
export async function createReportsFeature(deps: ReportsFeatureDeps) {
  const repo = createReportsRepository(deps.db)
  const links = createReportLinks({
    secret: await loadLinkSigningSecret(deps.env, createAppSecretsRepository(deps.db)),
    baseUrl: publicUrlOf(deps.env),
  })
  // The report names the buyer by their account name where they gave one, not by their email.
  const estimatesWithOwner: EstimateSource = {
    ...deps.estimates,
    findById: async (id) => {
      const estimate = await deps.estimates.findById(id)
      return estimate && { ...estimate, ownerName: await repo.ownerNameOf(estimate.userId) }
    },
    markRetained: (id, until) => deps.estimates.markRetained(id, until),
  }
  const paperwork = createReportPaperwork({
    repo,
    estimates: deps.estimates,
    payments: deps.payments,
    receipts: { supplier: supplierOf(deps.env), render: renderVatDocument },
    now: deps.now,
  })
  const reports = createReportsService({
    repo,
    estimates: estimatesWithOwner,
    payments: deps.payments,
    renderPdf: deps.renderPdf ?? renderReportPdfInWorker,
    buildBenchmarks: (input) => buildBenchmarkInputs(input, DEFAULT_RATES, estimateCost),
    links,
    mailer: deps.mailer,
    mailCaps: deps.mailCaps,
    log: deps.log,
    now: deps.now,
    enqueueFinish: enqueueRenderReport(deps.jobs),
    receiptFor: paperwork.receiptFor,
    supportEmail: deps.env.SUPPORT_EMAIL,
    checkReport: reportGateOf(deps.env),
  })
  const library = createReportLibrary({ repo, estimates: deps.estimates, links, now: deps.now, planOf: deps.planOf })
  const included = createIncludedReports({
    payments: deps.includedPayments,
    estimates: deps.estimates,
    reports,
    planOf: deps.planOf,
  })
  return {
    register(app) {
      // Ending the pool is harmless when nothing started it (a test that draws reports in-thread).
      app.addHook('onClose', closeReportRenderWorkers)
      registerReportsRoutes(app, reports, { library, included })
      registerReportPaperworkRoutes(app, paperwork, { library })
    },
    provides: {
      reports,
      library,
      included,
      /** An account's reports read by its id alone (an API key's organisation owner): issued, and the PDF read. */
      forAccount: {
        issue: (estimateId: string, viewer: { id: string }) => included.issue(estimateId, viewer),
        pdf: (reportId: string, viewer: { id: string }) =>
          reports.getReportFile(reportId, {
            countAccess: true,
            canRead: (report) => library.canRead(report, viewer, undefined),
          }),
      },
      jobs: [renderReportJob(reports)],
      renderQuoteCheckPdf: renderQuoteCheckPdfInWorker,
    },
  } satisfies Feature
}
