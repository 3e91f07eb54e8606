import { useQuery } from '@tanstack/react-query'
import type { ProjectTypeCatalogue } from '#shared/schemas/project-types'
import { apiGet } from './api-client'

export const PROJECT_TYPES_QUERY_KEY = ['/api/project-types'] as const

/** GET /api/project-types: the grouped first-form types and the professional types, with engine ranges. */
export function useProjectTypes() {
  return useQuery({
    queryKey: PROJECT_TYPES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ProjectTypeCatalogue>('/api/project-types', { signal }),
  })
}
