import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  ContractorListingCreatedSchema,
  ContractorListingInputSchema,
  ContractorListQuerySchema,
  ContractorListSchema,
} from '#shared/schemas/contractors'
import { clientOf } from '#server/limits/rate-limits'
import { LISTING_RECEIVED_MESSAGE, type ContractorsService } from './contractors.service'

export function registerContractorsRoutes(app: FastifyInstance, contractors: ContractorsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/api/contractors',
    { schema: { querystring: ContractorListQuerySchema, response: { 200: ContractorListSchema } } },
    async (request) => contractors.listVerified(request.query),
  )

  r.post(
    '/api/contractors',
    { schema: { body: ContractorListingInputSchema, response: { 201: ContractorListingCreatedSchema } } },
    async (request, reply) => {
      const { id } = await contractors.createListing(request.body, clientOf(request))
      return reply.code(201).send({ id, message: LISTING_RECEIVED_MESSAGE })
    },
  )
}
