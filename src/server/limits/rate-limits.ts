import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RateLimitedError } from '../errors'
import type { CounterStore } from './counter-store'

export const MINUTE_MS = 60 * 1000
export const HOUR_MS = 60 * MINUTE_MS

export interface LimitRule {
  max: number
  windowMs: number
}

/**
 * Requests per client (IP address, or its /64 for IPv6) and route. A person using the site never meets these; a
 * script meets them within seconds. Keyed by `METHOD url` as registered.
 */
export const ROUTE_LIMITS: Record<string, LimitRule> = {
  'POST /api/estimates': { max: 30, windowMs: MINUTE_MS },
  'POST /api/estimates/professional': { max: 30, windowMs: MINUTE_MS },
  'POST /api/estimates/:id/revisions': { max: 30, windowMs: MINUTE_MS },
  'POST /api/analyze-description': { max: 30, windowMs: MINUTE_MS },
  'POST /api/generate-followup-questions': { max: 30, windowMs: MINUTE_MS },
  'POST /api/ai-decide-questions': { max: 30, windowMs: MINUTE_MS },
  // Each read may run OCR or a PDF parse for seconds.
  'POST /api/quotes/read': { max: 20, windowMs: MINUTE_MS },
  // Routes that send mail: the mail caps (mail-caps.ts) bound the messages; these bound the requests.
  'POST /api/estimates/:id/email': { max: 10, windowMs: 10 * MINUTE_MS },
  'POST /api/report-access/resend': { max: 10, windowMs: 10 * MINUTE_MS },
  'POST /api/contact': { max: 5, windowMs: 10 * MINUTE_MS },
  'POST /api/troubleshoot-email': { max: 5, windowMs: 10 * MINUTE_MS },
  'POST /api/contractors': { max: 5, windowMs: 10 * MINUTE_MS },
  'POST /api/create-payment-intent': { max: 10, windowMs: MINUTE_MS },
  'POST /api/test-payments/confirm': { max: 10, windowMs: MINUTE_MS },
  'POST /api/verify-payment-and-generate-report': { max: 10, windowMs: MINUTE_MS },
  'POST /api/estimates/purchase-qs-report': { max: 10, windowMs: MINUTE_MS },
  // Stripe's own servers; a forged call fails its signature check before doing any work.
  'POST /api/stripe/webhook': { max: 100, windowMs: MINUTE_MS },
}

/** Any write route under /api not in ROUTE_LIMITS (so a new route is never unlimited). */
export const DEFAULT_WRITE_LIMIT: LimitRule = { max: 60, windowMs: MINUTE_MS }

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Who a request comes from, for limits and caps: the address Fastify resolved (proxy headers count only from
 * TRUST_PROXY), an IPv6 address widened to its /64 as one household's router hands out.
 */
export const clientOf = (request: FastifyRequest) => normalizeIP(request.ip)

/**
 * Limits every write route (POST/PUT/PATCH/DELETE under /api) per client, counting in `counters`. Must be
 * registered before the routes. An exceeded limit answers 429 problem+json with Retry-After and
 * RateLimit-Limit/Remaining/Reset. Reads are not limited: they write nothing and send nothing, and a counter per
 * GET would double the database work of the hottest paths.
 */
export async function registerRateLimits(app: FastifyInstance, counters: CounterStore) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    if (!route.url.startsWith('/api/') || !methods.some((m) => WRITE_METHODS.has(m))) return
    if (route.config?.rateLimit !== undefined) return
    const rule = ROUTE_LIMITS[`${methods.join(',')} ${route.url}`] ?? DEFAULT_WRITE_LIMIT
    route.config = { ...route.config, rateLimit: { max: rule.max, timeWindow: rule.windowMs } }
  })

  /** The plugin's store contract: one store per route (`child`), each prefixing its route to the client key. */
  class CounterRateLimitStore {
    constructor(readonly prefix = '') {}
    incr(key: string, done: (err: Error | null, result?: { current: number; ttl: number }) => void, windowMs: number) {
      counters.hit(`route:${this.prefix}${key}`, windowMs).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (err: Error) => done(err),
      )
    }
    child({ routeInfo }: { routeInfo: { method: string | string[]; url: string } }) {
      return new CounterRateLimitStore(`${[routeInfo.method].flat().join(',')} ${routeInfo.url}:`)
    }
  }

  await app.register(fastifyRateLimit, {
    global: false,
    enableDraftSpec: true,
    store: CounterRateLimitStore as never,
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(
        `Too many requests. Please wait ${context.after} and try again.`,
        Math.ceil(context.ttl / 1000),
      ),
  })
}
