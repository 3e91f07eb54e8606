import type { EstimateResponse } from '#shared/schemas/estimates'
import type { CreateProjectRequestInput, Project, ProjectDetail, UpdateProjectRequest } from '#shared/schemas/projects'
import { apiGet, apiRequestJson } from '#client/lib/api-client'

export const PROJECTS_QUERY_KEY = ['/api/projects'] as const
export const projectQueryKey = (id: string) => ['/api/projects', id] as const

export const listProjects = (signal?: AbortSignal) =>
  apiGet<{ projects: Project[] }>('/api/projects', { signal }).then((r) => r.projects)

export const getProject = (id: string, signal?: AbortSignal) =>
  apiGet<ProjectDetail>(`/api/projects/${encodeURIComponent(id)}`, { signal })

export const createProject = (input: CreateProjectRequestInput) =>
  apiRequestJson<{ project: Project }>('POST', '/api/projects', input).then((r) => r.project)

export const updateProject = (id: string, patch: Partial<Record<keyof UpdateProjectRequest, unknown>>) =>
  apiRequestJson<{ project: Project }>('PATCH', `/api/projects/${encodeURIComponent(id)}`, patch).then((r) => r.project)

export const deleteProject = (id: string) => apiRequestJson<void>('DELETE', `/api/projects/${encodeURIComponent(id)}`)

/** Files a saved estimate under a project, or under none (null). */
export const moveEstimate = (estimateId: string, projectId: string | null) =>
  apiRequestJson<{ estimate: EstimateResponse }>('PATCH', `/api/estimates/${encodeURIComponent(estimateId)}`, {
    projectId,
  }).then((r) => r.estimate)
