import { getPlan, planLimitInfo, type PlanTier, type PlanOf } from '#shared/plans'
import type {
  CreateProjectRequest,
  EstimateSummary,
  LibraryReport,
  Project,
  ProjectDetail,
  UpdateProjectRequest,
} from '#shared/schemas/projects'
import { isUuid } from '#shared/uuid'
import { notFound, planLimitReached, signInRequired } from '#server/errors'
import type { ProjectPatch, ProjectsRepository, ProjectWithCount } from './projects.repository'
import type { ViewerRef } from '#server/http/viewer'

/** Who is asking: the signed-in account, or null. */

const toPence = (pounds: number) => Math.round(pounds * 100)
const toPounds = (pence: number) => Math.round(pence) / 100

/** A project as the API answers it: money in pounds with 2 decimals. */
export function toProject(row: ProjectWithCount): Project {
  return {
    id: row.id,
    name: row.name,
    propertyAddress: row.propertyAddress,
    status: row.status,
    totalBudget: row.totalBudgetPence === null ? null : toPounds(row.totalBudgetPence),
    spentAmount: toPounds(row.spentAmountPence),
    completionPercentage: row.completionPercentage,
    estimatesCount: Number(row.estimatesCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function toPatch(body: UpdateProjectRequest): ProjectPatch {
  const patch: ProjectPatch = {}
  if (body.name !== undefined) patch.name = body.name
  if (body.propertyAddress !== undefined) patch.propertyAddress = body.propertyAddress
  if (body.totalBudget !== undefined)
    patch.totalBudgetPence = body.totalBudget === null ? null : toPence(body.totalBudget)
  if (body.status !== undefined) patch.status = body.status
  if (body.spentAmount !== undefined) patch.spentAmountPence = toPence(body.spentAmount)
  if (body.completionPercentage !== undefined) patch.completionPercentage = body.completionPercentage
  return patch
}

function projectsLimitMessage(tier: PlanTier) {
  const info = planLimitInfo('projects', tier)
  const upgrade = getPlan(info.upgradeTo as PlanTier)
  const more = upgrade.limits.projects === -1 ? 'unlimited projects' : `up to ${upgrade.limits.projects} projects`
  return `Your ${getPlan(tier).name} plan includes ${info.allowed} project${info.allowed === 1 ? '' : 's'}. Upgrade to ${upgrade.name} for ${more}.`
}

export interface ProjectsServiceDeps {
  repo: ProjectsRepository
  now: () => Date
  planOf: PlanOf
  /** The account's estimates, newest first (the estimates feature). */
  accountEstimatesOf: (userId: string) => Promise<EstimateSummary[]>
  /** The reports bought for these estimates (the reports feature). */
  reportsFor: (estimateIds: string[]) => Promise<LibraryReport[]>
}

/** A signed-in account's projects: budget, progress and the estimates filed under each (decision 015). */
export function createProjectsService(deps: ProjectsServiceDeps) {
  function ownerOf(viewer: ViewerRef): string {
    if (!viewer) throw signInRequired()
    return viewer.id
  }

  async function getOwned(id: string, userId: string): Promise<ProjectWithCount> {
    const row = isUuid(id) ? await deps.repo.findOwned(id, userId) : undefined
    if (!row) throw notFound('Project')
    return row
  }

  return {
    /** 401 signed out; 403 plan_limit past the plan's projects. */
    async create(viewer: ViewerRef, body: CreateProjectRequest): Promise<Project> {
      const userId = ownerOf(viewer)
      const { tier } = await deps.planOf(userId)
      const now = deps.now()
      const created = await deps.repo.insertWithinLimit(
        {
          userId,
          name: body.name,
          propertyAddress: body.propertyAddress ?? null,
          totalBudgetPence: body.totalBudget === undefined ? null : toPence(body.totalBudget),
          createdAt: now,
          updatedAt: now,
        },
        getPlan(tier).limits.projects,
      )
      if (!created) throw planLimitReached(projectsLimitMessage(tier), planLimitInfo('projects', tier))
      return toProject(created)
    },

    async list(viewer: ViewerRef): Promise<Project[]> {
      return (await deps.repo.listOwned(ownerOf(viewer))).map(toProject)
    },

    /** The account's projects for the dashboard, without requiring a viewer object. */
    async listForAccount(userId: string): Promise<Project[]> {
      return (await deps.repo.listOwned(userId)).map(toProject)
    },

    /**
     * The project with its estimates and their reports, and the account's other estimates (to move in); 404 for
     * another account's.
     */
    async get(viewer: ViewerRef, id: string): Promise<ProjectDetail> {
      const userId = ownerOf(viewer)
      const project = await getOwned(id, userId)
      const all = await deps.accountEstimatesOf(userId)
      const estimates = all.filter((e) => e.projectId === project.id)
      const reports = estimates.length > 0 ? await deps.reportsFor(estimates.map((e) => e.id)) : []
      const otherEstimates = all.filter((e) => e.projectId !== project.id)
      return { project: toProject(project), estimates, reports, otherEstimates }
    },

    async update(viewer: ViewerRef, id: string, body: UpdateProjectRequest): Promise<Project> {
      const userId = ownerOf(viewer)
      await getOwned(id, userId)
      await deps.repo.update(id, userId, toPatch(body), deps.now())
      return toProject(await getOwned(id, userId))
    },

    /** Deletes the project; its estimates stay in the account, filed under no project. */
    async delete(viewer: ViewerRef, id: string): Promise<void> {
      const userId = ownerOf(viewer)
      if (!isUuid(id) || !(await deps.repo.delete(id, userId))) throw notFound('Project')
    },

    isOwnProject: isOwnProjectIn(deps.repo),
  }
}
export type ProjectsService = ReturnType<typeof createProjectsService>

/** Whether the project is the account's, asked of the projects store (estimates' isOwnProject port). */
export function isOwnProjectIn(repo: Pick<ProjectsRepository, 'findOwned'>) {
  return async (projectId: string, userId: string): Promise<boolean> =>
    isUuid(projectId) && (await repo.findOwned(projectId, userId)) !== undefined
}
