import type { EstimateRequestInput, EstimateResponse } from '#shared/schemas/estimates'
import type {
  AnalysisResponse,
  AnalyzeDescriptionRequestInput,
  DecideRequestInput,
  DecideResponse,
  FollowupRequestInput,
  FollowupResponse,
} from '#shared/smart-questions/schemas'
import { apiRequestJson } from '#client/lib/api-client'

/** POST /api/analyze-description (docs/product/calls.md). */
export async function analyzeDescription(input: AnalyzeDescriptionRequestInput, signal?: AbortSignal) {
  const body = await apiRequestJson<AnalysisResponse>('POST', '/api/analyze-description', input, { signal })
  return body.analysis
}

/** POST /api/generate-followup-questions (docs/product/calls.md). */
export function generateFollowupQuestions(input: FollowupRequestInput) {
  return apiRequestJson<FollowupResponse>('POST', '/api/generate-followup-questions', input)
}

/** POST /api/ai-decide-questions (docs/product/calls.md). */
export function decideQuestions(input: DecideRequestInput) {
  return apiRequestJson<DecideResponse>('POST', '/api/ai-decide-questions', input)
}

/** POST /api/estimates → 201 { estimate }. A 400 carries problem.errors per field. */
export async function createEstimate(input: EstimateRequestInput) {
  const body = await apiRequestJson<{ estimate: EstimateResponse }>('POST', '/api/estimates', input)
  return body.estimate
}
