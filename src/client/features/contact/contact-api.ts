import type { ContactCreated, ContactInput } from '#shared/schemas/contact'
import { apiRequestJson } from '#client/lib/api-client'

/** POST /api/contact → 201 { id }. Throws ApiError (400 carries problem.errors per field). */
export function sendContactMessage(input: ContactInput): Promise<ContactCreated> {
  return apiRequestJson<ContactCreated>('POST', '/api/contact', input)
}
