import { AsyncLocalStorage } from 'node:async_hooks'
import { hash, verify } from '@node-rs/argon2'
import { betterAuth } from 'better-auth/minimal'
import { APIError } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { FastifyBaseLogger } from 'fastify'
import { isDatabaseUnavailable, type Db } from '#server/db/client'
import { COOKIE_PREFIX, SESSION_DAYS } from '#shared/cookies'
import { AppError } from '#server/errors'
import { authAccounts, sessions, users, verifications } from '#server/db/schema/index'
import type { CounterStore } from '#server/limits/counter-store'
import { redactText } from '#server/logger'
import { storageFaultOf } from '#server/storage-faults'
import { withUnsentEmails, type AccountEmails } from './account-emails'
import { accountGuards } from './auth-guards'

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20 ms a hash on this class of machine. */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum upstream) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

/** The header better-auth reads the client address from; auth.routes.ts always sets it, never the client. */
export const CLIENT_IP_HEADER = 'x-rce-client-ip'
const DAY_SECONDS = 24 * 60 * 60

/** The errors better-auth caught and logged during one request, answering with its own status instead. */
const caughtByAuth = new AsyncLocalStorage<unknown[]>()

/**
 * better-auth's own limits on its endpoints (per client address and path), on top of the app's write limits. Reading
 * one's own session is not limited: every page asks, and an office or a household shares one address; it guesses
 * nothing (the cookie is a random token) and sends nothing.
 */
const AUTH_LIMITS = {
  window: 60,
  max: 30,
  customRules: {
    '/get-session': false as const,
    '/sign-in/email': { window: 60, max: 10 },
    '/sign-up/email': { window: 600, max: 10 },
    '/request-password-reset': { window: 600, max: 5 },
    '/send-verification-email': { window: 600, max: 5 },
    '/change-email': { window: 600, max: 5 },
  },
}

export interface AuthOptions {
  db: Db
  /** The public origin: emailed links and the trusted origin for cookie-authenticated writes. */
  publicUrl: string
  secret: string
  /** What sends the account emails (account-emails.ts). */
  emails: AccountEmails
  /** Shared counters (database or Redis); undefined when RATE_LIMITS=off. */
  counters: CounterStore | undefined
  log: FastifyBaseLogger
  /** Called before a user row is deleted, to settle what they own by the retention rules. */
  beforeDeleteUser?: (userId: string) => Promise<void>
}

/**
 * The accounts engine: better-auth core with the Drizzle adapter on our tables (PGlite and PostgreSQL alike),
 * argon2id passwords, database sessions, verified emails before sign-in, and sessions revoked on password reset
 * (docs/decisions/014-accounts.md). Its HTTP endpoints are mounted at /api/auth by auth.routes.ts.
 */
export function createAuth(options: AuthOptions) {
  const { emails } = options
  return betterAuth({
    appName: 'UK Renovation Estimator',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      useSecureCookies: options.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns both off by default under NODE_ENV=test; they stay on everywhere, so tests see production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // The request's own origin is trusted too: `npm start` is reached as localhost, 127.0.0.1 or a LAN address.
    // A cross-site page's Origin never equals the host it posts to, so this still refuses cross-site writes.
    trustedOrigins: (request) => [options.publicUrl, request ? ownOrigin(request) : undefined],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: ({ user, url }, request) => emails.resetPassword(request, user.email, url),
      onExistingUserSignUp: ({ user }, request) => emails.existingAccount(request, user.email, options.publicUrl),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: ({ user, url }, request) => emails.verify(request, user, url),
    },
    user: {
      // The new address gets the verification email; the account keeps the old one until it is confirmed.
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          try {
            await options.beforeDeleteUser?.(user.id)
          } catch (err) {
            // A refusal (an owner whose team still has members) reaches the client as that problem, not a 500.
            if (err instanceof AppError && err.status === 409) throw new APIError('CONFLICT', { message: err.message })
            throw err
          }
        },
      },
    },
    hooks: { before: accountGuards },
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    verification: { storeIdentifier: 'hashed' },
    rateLimit: options.counters
      ? { enabled: true, ...AUTH_LIMITS, customStorage: counterRateLimitStorage(options.counters) }
      : { enabled: false },
    telemetry: { enabled: false },
    // Into the app's log (structured, redacted, silent in tests), never straight to the console; an error passed
    // along goes through the app's error serializer (no SQL parameters, no addresses).
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error)
        if (err) caughtByAuth.getStore()?.push(err)
        options.log[level]({ component: 'better-auth', ...(err ? { err } : {}) }, redactText(message))
      },
    },
    // A failure that is not better-auth's own APIError (a failed query, a bug) is thrown to the app's error handler,
    // which logs it redacted and answers problem+json (503 when the database or disk is down). Otherwise better-call
    // prints it to the console whole, SQL parameters and all (decision 023).
    onAPIError: { throw: true },
  })
}
export type Auth = ReturnType<typeof createAuth>

const EMAIL_NOT_SENT = "We couldn't send the email just now. Please try again in a few minutes."
const SIGN_UP_EMAIL_NOT_SENT =
  "We couldn't send the confirmation email, so no account was created. Please try again in a few minutes."

/**
 * better-auth's request handler, answering 503 `service_unavailable` where better-auth would not:
 * - a write it caught failing for a full disk or a database that is down (it answers "Failed to create user", 422)
 *   is rethrown, for the app's error handler to answer 503 as on every other route;
 * - an account email the request could not send: the user must not be told to check an inbox that will stay empty.
 *   A sign-up whose confirmation email failed is undone (its new account removed) so that trying again simply works;
 *   a taken address answers the same (no account enumeration).
 * docs/decisions/023-secrets-out-of-logs-and-disk-faults.md.
 */
export function createAuthHandler(auth: Auth): (request: Request) => Promise<Response> {
  return async (request) => {
    const caught: unknown[] = []
    const { result, unsent } = await caughtByAuth.run(caught, () => withUnsentEmails(() => auth.handler(request)))
    const outage = result.status >= 400 && caught.find((err) => storageFaultOf(err) || isDatabaseUnavailable(err))
    if (outage) throw outage
    if (unsent.length === 0) return result
    if (!new URL(request.url).pathname.endsWith('/sign-up/email'))
      throw new AppError('service_unavailable', EMAIL_NOT_SENT)
    const { internalAdapter } = await auth.$context
    for (const { kind, userId } of unsent) if (kind === 'verify' && userId) await internalAdapter.deleteUser(userId)
    throw new AppError('service_unavailable', SIGN_UP_EMAIL_NOT_SENT)
  }
}

function ownOrigin(request: Request): string | undefined {
  const host = request.headers.get('host')
  return host ? `${new URL(request.url).protocol}//${host}` : undefined
}

/** better-auth's limiter on the app's shared counters, so every instance counts the same window. */
function counterRateLimitStorage(counters: CounterStore) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const { count, ttlMs } = await counters.hit(`auth:${key}`, rule.window * 1000)
      return count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) }
    },
  }
}
