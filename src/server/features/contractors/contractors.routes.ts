import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ContractorListingInputSchema,
  ContractorListQuerySchema,
  ContractorListSchema,
} from '#shared/schemas/contractors'
import { postCreated } from '#server/http/post-created'
import { LISTING_RECEIVED_MESSAGE, type ContractorsService } from './contractors.service'

export function registerContractorsRoutes(app: FastifyInstance, contractors: ContractorsService) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
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
