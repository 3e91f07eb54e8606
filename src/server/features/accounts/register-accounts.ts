import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { createAppSecretsRepository } from '../../db/app-secrets.repository'
import type { Db } from '../../db/client'
import type { CounterStore } from '../../limits/counter-store'
import type { MailCaps } from '../../limits/mail-caps'
import type { Mailer } from '../../mail/mailer'
import { createAuth } from './auth'
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
  const auth = createAuth({ ...deps, secret, log: app.log })
  registerOriginCheck(app, deps.publicUrl)
  registerAuthRoutes(app, auth)
  return { auth, sessionOf: createSessionReader(auth), authRecords: createAuthRecordsRepository(deps.db) }
}
