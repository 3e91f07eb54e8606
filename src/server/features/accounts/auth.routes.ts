import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { COOKIE_PREFIX } from '#shared/cookies'
import { errorCodeForStatus, type FieldError } from '#shared/problem'
import { badRequest } from '#server/errors'
import { clientOf } from '#server/limits/rate-limits'
import { sendProblem } from '#server/plugins/error-handler'
import { redactText } from '#server/logger'
import type { ViewerSources } from '#server/http/viewer'
import { CLIENT_IP_HEADER, createAuthHandler, type Auth } from './auth'

/**
 * Endpoints that answer no sooner than this after the request arrived, whatever they did. A reset request for an
 * existing account writes a token where one for an unknown address only reads (its email goes after the answer,
 * account-emails.ts): the floor hides that difference, so the time of the answer does not say whether an account
 * exists. Far above what either path takes; a person does not notice a quarter of a second.
 */
export const ANSWER_FLOOR_MS: Record<string, number> = { '/api/auth/request-password-reset': 250 }

/** The origin this request was addressed to (what a same-origin page sends as Origin). */
export const ownOriginOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/**
 * Mounts better-auth's endpoints under /api/auth (the paths docs/product/decisions.md names). Fastify has already parsed the
 * JSON body; it is handed on as JSON. Failures become problem+json like every other route, keeping better-auth's
 * message as the detail.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth) {
  const handle = createAuthHandler(auth)
  // Parametric routes rather than a wildcard: every better-auth path is one or two segments deep
  // (/get-session, /sign-in/email, /reset-password/<token>), and named routes are listed, limited and fuzzed
  // like every other. GET and POST are separate routes so that the app's write limit counts only the POSTs;
  // better-auth's own limits (auth.ts) cover its endpoints either way.
  for (const method of ['GET', 'POST'] as const) {
    for (const url of ['/api/auth/:endpoint', '/api/auth/:endpoint/:detail']) {
      app.route({
        method,
        url,
        handler: async (request, reply) => {
          const floorMs = ANSWER_FLOOR_MS[request.url.split('?')[0]!]
          const answerAt = performance.now() + (floorMs ?? 0)
          const response = await handle(toWebRequest(request))
          // A timer can fire up to a millisecond before its time on the monotonic clock: wait until the floor has
          // truly passed, so no answer comes sooner than another.
          if (floorMs !== undefined)
            for (let left = answerAt - performance.now(); left > 0; left = answerAt - performance.now())
              await delay(Math.ceil(left))
          return sendWebResponse(request, reply, response)
        },
      })
    }
  }
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue
    for (const one of [value].flat()) headers.append(name, one)
  }
  headers.set(CLIENT_IP_HEADER, clientOf(request))
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined
  if (hasBody) headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Request(new URL(request.url, ownOriginOf(request)), {
    method: request.method,
    headers,
    body: hasBody ? bodyText(request.body) : undefined,
  })
}

/**
 * The JSON body handed on. Every better-auth endpoint takes an object; anything else (an array, a string, or
 * nesting too deep to serialise) is the client's mistake, answered 400 rather than failing inside the handler.
 */
function bodyText(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.')
  try {
    return JSON.stringify(body)
  } catch {
    throw badRequest('The request body is nested too deeply.')
  }
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie)
  const text = await response.text()
  if (response.status >= 400) {
    // better-auth's own 5xx (it logs nothing itself now that its errors are thrown to us).
    if (response.status >= 500)
      request.log.error({ status: response.status, detail: redactText(refusalOf(text).message) }, 'auth request failed')
    const retryAfter = response.headers.get('x-retry-after') ?? response.headers.get('retry-after')
    if (retryAfter) reply.header('retry-after', retryAfter)
    const { message, errors } = refusalOf(text)
    // better-auth's status, through the one code the app sends it with (a 5xx it has no code for is ours: internal).
    const code = errorCodeForStatus(response.status) ?? (response.status < 500 ? 'validation_failed' : 'internal')
    return sendProblem(reply, request, { code, detail: message, errors })
  }
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') reply.header(name, value)
  })
  return reply.status(response.status).send(text)
}

const FieldErrorsSchema = z.array(z.object({ path: z.string(), message: z.string() }))

/** better-auth's refusal as the problem's detail, with the field errors the app's guards name (auth-guards.ts). */
function refusalOf(text: string): { message: string; errors?: FieldError[] } {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown }
    if (typeof body.message === 'string' && body.message) {
      const errors = FieldErrorsSchema.safeParse(body.errors)
      return { message: body.message, ...(errors.success ? { errors: errors.data } : {}) }
    }
  } catch {
    // not JSON: fall through
  }
  return { message: 'The request could not be completed. Check the address and try again.' }
}

/**
 * The request's Cookie header when it carries a session cookie (`rce.session_token`, or its `__Secure-` form behind
 * HTTPS), else undefined. Without one a request acts for nobody: no session lookup, no Origin check.
 */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie
  return cookie?.includes(`${COOKIE_PREFIX}.session_token`) ? cookie : undefined
}

/** Who is signed in on this request (from the session cookie), or null: the viewer's `sessionOf` port. */
export function createSessionReader(auth: Auth): ViewerSources['sessionOf'] {
  return async (request) => {
    const cookie = sessionCookieOf(request)
    if (!cookie) return null
    const headers = new Headers()
    headers.set('cookie', cookie)
    const found = await auth.api.getSession({ headers })
    if (!found) return null
    const { id, email, name, emailVerified } = found.user
    return { id, email, name, emailVerified }
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Cross-site request forgery guard for the app's own routes (better-auth guards /api/auth itself): a write that
 * carries a session cookie must come from a page on this site, by its Origin header (or, without one,
 * Sec-Fetch-Site: same-origin). Writes without a session cookie act for nobody and pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const trusted = new URL(publicUrl).origin
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return
    if (!sessionCookieOf(request)) return
    const origin = request.headers.origin
    const sameOrigin = origin
      ? origin === trusted || origin === ownOriginOf(request)
      : request.headers['sec-fetch-site'] === 'same-origin'
    if (!sameOrigin)
      return sendProblem(reply, request, {
        code: 'forbidden',
        detail: 'This request did not come from this site, so it was refused.',
      })
  })
}
