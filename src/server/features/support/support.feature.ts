import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import { createSupportRepository } from './support.repository'
import { registerSupportRoutes } from './support.routes'
import { createSupportService } from './support.service'

/** The contact and feedback inbox; hands its store to the purge. */
export function createSupportFeature(ports: {
  db: Db
  mailer: Mailer
  mailCaps: MailCaps
  supportEmail: string
  /** Whether an estimate id a message names exists (it is linked only then). */
  estimateExists: (id: string) => Promise<boolean>
}) {
  const repo = createSupportRepository(ports.db)
  const support = createSupportService({ ...ports, repo })
  return {
    register: (app) => registerSupportRoutes(app, support),
    provides: { store: repo },
  } satisfies Feature<object>
}
