import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { randomBytes } from 'node:crypto'
import { createAppSecretsRepository } from './db/app-secrets.repository'
import type { Database } from './db/client'
import { publicUrlOf, type Env } from './env'
import { createAccountsFeature } from './features/accounts/accounts.feature'
import { createAnalysisFeature } from './features/analysis/analysis.feature'
import { createBusinessApiFeature } from './features/business-api/business-api.feature'
import { createContractorsFeature } from './features/contractors/contractors.feature'
import { createDashboardFeature } from './features/dashboard/dashboard.feature'
import { createEstimatesFeature, openEstimatesStore } from './features/estimates/estimates.feature'
import { createHealthFeature } from './features/health/health.feature'
import { createPlansFeature } from './features/plans/plans.feature'
import { createProjectsFeature, openProjectsStore } from './features/projects/projects.feature'
import { createQuoteChecksFeature } from './features/quote-checks/quote-checks.feature'
import { createQuotesFeature } from './features/quotes/quotes.feature'
import {
  createReportPurchaseFeature,
  openReportPurchaseStore,
} from './features/report-purchase/report-purchase.feature'
import type { ReportData } from './features/reports/report-data/types'
import { createReportsFeature } from './features/reports/reports.feature'
import { createRetentionFeature } from './features/retention/retention.feature'
import { createSubscriptionsFeature } from './features/subscriptions/subscriptions.feature'
import { createSupportFeature } from './features/support/support.feature'
import { createTeamsFeature } from './features/teams/teams.feature'
import { createEstimateProofs } from './http/estimate-proof'
import { registerViewer } from './http/viewer'
import type { JobQueue } from './jobs/job-queue'
import type { FallbackCounterStore } from './limits/fallback-counter-store'
import type { MailCaps } from './limits/mail-caps'
import type { Mailer } from './mail/mailer'
import { supplierOf } from './paperwork/supplier'
import { createLocalCardProvider } from './payments/local-card-provider/local-card-provider'
import { createStripeClient } from './payments/stripe-client'
import { registerOpenApi } from './plugins/openapi'

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
 * The composition root: the one place that builds the features and hands one to another, through the small ports each
 * declares for itself (docs/decisions/013 and 042). A feature never imports another (eslint.config.js); this file
 * imports only their entry files (`features/<name>/<name>.feature.ts`, tests/feature-entries.test.ts).
 *
 * Three steps. (1) The stores a feature built earlier reads are opened first, from their feature's entry file:
 * estimates (reports, the purchase and support read them; estimates are built after the purchase, whose state they
 * show), the purchase's payments (reports link a report's payment) and projects (estimates check a project is the
 * account's; projects are built after estimates, which they list). (2) The features are created in the order they
 * depend on each other, with no reference to one not yet built; the run-time loops go through lists a feature adds to
 * (`onAccountDeleted`, `onHandOver`). (3) They are registered in the order of the list at the end.
 */
export async function composeFeatures(app: FastifyInstance, p: Plumbing): Promise<void> {
  const stores = await openStores(p)
  const people = await createPeopleFeatures(app, p, stores)
  const paid = await createPaidFeatures(app, p, stores, people)
  const data = createDataFeatures(app, p, stores, people, paid)
  const inbox = createInboxFeatures(app, p, stores)
  const retention = createRetentionFeature({
    // One store per table holding personal data (docs/decisions/008-retention.md). Reports go before payments,
    // so a payment forgets its buyer's email in the same run as its report is purged.
    stores: {
      estimates: stores.estimates,
      aiAnalyses: inbox.analysis.provides.store,
      supportMessages: inbox.support.provides.store,
      pdfReports: paid.reports.provides.reports,
      payments: stores.payments,
      contractors: inbox.contractors.provides.store,
      authRecords: people.accounts.provides.authRecords,
      subscriptionRecords: people.subscriptions.provides.store,
    },
    now: p.now,
    log: app.log,
  })

  // The OpenAPI document first: it collects /api/v1's routes as they are added. Accounts' Origin check is a hook on
  // the whole app, so it guards every cookie-authenticated write wherever it is registered.
  await registerOpenApi(app, stores.publicUrl)
  for (const feature of [
    people.health,
    people.accounts,
    people.plans,
    people.teams,
    people.subscriptions,
    paid.reports,
    paid.purchase,
    ...Object.values(data),
    ...Object.values(inbox),
    retention,
  ])
    await feature.register(app.withTypeProvider<ZodTypeProvider>())
  await p.jobs.register([
    ...retention.provides.jobs,
    ...paid.reports.provides.jobs,
    ...people.subscriptions.provides.jobs,
  ])
}

/**
 * Step 1: the stores read before their feature is built, the estimate proofs, and the one card provider both payment
 * features use: the Stripe client when STRIPE_SECRET_KEY is set, else the built-in TEST MODE one (decision 045).
 */
async function openStores({ env, database, now }: Plumbing) {
  const publicUrl = publicUrlOf(env)
  // Proof of having made an estimate or paid for its report (docs/decisions/021): one secret for every instance.
  const proofSecret = await createAppSecretsRepository(database.db).getOrCreate(
    'estimate-proof',
    randomBytes(32).toString('base64url'),
  )
  return {
    publicUrl,
    estimates: openEstimatesStore(database.db),
    payments: openReportPurchaseStore(database.db),
    projects: openProjectsStore(database.db),
    proofs: createEstimateProofs({ secret: proofSecret, secure: publicUrl.startsWith('https://') }),
    stripe: env.STRIPE_SECRET_KEY
      ? createStripeClient({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY })
      : undefined,
    localCards: env.STRIPE_SECRET_KEY ? undefined : createLocalCardProvider({ now }),
  }
}
type Stores = Awaited<ReturnType<typeof openStores>>

/** Who people are: health, accounts, plans, teams (and so who is asking) and subscriptions. */
async function createPeopleFeatures(
  app: FastifyInstance,
  { env, database, mailer, mailCaps, now, counters }: Plumbing,
  stores: Stores,
) {
  const { db } = database
  const { log } = app
  const { publicUrl } = stores
  const health = createHealthFeature({ database, dataDir: env.DATA_DIR, counters })
  const accounts = await createAccountsFeature({
    db,
    publicUrl,
    authSecret: env.AUTH_SECRET,
    mailer,
    mailCaps,
    counters,
    log,
  })
  const plans = createPlansFeature({ db, now })
  const { planOf } = plans.provides
  const teams = createTeamsFeature({ db, planOf, now, log, mailer, mailCaps, publicUrl })
  accounts.provides.onAccountDeleted(teams.provides.assertAccountCanBeDeleted)
  // Who is asking, read once per request: a Business team member acts in the organisation's workspace (its owner's
  // account), so the team shares projects, estimates and reports; everyone else acts as themselves.
  registerViewer(app, { sessionOf: accounts.provides.sessionOf, workspaceOwnerOf: teams.provides.workspaceOwnerOf })
  const subscriptions = createSubscriptionsFeature({
    db,
    now,
    stripe: stores.stripe,
    localCards: stores.localCards,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    portalReturnUrl: `${publicUrl}/account`,
    membershipOf: teams.provides.membershipOf,
    supplier: supplierOf(env),
    log,
  })
  accounts.provides.onAccountDeleted(subscriptions.provides.cancelForDeletedAccount)
  teams.provides.onHandOver(subscriptions.provides.moveToAccount)
  return { health, accounts, plans, teams, subscriptions, planOf }
}
type People = Awaited<ReturnType<typeof createPeopleFeatures>>

/** What is paid for: reports and the £6.99 purchase. */
async function createPaidFeatures(app: FastifyInstance, p: Plumbing, stores: Stores, people: People) {
  const reports = await createReportsFeature({
    env: p.env,
    db: p.database.db,
    mailer: p.mailer,
    mailCaps: p.mailCaps,
    now: p.now,
    estimates: stores.estimates,
    payments: stores.payments,
    includedPayments: stores.payments,
    jobs: p.jobs,
    renderPdf: p.renderReportPdf,
    planOf: people.planOf,
    log: app.log,
  })
  const purchase = createReportPurchaseFeature({
    env: p.env,
    now: p.now,
    estimates: stores.estimates,
    reports: reports.provides.reports,
    payments: stores.payments,
    buyerProof: stores.proofs,
    stripe: stores.stripe,
    localCards: stores.localCards,
    otherStripeEvents: people.subscriptions.provides.stripeEvents,
    log: app.log,
  })
  return { reports, purchase }
}
type Paid = Awaited<ReturnType<typeof createPaidFeatures>>

/** An account's data: estimates, projects, quote checks, the Business API over them, and the dashboard. */
function createDataFeatures(app: FastifyInstance, p: Plumbing, stores: Stores, people: People, paid: Paid) {
  const { now } = p
  const { planOf } = people
  const estimates = createEstimatesFeature({
    store: stores.estimates,
    now,
    mailer: p.mailer,
    mailCaps: p.mailCaps,
    publicUrl: stores.publicUrl,
    getReportState: paid.purchase.provides.reportStateOf,
    planOf,
    isOwnProject: stores.projects.isOwnProject,
    proofs: stores.proofs,
  })
  const service = estimates.provides.estimates
  people.accounts.provides.onAccountDeleted(service.detachPaidFromUser)
  const { library } = paid.reports.provides
  const projects = createProjectsFeature({
    store: stores.projects,
    now,
    planOf,
    accountEstimatesOf: (userId) => service.listForAccount(userId),
    reportsFor: library.listForEstimates,
  })
  const quoteChecks = createQuoteChecksFeature({
    db: p.database.db,
    estimates: service,
    planOf,
    now,
    renderQuoteCheckPdf: paid.reports.provides.renderQuoteCheckPdf,
  })
  const businessApi = createBusinessApiFeature({
    db: p.database.db,
    organizations: people.teams.provides.organizations,
    now,
    planOf,
    keyMode: p.env.STRIPE_SECRET_KEY ? 'live' : 'test',
    counters: p.counters,
    publicUrl: stores.publicUrl,
    estimates: service,
    projects: projects.provides,
    reports: paid.reports.provides.forAccount,
    checkQuote: quoteChecks.provides.check,
  })
  const dashboard = createDashboardFeature({
    now,
    planOf,
    projectsOf: projects.provides.listForAccount,
    recentEstimatesOf: (userId, limit) => service.listForAccount(userId, { limit }),
    estimateCountsOf: service.countsForAccount,
    reportCountOf: async (viewer) => (await library.listForAccount(viewer)).total,
    apiCallsThisMonthOf: businessApi.provides.callsThisMonth,
    appraisedEstimatesOf: service.appraisedForAccount,
  })
  return { estimates, projects, quoteChecks, dashboard, businessApi }
}

/** What people send in: the smart questions, support messages, builders asking to be listed, quotes to read. */
function createInboxFeatures(app: FastifyInstance, p: Plumbing, stores: Stores) {
  const { db } = p.database
  const { mailer, mailCaps } = p
  const supportEmail = p.env.SUPPORT_EMAIL
  return {
    analysis: createAnalysisFeature({ db, env: p.env, log: app.log, now: p.fixedNow }),
    support: createSupportFeature({
      db,
      mailer,
      mailCaps,
      supportEmail,
      estimateExists: async (id) => (await stores.estimates.findById(id)) !== undefined,
    }),
    contractors: createContractorsFeature({ db, mailer, mailCaps, supportEmail, now: p.now }),
    quotes: createQuotesFeature({ log: app.log }),
  }
}
