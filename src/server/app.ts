import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { composeFeatures } from './compose'
import { createDatabase, type Database } from './db/client'
import type { Env } from './env'
import { findPrerenderedPath, isClientRoute, PRERENDERED_PATHS, prerenderedFileOf } from '../shared/client-routes'
import type { ReportData } from './features/reports/report-data/types'
import { openJobQueue } from './jobs/job-queue'
import { openSharedCounters, type FallbackCounterStore } from './limits/fallback-counter-store'
import { createMailCaps } from './limits/mail-caps'
import { registerRateLimits } from './limits/rate-limits'
import { createLoggerOptions } from './logger'
import { createMailer, type Mailer } from './mail/mailer'
import { handleClientError } from './plugins/client-errors'
import { handleFrameworkError, registerErrorHandler, sendProblem } from './plugins/error-handler'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerUnsupportedTextGuard } from './plugins/unsupported-text-guard'

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client')
export const BODY_LIMIT_BYTES = 100 * 1024

export interface AppOverrides {
  database?: Database
  mailer?: Mailer
  /** Draws report PDFs in-thread instead of on a worker (tests that don't need the worker). */
  renderReportPdf?: (data: ReportData) => Promise<Buffer>
  now?: () => Date
  /** Namespaces the rate-limit counters (tests sharing one Redis). */
  counterKeyPrefix?: string
  /** The built client to serve (default CLIENT_DIST); tests point it at a folder of their own. */
  clientDir?: string
  /** Where log lines go (default stdout); tests read them to check what is never logged. */
  logStream?: { write(line: string): void }
  /** Sees every route as it is registered, with its schema (the route fuzz lists them this way). */
  onRoute?: (route: RouteOptions) => void
}

/** Fastify's runtime takes a hop count, its types do not: a hop count is "trust the nearest n addresses". */
const trustProxyOf = (trust: Env['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust

/**
 * Builds the whole app: API routes, the built client and their shared plumbing. Tests call it with
 * their own Env and overrides; main.ts calls it once.
 */
// eslint-disable-next-line max-lines-per-function -- the app’s plugins and hooks in the order Fastify registers them; each step is one call
export async function buildApp(env: Env, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { ...createLoggerOptions(env.LOG_LEVEL), ...(overrides.logStream ? { stream: overrides.logStream } : {}) },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID()
    },
    // Only TRUST_PROXY's proxies may name the client (X-Forwarded-For): every rate limit keys on the client's address.
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  })
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerUnsupportedTextGuard(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  registerSecurityHeaders(app, {
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

  const database = overrides.database ?? (await createDatabase({ ...env, log: app.log }))
  const mailer = overrides.mailer ?? createMailer(env, app.log)
  const now = overrides.now ?? (() => new Date())
  // Every instance can send jobs; only JOBS_ENABLED ones work them.
  const jobs = await openJobQueue(database, { work: env.JOBS_ENABLED }, app.log)
  // Shared by every instance: in Redis when REDIS_URL is set, else in the app's database (decision 007).
  // When that store fails or is slow, each instance counts on its own until it answers again.
  let counters: FallbackCounterStore | undefined
  if (env.RATE_LIMITS === 'on') {
    counters = await openSharedCounters({
      redisUrl: env.REDIS_URL,
      db: database.db,
      keyPrefix: overrides.counterKeyPrefix ?? '',
      log: app.log,
    })
    await registerRateLimits(app, counters)
  }
  const mailCaps = createMailCaps(counters)
  app.addHook('onClose', async () => {
    await jobs.stop()
    await counters?.close()
    mailer.close()
    if (!overrides.database) await database.close()
  })

  await composeFeatures(app, {
    env,
    database,
    mailer,
    mailCaps,
    counters,
    jobs,
    now,
    fixedNow: overrides.now,
    renderReportPdf: overrides.renderReportPdf,
  })

  const clientDir = overrides.clientDir ?? CLIENT_DIST
  const hasClient = existsSync(path.join(clientDir, 'index.html'))
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // The build writes .br and .gz beside each file (vite.config.ts); one is sent when the browser accepts it.
      preCompressed: true,
      // Only logical files get routes: never the source maps (kept for debugging, not published), nor the
      // compressed copies on their own, nor the prerendered pages (sent at their own paths, below).
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz', 'prerendered/**'],
      // '/' is a page like the others (the prerendered landing page), not the shell index.html.
      index: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }
  // Pages the build prerendered (docs/decisions/018-prerendering.md); a build without them serves the shell.
  const prerenderedPaths = new Set(
    PRERENDERED_PATHS.filter((p) => existsSync(path.join(clientDir, prerenderedFileOf(p)))),
  )
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!
    if (pathname.startsWith('/assets/') || pathname.endsWith('.map')) {
      // A missing file, not a client route: answering index.html would hand the browser HTML as a script.
      return reply.code(404).type('text/plain').send('Not found')
    }
    if (request.url.startsWith('/api/') || request.url === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return sendProblem(reply, request, {
        code: 'not_found',
        detail: `No API route ${request.method} ${request.url.split('?')[0]}`,
      })
    }
    if (!hasClient) return reply.code(503).type('text/plain').send('The client is not built. Run `npm run build`.')
    // A prerendered page gets its own HTML. Other client routes get the single-page app; any other path gets it
    // too (it renders its own 404 page) but with a 404 status, so a wrong link is a real 404 to browsers,
    // crawlers and monitors.
    const prerendered = findPrerenderedPath(pathname)
    return reply
      .code(isClientRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(prerendered && prerenderedPaths.has(prerendered) ? prerenderedFileOf(prerendered) : 'index.html')
  })

  return app
}
