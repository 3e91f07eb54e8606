import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import { createProjectsRepository } from './projects.repository'
import { registerProjectsRoutes } from './projects.routes'
import { createProjectsService, isOwnProjectIn, type ProjectsServiceDeps } from './projects.service'

/**
 * The projects store, opened by the composition root before the features: estimates, built before projects (which
 * list them), ask it whether a project is the account's (`isOwnProject`).
 */
export function openProjectsStore(db: Db) {
  const repo = createProjectsRepository(db)
  return { repo, isOwnProject: isOwnProjectIn(repo) }
}

/** A signed-in account's projects (/api/projects): budget, progress and the estimates and reports filed under each. */
export function createProjectsFeature(
  ports: Omit<ProjectsServiceDeps, 'repo'> & { store: ReturnType<typeof openProjectsStore> },
) {
  const projects = createProjectsService({ ...ports, repo: ports.store.repo })
  return {
    register: (app) => registerProjectsRoutes(app, projects),
    provides: { list: projects.list, get: projects.get, listForAccount: projects.listForAccount },
  } satisfies Feature
}
