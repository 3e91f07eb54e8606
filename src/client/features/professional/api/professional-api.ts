import type { EstimateResponse, ProfessionalEstimateRequestInput } from '#shared/schemas/estimates'
import { apiRequestJson } from '#client/lib/api-client'

/** POST /api/estimates/professional → 201 { estimate }; sq ft is converted by the server. */
export async function createProfessionalEstimate(input: ProfessionalEstimateRequestInput) {
  const body = await apiRequestJson<{ estimate: EstimateResponse }>('POST', '/api/estimates/professional', input)
  return body.estimate
}
