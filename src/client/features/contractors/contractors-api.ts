import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ContractorList, ContractorListingCreated, ContractorListingInput } from '#shared/schemas/contractors'
import { apiGet, apiRequestJson } from '#client/lib/api-client'

export interface ContractorFilters {
  region?: string | undefined
  specialty?: string | undefined
  page?: number | undefined
}

/** '?region=london&specialty=kitchens' for the filters set (page 1 is left out). */
export function contractorQueryString({ region, specialty, page }: ContractorFilters): string {
  const params = new URLSearchParams()
  if (region) params.set('region', region)
  if (specialty) params.set('specialty', specialty)
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** GET /api/contractors: verified listings only. Keeps the previous page on screen while the next loads. */
export function useContractors(filters: ContractorFilters) {
  const url = `/api/contractors${contractorQueryString(filters)}`
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<ContractorList>(url, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** POST /api/contractors → 201 { id, message }. Throws ApiError (400 carries problem.errors per field). */
export function listBusiness(input: ContractorListingInput): Promise<ContractorListingCreated> {
  return apiRequestJson<ContractorListingCreated>('POST', '/api/contractors', input)
}
