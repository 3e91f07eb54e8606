import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import { buildStoreFeature } from '#server/feature'
import { createContractorsRepository } from './contractors.repository'
import { registerContractorsRoutes } from './contractors.routes'
import { createContractorsService, type ContractorsServiceDeps } from './contractors.service'

/** Builders asking to be listed; hands its store to the purge. */
export function createContractorsFeature(ports: Omit<ContractorsServiceDeps, 'repo'> & { db: Db }) {
  const repo = createContractorsRepository(ports.db)
  const contractors = createContractorsService({ ...ports, repo })
  return buildStoreFeature(repo, contractors, registerContractorsRoutes) satisfies Feature<object>
}
