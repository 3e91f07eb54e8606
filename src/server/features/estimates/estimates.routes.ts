import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EstimateEnvelopeSchema,
  EstimateRequestSchema,
  ProfessionalEstimateRequestSchema,
  ReviseEstimateRequestSchema,
} from '../../../shared/schemas/estimates'
import { MoveEstimateRequestSchema } from '../../../shared/schemas/projects'
import { text } from '../../../shared/schemas/text'
import { clientOf } from '../../limits/rate-limits'
import type { EstimatesService, Viewer } from './estimates.service'

const IdParamsSchema = z.object({ id: text().max(100) })

/** The session port: who is signed in on a request (accounts feature), or null. */
export type ViewerOf = (request: FastifyRequest) => Promise<Viewer>

export function registerEstimatesRoutes(app: FastifyInstance, estimates: EstimatesService, viewerOf: ViewerOf) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/estimates',
    { schema: { body: EstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } } },
    async (request, reply) =>
      reply.code(201).send({ estimate: await estimates.create(request.body, await viewerOf(request)) }),
  )
  r.post(
    '/api/estimates/professional',
    { schema: { body: ProfessionalEstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } } },
    async (request, reply) =>
      reply.code(201).send({ estimate: await estimates.createProfessional(request.body, await viewerOf(request)) }),
  )
  r.post(
    '/api/estimates/:id/revisions',
    {
      schema: { params: IdParamsSchema, body: ReviseEstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({
        estimate: await estimates.revise(request.params.id, request.body.smartAnswers, await viewerOf(request)),
      }),
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
      reply
        .code(202)
        .send(
          await estimates.emailLink(request.params.id, request.body.email, clientOf(request), await viewerOf(request)),
        ),
  )
  r.post(
    '/api/estimates/:id/claim',
    { schema: { params: IdParamsSchema, response: { 200: EstimateEnvelopeSchema } } },
    async (request) => ({ estimate: await estimates.claim(request.params.id, await viewerOf(request)) }),
  )
  r.get(
    '/api/estimates/:id',
    { schema: { params: IdParamsSchema, response: { 200: EstimateEnvelopeSchema } } },
    async (request, reply) =>
      reply
        // An owned estimate's answer depends on the cookie: never from a shared cache.
        .header('cache-control', 'private, no-store')
        .send({ estimate: await estimates.get(request.params.id, await viewerOf(request)) }),
  )
  r.patch(
    '/api/estimates/:id',
    { schema: { params: IdParamsSchema, body: MoveEstimateRequestSchema, response: { 200: EstimateEnvelopeSchema } } },
    async (request) => ({
      estimate: await estimates.move(request.params.id, await viewerOf(request), request.body.projectId),
    }),
  )
}
