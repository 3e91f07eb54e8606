import type { ZodApp } from '#server/feature'
import {
  ContractorListingInputSchema,
  ContractorListQuerySchema,
  ContractorListSchema,
} from '#shared/schemas/contractors'
import { postCreated } from '#server/http/post-created'
import { LISTING_RECEIVED_MESSAGE, type ContractorsService } from './contractors.service'

export function registerContractorsRoutes(app: ZodApp, contractors: ContractorsService) {
  app.get(
    '/api/contractors',
    { schema: { querystring: ContractorListQuerySchema, response: { 200: ContractorListSchema } } },
    async (request) => contractors.listVerified(request.query),
  )
  postCreated(
    app,
    '/api/contractors',
    ContractorListingInputSchema,
    contractors.createListing,
    LISTING_RECEIVED_MESSAGE,
  )
}
