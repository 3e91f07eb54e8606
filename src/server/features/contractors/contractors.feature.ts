import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import { createContractorsRepository } from './contractors.repository'
import { registerContractorsRoutes } from './contractors.routes'
import { createContractorsService } from './contractors.service'

/** Builders asking to be listed; hands its store to the purge. */
export function createContractorsFeature(ports: {
  db: Db
  mailer: Mailer
  mailCaps: MailCaps
  supportEmail: string
  now: () => Date
}) {
  const repo = createContractorsRepository(ports.db)
  const contractors = createContractorsService({ ...ports, repo })
  return {
    register: (app) => registerContractorsRoutes(app, contractors),
    provides: { store: repo },
  } satisfies Feature<object>
}
