import type { FastifyInstance } from 'fastify'
import { DEFAULT_RATES } from '../shared/cost-engine/default-rates.js'
import type { Database } from './db/client.js'
import { publicUrlOf, type Env } from './env.js'
import { createAnalysisRepository } from './features/analysis/analysis.repository.js'
import { registerAnalysisRoutes } from './features/analysis/analysis.routes.js'
import { createAnalysisService } from './features/analysis/analysis.service.js'
import { createLlmClientFromEnv } from './features/analysis/llm-client.js'
import { registerBilling } from './features/billing/register-billing.js'
import { createEstimatesRepository } from './features/estimates/estimates.repository.js'
import { registerEstimatesRoutes } from './features/estimates/estimates.routes.js'
import { createEstimatesService } from './features/estimates/estimates.service.js'
import { registerProjectTypeRoutes } from './features/estimates/project-types.routes.js'
import { registerHealthRoutes } from './features/health/health.routes.js'
import type { ReportData } from './features/reports/build-report-data.js'
import { registerReports } from './features/reports/register-reports.js'
import { renderReportJob } from './features/reports/report-jobs.js'
import { createRetentionService } from './features/retention/retention.service.js'
import { createSupportRepository } from './features/support/support.repository.js'
import { registerSupportRoutes } from './features/support/support.routes.js'
import { createSupportService } from './features/support/support.service.js'
import type { JobQueue } from './jobs/job-queue.js'
import type { MailCaps } from './limits/mail-caps.js'
import type { Mailer } from './mail/mailer.js'

export interface Plumbing {
  env: Env
  database: Database
  mailer: Mailer
  mailCaps: MailCaps
  jobs: JobQueue
  now: () => Date
  /** Only when a test fixed the clock: the analysis feature then reads it too. */
  fixedNow?: (() => Date) | undefined
  /** Draws report PDFs in-thread instead of on a worker (tests). */
  renderReportPdf?: ((data: ReportData) => Promise<Buffer>) | undefined
}

/**
 * The composition root: the one place that builds features and hands one to another, through the small ports
 * each feature declares for itself (docs/decisions/013-composition-root.md). A feature never imports another;
 * lint holds that (eslint.config.js), except for this file and app.ts.
 *
 *   estimates ──payments (is it bought?)──▶ billing        reports ──EstimateSource──▶ estimates
 *   billing ──ReportIssuer──▶ reports                     billing ──PurchasableEstimates──▶ estimates
 *   support ──estimateExists──▶ estimates                 retention ──Purgeable stores──▶ every feature
 */
export async function composeFeatures(app: FastifyInstance, p: Plumbing): Promise<void> {
  const { env, database, mailer, mailCaps, jobs, now } = p
  const estimatesRepo = createEstimatesRepository(database.db)
  registerHealthRoutes(app, { database, dataDir: env.DATA_DIR })
  registerProjectTypeRoutes(app, DEFAULT_RATES)

  const reports = await registerReports(app, {
    env,
    db: database.db,
    mailer,
    mailCaps,
    now,
    estimates: estimatesRepo,
    jobs,
    renderPdf: p.renderReportPdf,
  })
  const { payments } = await registerBilling(app, {
    env,
    db: database.db,
    now,
    estimates: estimatesRepo,
    reports,
  })

  registerEstimatesRoutes(
    app,
    createEstimatesService({
      repo: estimatesRepo,
      rates: DEFAULT_RATES,
      now,
      mailer,
      mailCaps,
      publicUrl: publicUrlOf(env),
      getReportState: async (id) => {
        const paid = await payments.findSucceededForEstimate(id)
        return { hasReport: paid !== undefined, reportId: paid?.reportId ?? null }
      },
    }),
  )
  const supportRepo = createSupportRepository(database.db)
  const analysisRepo = createAnalysisRepository(database.db)
  registerAnalysisRoutes(
    app,
    createAnalysisService({
      repo: analysisRepo,
      llm: createLlmClientFromEnv(env, app.log),
      logger: app.log,
      now: p.fixedNow,
    }),
  )
  registerSupportRoutes(
    app,
    createSupportService({
      repo: supportRepo,
      mailer,
      mailCaps,
      supportEmail: env.SUPPORT_EMAIL,
      estimateExists: async (id) => (await estimatesRepo.findById(id)) !== undefined,
    }),
  )

  const retention = createRetentionService({
    // One store per table holding personal data (docs/decisions/008-retention.md). Reports go before payments,
    // so a payment forgets its buyer's email in the same run as its report is purged.
    stores: {
      estimates: estimatesRepo,
      aiAnalyses: analysisRepo,
      supportMessages: supportRepo,
      pdfReports: reports,
      payments,
    },
    now,
    log: app.log,
  })
  await jobs.register([
    { name: 'purge-expired', cron: '17 3 * * *', handler: () => retention.purgeExpired().then(() => undefined) },
    renderReportJob(reports),
  ])
}
