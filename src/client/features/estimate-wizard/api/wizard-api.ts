import { useQuery } from '@tanstack/react-query'
import type { EstimateRequestInput, EstimateResponse } from '../../../../shared/schemas/estimates'
import type { ProjectTypeCatalogue } from '../../../../shared/schemas/project-types'
import type {
  AnalysisResponse,
  AnalyzeDescriptionRequestInput,
  DecideRequestInput,
  DecideResponse,
  FollowupRequestInput,
  FollowupResponse,
} from '../../../../shared/smart-questions/schemas'
import { apiGet, apiRequestJson } from '../../../lib/api-client'

export const PROJECT_TYPES_QUERY_KEY = ['/api/project-types'] as const

/** GET /api/project-types: the grouped first-form types and the professional types, with engine ranges. */
export function useProjectTypes() {
  return useQuery({
    queryKey: PROJECT_TYPES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ProjectTypeCatalogue>('/api/project-types', { signal }),
  })
}

/** POST /api/analyze-description (SPEC §7). */
export async function analyzeDescription(input: AnalyzeDescriptionRequestInput, signal?: AbortSignal) {
  const body = await apiRequestJson<AnalysisResponse>('POST', '/api/analyze-description', input, { signal })
  return body.analysis
}

/** POST /api/generate-followup-questions (SPEC §7). */
export function generateFollowupQuestions(input: FollowupRequestInput) {
  return apiRequestJson<FollowupResponse>('POST', '/api/generate-followup-questions', input)
}

/** POST /api/ai-decide-questions (SPEC §7). */
export function decideQuestions(input: DecideRequestInput) {
  return apiRequestJson<DecideResponse>('POST', '/api/ai-decide-questions', input)
}

/** POST /api/estimates → 201 { estimate }. A 400 carries problem.errors per field. */
export async function createEstimate(input: EstimateRequestInput) {
  const body = await apiRequestJson<{ estimate: EstimateResponse }>('POST', '/api/estimates', input)
  return body.estimate
}
