import type { AppraisalInput } from '#shared/appraisal/schema'
import type { EstimateResponse } from '#shared/schemas/estimates'
import type { ConcernInput } from '#shared/schemas/contact'
import { apiGet, apiRequestJson } from '#client/lib/api-client'

/** GET /api/estimates/:id → { estimate }. 404 (problem) when unknown or purged after 30 days. */
export async function getEstimate(id: string, signal?: AbortSignal): Promise<EstimateResponse> {
  const body = await apiGet<{ estimate: EstimateResponse }>(`/api/estimates/${encodeURIComponent(id)}`, { signal })
  return body.estimate
}

/**
 * POST /api/estimates/:id/revisions → { estimate }: the estimate priced again with corrected answers (a new estimate;
 * the original is unchanged).
 */
export async function reviseEstimate(id: string, smartAnswers: Record<string, string>): Promise<EstimateResponse> {
  const body = await apiRequestJson<{ estimate: EstimateResponse }>(
    'POST',
    `/api/estimates/${encodeURIComponent(id)}/revisions`,
    { smartAnswers },
  )
  return body.estimate
}

/** POST /api/estimates/:id/email → 202 { sent: true }: emails the estimate's link. */
export function emailEstimateLink(id: string, email: string) {
  return apiRequestJson<{ sent: boolean }>('POST', `/api/estimates/${encodeURIComponent(id)}/email`, { email })
}

/** POST /api/troubleshoot-email → 201: the 'Concerned About This Estimate?' panel. */
export function sendConcern(input: ConcernInput) {
  return apiRequestJson<unknown>('POST', '/api/troubleshoot-email', input)
}

/** POST /api/estimates/:id/claim → { estimate }: saves an anonymous estimate to the signed-in account. */
export async function claimEstimate(id: string): Promise<EstimateResponse> {
  const body = await apiRequestJson<{ estimate: EstimateResponse }>(
    'POST',
    `/api/estimates/${encodeURIComponent(id)}/claim`,
  )
  return body.estimate
}

/** An appraisal as saved with its estimate: what the buyer typed (blanks take the defaults), and its figures. */
export type SavedAppraisal = NonNullable<EstimateResponse['appraisal']>

/** PUT /api/estimates/:id/appraisal: saves what the buyer typed with the estimate (the owner or its browser). */
export async function saveAppraisal(id: string, input: AppraisalInput): Promise<EstimateResponse> {
  const body = await apiRequestJson<{ estimate: EstimateResponse }>(
    'PUT',
    `/api/estimates/${encodeURIComponent(id)}/appraisal`,
    { input },
  )
  return body.estimate
}
