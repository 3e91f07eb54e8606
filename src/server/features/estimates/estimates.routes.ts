import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EstimateEnvelopeSchema,
  EstimateRequestSchema,
  ProfessionalEstimateRequestSchema,
} from '../../../shared/schemas/estimates'
import { text } from '../../../shared/schemas/text'
import { clientOf } from '../../limits/rate-limits'
import type { EstimatesService } from './estimates.service'

const IdParamsSchema = z.object({ id: text().max(100) })

export function registerEstimatesRoutes(app: FastifyInstance, estimates: EstimatesService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/estimates',
    { schema: { body: EstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } } },
    async (request, reply) => reply.code(201).send({ estimate: await estimates.create(request.body) }),
  )
  r.post(
    '/api/estimates/professional',
    { schema: { body: ProfessionalEstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } } },
    async (request, reply) => reply.code(201).send({ estimate: await estimates.createProfessional(request.body) }),
  )
  r.post(
    '/api/estimates/:id/email',
    {
      schema: {
        params: IdParamsSchema,
        body: z.object({ email: text().trim().email('Enter a valid email address').max(255) }),
      },
    },
    async (request, reply) =>
      reply.code(202).send(await estimates.emailLink(request.params.id, request.body.email, clientOf(request))),
  )
  r.get(
    '/api/estimates/:id',
    { schema: { params: IdParamsSchema, response: { 200: EstimateEnvelopeSchema } } },
    async (request) => ({
      estimate: await estimates.get(request.params.id),
    }),
  )
}
