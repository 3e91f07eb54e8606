import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import { buildStoreFeature } from '#server/feature'
import { createSupportRepository } from './support.repository'
import { registerSupportRoutes } from './support.routes'
import { createSupportService, type SupportServiceDeps } from './support.service'

/** The contact and feedback inbox; hands its store to the purge. */
export function createSupportFeature(ports: Omit<SupportServiceDeps, 'repo'> & { db: Db }) {
  const repo = createSupportRepository(ports.db)
  const support = createSupportService({ ...ports, repo })
  return buildStoreFeature(repo, support, registerSupportRoutes) satisfies Feature<object>
}
