import { supplierOf } from './paperwork/supplier'
import type { FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { DEFAULT_RATES } from '../shared/cost-engine/default-rates'
import { createAppSecretsRepository } from './db/app-secrets.repository'
import type { Database } from './db/client'
import { publicUrlOf, type Env } from './env'
import { registerAccounts } from './features/accounts/register-accounts'
import { createAnalysisRepository } from './features/analysis/analysis.repository'
import { registerAnalysisRoutes } from './features/analysis/analysis.routes'
import { createAnalysisService } from './features/analysis/analysis.service'
import { createLlmClientFromEnv } from './features/analysis/llm-client'
import { createPaymentsRepository } from './features/report-purchase/payments.repository'
import { registerReportPurchase } from './features/report-purchase/register-report-purchase'
import { registerApiKeyRoutes } from './features/business-api/api-keys.routes'
import { createBusinessApiRepository } from './features/business-api/business-api.repository'
import { createBusinessApiService } from './features/business-api/business-api.service'
import { registerOpenApi } from './features/business-api/openapi'
import { createTeamRepository } from './features/teams/teams.repository'
import { registerTeamRoutes } from './features/teams/teams.routes'
import { createTeamService, type TeamServiceDeps } from './features/teams/teams.service'
import { registerV1Routes } from './features/business-api/v1.routes'
import { registerSubscriptions } from './features/subscriptions/register-subscriptions'
import { createContractorsRepository } from './features/contractors/contractors.repository'
import { registerContractorsRoutes } from './features/contractors/contractors.routes'
import { createContractorsService } from './features/contractors/contractors.service'
import { planFrom } from './features/estimates/estimate-plans'
import { createEstimatesRepository, type EstimatesRepository } from './features/estimates/estimates.repository'
import { registerEstimatesRoutes } from './features/estimates/estimates.routes'
import { createEstimatesService } from './features/estimates/estimates.service'
import { registerProjectTypeRoutes } from './features/estimates/project-types.routes'
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes'
import { createDashboardService } from './features/dashboard/dashboard.service'
import type { AppraisedEstimate } from './features/dashboard/portfolio'
import { registerHealthRoutes } from './features/health/health.routes'
import { createPlanLookup } from './features/plans/plans.repository'
import { createProjectsRepository } from './features/projects/projects.repository'
import { registerProjectsRoutes } from './features/projects/projects.routes'
import { closeReportRenderWorkers, renderQuoteCheckPdfInWorker } from './features/reports/render-in-worker'
import { buildQuoteCheckPdfData } from './paperwork/quote-check/quote-check-pdf-data'
import { createQuoteChecksRepository } from './features/quote-checks/quote-checks.repository'
import { registerQuoteChecksRoutes } from './features/quote-checks/quote-checks.routes'
import { createQuoteChecksService } from './features/quote-checks/quote-checks.service'
import { createTesseractClient } from './features/quotes/ocr-client'
import { createQuotesService } from './features/quotes/quotes.service'
import { registerQuotesRoutes } from './features/quotes/quotes.routes'
import { createPdfReader } from './features/quotes/read-pdf'
import { createProjectsService, isOwnProjectIn } from './features/projects/projects.service'
import type { ReportData } from './features/reports/report-data/types'
import { registerReports } from './features/reports/register-reports'
import { renderReportJob } from './features/reports/report-jobs'
import { createRetentionService } from './features/retention/retention.service'
import { createSupportRepository } from './features/support/support.repository'
import { registerSupportRoutes } from './features/support/support.routes'
import { createSupportService } from './features/support/support.service'
import { createEstimateProofs } from './http/estimate-proof'
import { registerViewer } from './http/viewer'
import type { JobQueue } from './jobs/job-queue'
import type { FallbackCounterStore } from './limits/fallback-counter-store'
import type { MailCaps } from './limits/mail-caps'
import type { Mailer } from './mail/mailer'
import { createStripeClient } from './payments/stripe-client'

export interface Plumbing {
  env: Env
  database: Database
  mailer: Mailer
  mailCaps: MailCaps
  /** Shared rate-limit counters (falling back to per-process ones); undefined when RATE_LIMITS=off. */
  counters: FallbackCounterStore | undefined
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
 * Ports (consumer → what satisfies it): reports' EstimateSource → the estimates repository, its PaymentLinks →
 * billing's payments; billing's ReportIssuer → the reports service, its PurchasableEstimates → the estimates
 * repository; estimates' getReportState → billing's reportStateOf; support's estimateExists → the estimates repository; retention's Purgeable stores → every feature; accounts'
 * beforeDeleteUser → the estimates service (paid estimates are kept, detached from the user).
 * Accounts' sessionOf is every feature's viewer port; the plan lookup (plans) is their planOf; projects take the
 * estimates service's lists and the report library's; estimates take projects' isOwnProject; the dashboard reads
 * all three (docs/decisions/015-projects-and-ownership.md). The Business API (/api/v1) answers through the estimates
 * and projects services as the key's organisation owner; the dashboard reads its month's calls; a hand-over of the
 * organisation moves the subscription through subscriptions' moveToAccount; subscriptions ask the team's
 * membershipOf, and account deletion its assertAccountCanBeDeleted (docs/decisions/017-business-api.md).
 */
// eslint-disable-next-line max-lines-per-function -- the composition root: one call per feature in the order they depend on each other
export async function composeFeatures(app: FastifyInstance, p: Plumbing): Promise<void> {
  const { env, database, mailer, mailCaps, jobs, now } = p
  const estimatesRepo = createEstimatesRepository(database.db, planFrom(DEFAULT_RATES))
  // First: it documents the /api/v1 routes as they are added.
  await registerOpenApi(app, publicUrlOf(env))
  registerHealthRoutes(app, { database, dataDir: env.DATA_DIR, counters: p.counters })
  registerProjectTypeRoutes(app, DEFAULT_RATES)
  // Registered first: its Origin check guards every cookie-authenticated write that follows.
  // A deleted account's data: features built below add their hook (what the user owns is settled by the retention
  // rules, docs/decisions/014-accounts.md); everything else of theirs cascades with the user row.
  const { sessionOf, authRecords, onAccountDeleted } = await registerAccounts(app, {
    db: database.db,
    publicUrl: publicUrlOf(env),
    authSecret: env.AUTH_SECRET,
    mailer,
    mailCaps,
    counters: p.counters,
  })

  const plans = createPlanLookup(database.db, now)
  const planOf = plans.planOf
  const businessRepo = createBusinessApiRepository(database.db)
  const handOverMoves: TeamServiceDeps['moveSubscription'][] = []
  const team = createTeamService({
    repo: createTeamRepository(database.db),
    organizations: businessRepo,
    planOf,
    // The hand-over moves what else the owner holds, in its transaction: subscriptions add theirs once built.
    moveSubscription: async (tx, fromUserId, to) => {
      for (const move of handOverMoves) await move(tx, fromUserId, to)
    },
    now,
    log: app.log,
    mailer,
    mailCaps,
    publicUrl: publicUrlOf(env),
  })
  registerTeamRoutes(app, team)
  onAccountDeleted(team.assertAccountCanBeDeleted)
  // Who is asking, read once per request: a Business team member acts in the organisation's workspace (its owner's
  // account), so the team shares projects, estimates and reports; everyone else acts as themselves.
  registerViewer(app, { sessionOf, workspaceOwnerOf: team.workspaceOwnerOf })
  // Proof of having made an estimate or paid for its report (docs/decisions/021): one secret for every instance.
  const estimateProofs = createEstimateProofs({
    secret: await createAppSecretsRepository(database.db).getOrCreate(
      'estimate-proof',
      randomBytes(32).toString('base64url'),
    ),
    secure: publicUrlOf(env).startsWith('https://'),
  })
  const stripe = env.STRIPE_SECRET_KEY
    ? createStripeClient({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY })
    : undefined
  const { subscriptions, subscriptionJobs, subscriptionCards, subscriptionEvents, subscriptionRecords } =
    registerSubscriptions(app, {
      db: database.db,
      now,
      stripe,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      portalReturnUrl: `${publicUrlOf(env)}/account`,
      membershipOf: team.membershipOf,
      supplier: supplierOf(env),
    })
  onAccountDeleted(subscriptions.cancelForDeletedAccount)
  handOverMoves.push(subscriptions.moveToAccount)

  // The report purchase's payments store, opened first: reports link their payment in it.
  const payments = createPaymentsRepository(database.db)
  const { reports, library, included } = await registerReports(app, {
    env,
    db: database.db,
    mailer,
    mailCaps,
    now,
    estimates: estimatesRepo,
    payments: {
      linkReport: payments.linkReport,
      async paidPayment(paymentIntentId) {
        const row = await payments.findByProviderPaymentId(paymentIntentId)
        if (!row || row.status !== 'succeeded' || row.amountPence <= 0) return undefined
        const { amountPence, currency, email, provider } = row
        return { amountPence, currency, email, provider }
      },
    },
    jobs,
    renderPdf: p.renderReportPdf,
    includedPayments: payments,
    planOf,
  })
  const { reportStateOf } = await registerReportPurchase(app, {
    env,
    db: database.db,
    now,
    estimates: estimatesRepo,
    reports,
    payments,
    buyerProof: estimateProofs,
    stripe,
    subscriptionCards,
    otherStripeEvents: subscriptionEvents,
  })

  // Estimates ask the projects store whether a project is the account's; the projects service, built after, lists
  // the estimates.
  const projectsRepo = createProjectsRepository(database.db)
  const estimates = createEstimatesService({
    repo: estimatesRepo,
    rates: DEFAULT_RATES,
    now,
    mailer,
    mailCaps,
    publicUrl: publicUrlOf(env),
    getReportState: reportStateOf,
    planOf,
    isOwnProject: isOwnProjectIn(projectsRepo),
  })
  onAccountDeleted(estimates.detachPaidFromUser)
  const projects = createProjectsService({
    repo: projectsRepo,
    now,
    planOf,
    accountEstimatesOf: (userId) => estimates.listForAccount(userId),
    reportsFor: library.listForEstimates,
  })
  const businessApi = createBusinessApiService({
    repo: businessRepo,
    now,
    planOf,
    keyMode: env.STRIPE_SECRET_KEY ? 'live' : 'test',
    counters: p.counters,
  })
  registerEstimatesRoutes(app, estimates, estimateProofs)
  registerProjectsRoutes(app, projects)
  const quoteChecks = createQuoteChecksService({
    repo: createQuoteChecksRepository(database.db),
    estimates,
    rates: DEFAULT_RATES,
    planOf,
    now,
    renderPdf: (check, keptAt) => renderQuoteCheckPdfInWorker(buildQuoteCheckPdfData(check, keptAt)),
  })
  registerQuoteChecksRoutes(app, quoteChecks)
  // Kept checks print in the report's worker pool; ending it twice is harmless (reports end it too).
  app.addHook('onClose', closeReportRenderWorkers)
  registerDashboardRoutes(
    app,
    createDashboardService({
      now,
      planOf,
      projectsOf: projects.listForAccount,
      recentEstimatesOf: (userId, limit) => estimates.listForAccount(userId, { limit }),
      estimateCountsOf: estimates.countsForAccount,
      reportCountOf: async (viewer) => (await library.listForAccount(viewer)).total,
      apiCallsThisMonthOf: businessApi.callsThisMonth,
      appraisalsOf: (userId) => appraisalsOf(estimates, userId),
    }),
  )
  registerApiKeyRoutes(app, businessApi)
  await registerV1Routes(
    app,
    businessApi,
    {
      estimates,
      projects,
      quoteChecks: { check: (body, viewer) => quoteChecks.check({ ...body, save: false }, viewer) },
      reports: {
        issue: (estimateId, viewer) => included.issue(estimateId, viewer),
        pdf: async (reportId, viewer) =>
          reports.getReportFile(reportId, {
            countAccess: true,
            canRead: (report) => library.canRead(report, viewer, undefined),
          }),
      },
    },
    { rates: DEFAULT_RATES, publicUrl: publicUrlOf(env), now },
  )
  const { analysisRepo, supportRepo } = registerAdvice(app, p, estimatesRepo)
  const contractorsRepo = createContractorsRepository(database.db)
  registerContractorsRoutes(
    app,
    createContractorsService({ repo: contractorsRepo, mailer, mailCaps, supportEmail: env.SUPPORT_EMAIL, now }),
  )
  // Builders' quotes read for a check (issue 29): nothing stored, no ports.
  const pdfReader = createPdfReader()
  app.addHook('onClose', () => pdfReader.close())
  await registerQuotesRoutes(
    app,
    createQuotesService({ ocr: createTesseractClient(), readPdf: (bytes) => pdfReader.read(bytes), log: app.log }),
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
      contractors: contractorsRepo,
      authRecords,
      subscriptionRecords,
    },
    now,
    log: app.log,
  })
  await jobs.register([
    { name: 'purge-expired', cron: '17 3 * * *', handler: () => retention.purgeExpired().then(() => undefined) },
    renderReportJob(reports),
    ...subscriptionJobs,
  ])
}

