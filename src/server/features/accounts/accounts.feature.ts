import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { createAppSecretsRepository } from '#server/db/app-secrets.repository'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import type { CounterStore } from '#server/limits/counter-store'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import { accountEmails } from './account-emails'
import { CLIENT_IP_HEADER, createAuth } from './auth'
import { createAuthRecordsRepository } from './auth-records.repository'
import { createSessionReader, registerAuthRoutes, registerOriginCheck } from './auth.routes'

export interface AccountsDeps {
  db: Db
  publicUrl: string
  /** AUTH_SECRET when set; otherwise one random secret kept in the database and shared by every instance. */
  authSecret: string | undefined
  mailer: Mailer
  mailCaps: MailCaps
  counters: CounterStore | undefined
  log: FastifyBaseLogger
}

/**
 * Accounts (better-auth): /api/auth/*, the guard on cookie-authenticated writes, and what other features are handed:
 * the session reader (`sessionOf`, which feeds `request.viewer()`), `onAccountDeleted` (features built later add what a
 * deleted account's data needs, run in the order added before the user row goes; a hook that throws refuses the
 * deletion) and the auth tables' store for the purge.
 */
export async function createAccountsFeature(deps: AccountsDeps) {
  const secret =
    deps.authSecret ??
    (await createAppSecretsRepository(deps.db).getOrCreate('auth', randomBytes(32).toString('base64url')))
  const emails = accountEmails(
    deps.mailer,
    deps.mailCaps,
    (request) => request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    deps.log,
  )
  const deletedHooks: ((userId: string) => Promise<unknown>)[] = []
  const beforeDeleteUser = async (userId: string) => {
    for (const hook of deletedHooks) await hook(userId)
  }
  const auth = createAuth({ ...deps, emails, secret, beforeDeleteUser })
  return {
    register(app) {
      // Fastify runs onClose hooks last-added first: this one waits for the emails before app.ts's closes the mailer.
      app.addHook('onClose', emails.settled)
      registerOriginCheck(app, deps.publicUrl)
      registerAuthRoutes(app, auth)
    },
    provides: {
      sessionOf: createSessionReader(auth),
      onAccountDeleted: (hook: (userId: string) => Promise<unknown>) => void deletedHooks.push(hook),
      authRecords: createAuthRecordsRepository(deps.db),
    },
  } satisfies Feature
}
