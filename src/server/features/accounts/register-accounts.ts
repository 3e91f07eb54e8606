import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { createAppSecretsRepository } from '../../db/app-secrets.repository'
import type { Db } from '../../db/client'
import type { CounterStore } from '../../limits/counter-store'
import type { MailCaps } from '../../limits/mail-caps'
import type { Mailer } from '../../mail/mailer'
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
  beforeDeleteUser?: (userId: string) => Promise<void>
}

/** Builds accounts (better-auth), mounts /api/auth/*, guards cookie-authenticated writes, and hands back the session port. */
export async function registerAccounts(app: FastifyInstance, deps: AccountsDeps) {
  const secret =
    deps.authSecret ??
    (await createAppSecretsRepository(deps.db).getOrCreate('auth', randomBytes(32).toString('base64url')))
  const emails = accountEmails(
    deps.mailer,
    deps.mailCaps,
    (request) => request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    app.log,
  )
  // Fastify runs onClose hooks last-added first: this one waits for the emails before app.ts's closes the mailer.
  app.addHook('onClose', emails.settled)
  const auth = createAuth({ ...deps, emails, secret, log: app.log })
  registerOriginCheck(app, deps.publicUrl)
  registerAuthRoutes(app, auth)
  return { auth, sessionOf: createSessionReader(auth), authRecords: createAuthRecordsRepository(deps.db) }
}