/** The smart-question analysis and the support inbox: features that take nothing from others but an estimate check. */
/** The newest saved estimates the portfolio reads for their appraisals. */
const PORTFOLIO_ESTIMATES = 100

/**
 * The dashboard's portfolio port: the account's saved estimates (newest 100) that carry an appraisal, as the estimate
 * answers it (`appraisal: { input, result }`, the shared module's figures).
 */
async function appraisalsOf(
  estimates: ReturnType<typeof createEstimatesService>,
  userId: string,
): Promise<AppraisedEstimate[]> {
  const appraised = await estimates.appraisedForAccount(userId, PORTFOLIO_ESTIMATES)
  return appraised.map((e) => ({
    estimateId: e.id,
    projectId: e.projectId,
    label: e.propertyAddress ?? e.projectTypeLabel,
    appraisedAt: e.appraisal.updatedAt,
    result: e.appraisal.result,
  }))
}

function registerAdvice(app: FastifyInstance, p: Plumbing, estimatesRepo: EstimatesRepository) {
  const supportRepo = createSupportRepository(p.database.db)
  const analysisRepo = createAnalysisRepository(p.database.db)
  registerAnalysisRoutes(
    app,
    createAnalysisService({
      repo: analysisRepo,
      llm: createLlmClientFromEnv(p.env, app.log),
      logger: app.log,
      now: p.fixedNow,
    }),
  )
  registerSupportRoutes(
    app,
    createSupportService({
      repo: supportRepo,
      mailer: p.mailer,
      mailCaps: p.mailCaps,
      supportEmail: p.env.SUPPORT_EMAIL,
      estimateExists: async (id) => (await estimatesRepo.findById(id)) !== undefined,
    }),
  )

  return { analysisRepo, supportRepo }
}
