import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyHelmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { createDatabase, type Database } from './db/client.js'
import { publicUrlOf, type Env } from './env.js'
import { createAnalysisRepository } from './features/analysis/analysis.repository.js'
import { registerAnalysisRoutes } from './features/analysis/analysis.routes.js'
import { createAnalysisService } from './features/analysis/analysis.service.js'
import { createLlmClientFromEnv } from './features/analysis/llm-client.js'
import { registerHealthRoutes } from './features/health/health.routes.js'
import { DEFAULT_RATES } from '../shared/cost-engine/default-rates.js'
import { registerEstimatesRoutes } from './features/estimates/estimates.routes.js'
import { createEstimatesService } from './features/estimates/estimates.service.js'
import { registerProjectTypeRoutes } from './features/estimates/project-types.routes.js'
import { createEstimatesRepository } from './features/estimates/estimates.repository.js'
import { createSupportRepository } from './features/support/support.repository.js'
import { registerSupportRoutes } from './features/support/support.routes.js'
import { createSupportService } from './features/support/support.service.js'
import { createRetentionService } from './features/retention/retention.service.js'
import { registerReportPurchases } from './features/billing/register-report-purchases.js'
import type { ReportData } from './features/reports/build-report-data.js'
import { startJobQueue, type JobQueue } from './jobs/job-queue.js'
import { createMailer, type Mailer } from './mail/mailer.js'
import { handleFrameworkError, registerErrorHandler, sendProblem } from './plugins/error-handler.js'
import { registerUnsupportedTextGuard } from './plugins/unsupported-text-guard.js'

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client')
export const BODY_LIMIT_BYTES = 100 * 1024

export interface AppOverrides {
  database?: Database
  mailer?: Mailer
  /** Draws report PDFs in-thread instead of on a worker (tests that don't need the worker). */
  renderReportPdf?: (data: ReportData) => Promise<Buffer>
  now?: () => Date
}

/**
 * Builds the whole app: API routes, the built client and their shared plumbing. Tests call it with
 * their own Env and overrides; main.ts calls it once.
 */
export async function buildApp(env: Env, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    },
    trustProxy: true,
    frameworkErrors: handleFrameworkError,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerUnsupportedTextGuard(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only behind HTTPS: `npm start` serves plain HTTP on a LAN address too, where upgrading would break every asset.
        upgradeInsecureRequests: env.PUBLIC_URL?.startsWith('https://') ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: env.NODE_ENV === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })

  const database = overrides.database ?? (await createDatabase(env))
  const mailer = overrides.mailer ?? createMailer(env, app.log)
  const now = overrides.now ?? (() => new Date())
  let jobs: JobQueue | undefined
  app.addHook('onClose', async () => {
    await jobs?.stop()
    mailer.close()
    if (!overrides.database) await database.close()
  })

  const estimatesRepo = createEstimatesRepository(database.db)
  registerHealthRoutes(app, database)
  registerProjectTypeRoutes(app, DEFAULT_RATES)
  // Report purchases: payments (Stripe or TEST MODE), the Stripe webhook, reports and their access links.
  const purchases = await registerReportPurchases(app, {
    env,
    db: database.db,
    mailer,
    now,
    estimates: estimatesRepo,
    renderPdf: overrides.renderReportPdf,
  })

  registerEstimatesRoutes(
    app,
    createEstimatesService({
      repo: estimatesRepo,
      rates: DEFAULT_RATES,
      now,
      mailer,
      publicUrl: publicUrlOf(env),
      hasReport: (id) => purchases.reports.hasReportForEstimate(id),
    }),
  )
  const supportRepo = createSupportRepository(database.db)
  registerAnalysisRoutes(
    app,
    createAnalysisService({
      repo: createAnalysisRepository(database.db),
      llm: createLlmClientFromEnv(env, app.log),
      logger: app.log,
      now: overrides.now,
    }),
  )
  registerSupportRoutes(
    app,
    createSupportService({
      repo: supportRepo,
      mailer,
      supportEmail: env.SUPPORT_EMAIL,
      estimateExists: async (id) => (await estimatesRepo.findById(id)) !== undefined,
    }),
  )

  const retention = createRetentionService({
    stores: { estimates: estimatesRepo, supportMessages: supportRepo, pdfReports: purchases.reports },
    now,
    log: app.log,
  })
  if (env.JOBS_ENABLED) {
    jobs = await startJobQueue(
      database,
      [{ name: 'purge-expired', cron: '17 3 * * *', handler: () => retention.purgeExpired().then(() => undefined) }],
      app.log,
    )
  }

  const hasClient = existsSync(path.join(CLIENT_DIST, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      wildcard: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return sendProblem(
        reply,
        request,
        404,
        'not_found',
        `No API route ${request.method} ${request.url.split('?')[0]}`,
      )
    }
    if (!hasClient) return reply.code(503).type('text/plain').send('The client is not built. Run `npm run build`.')
    // Client routes fall back to the single-page app, which renders its own 404.
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })

  return app
}
