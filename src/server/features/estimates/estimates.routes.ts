import type { FastifyReply } from 'fastify'
import type { ZodApp } from '#server/feature'
import { z } from 'zod'
import {
  EstimateEnvelopeSchema,
  EstimateRequestSchema,
  ProfessionalEstimateRequestSchema,
  ReviseEstimateRequestSchema,
  type EstimateResponse,
} from '#shared/schemas/estimates'
import { SaveAppraisalRequestSchema } from '#shared/schemas/appraisals'
import { MoveEstimateRequestSchema } from '#shared/schemas/projects'
import { text } from '#shared/schemas/text'
import type { EstimateProofs } from '#server/http/estimate-proof'
import { IdParamsSchema } from '#server/http/id-params'
import { clientOf } from '#server/limits/rate-limits'
import type { EstimatesService } from './estimates.service'

/**
 * The estimate routes. A new estimate's answer gives the browser that made it the proof of making it (`proofs`), and
 * every route that acts on one estimate reads what the request proves about it (docs/decisions/021).
 */
export function registerEstimatesRoutes(app: ZodApp, estimates: EstimatesService, proofs: EstimateProofs) {
  const made = (reply: FastifyReply, estimate: EstimateResponse) =>
    reply.code(201).header('set-cookie', proofs.madeCookie(estimate.id)).send({ estimate })
  app.post(
    '/api/estimates',
    { schema: { body: EstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } } },
    async (request, reply) => made(reply, await estimates.create(request.body, await request.workspace())),
  )
  app.post(
    '/api/estimates/professional',
    { schema: { body: ProfessionalEstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } } },
    async (request, reply) => made(reply, await estimates.createProfessional(request.body, await request.workspace())),
  )
  app.post(
    '/api/estimates/:id/revisions',
    {
      schema: { params: IdParamsSchema, body: ReviseEstimateRequestSchema, response: { 201: EstimateEnvelopeSchema } },
    },
    async (request, reply) =>
      made(reply, await estimates.revise(request.params.id, request.body.smartAnswers, await request.workspace())),
  )
  app.post(
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
          await estimates.emailLink(
            request.params.id,
            request.body.email,
            clientOf(request),
            await request.workspace(),
          ),
        ),
  )
  app.post(
    '/api/estimates/:id/claim',
    { schema: { params: IdParamsSchema, response: { 200: EstimateEnvelopeSchema } } },
    async (request) => ({
      estimate: await estimates.claim(
        request.params.id,
        await request.workspace(),
        proofs.proofOf(request, request.params.id),
      ),
    }),
  )
  app.get(
    '/api/estimates/:id',
    { schema: { params: IdParamsSchema, response: { 200: EstimateEnvelopeSchema } } },
    async (request, reply) =>
      reply
        // An owned estimate's answer depends on the cookie: never from a shared cache.
        .header('cache-control', 'private, no-store')
        .send({
          estimate: await estimates.get(
            request.params.id,
            await request.workspace(),
            proofs.proofOf(request, request.params.id),
          ),
        }),
  )
  registerAppraisalRoute(app, estimates, proofs)
  app.patch(
    '/api/estimates/:id',
    { schema: { params: IdParamsSchema, body: MoveEstimateRequestSchema, response: { 200: EstimateEnvelopeSchema } } },
    async (request) => ({
      estimate: await estimates.move(request.params.id, await request.workspace(), request.body.projectId),
    }),
  )
}

/** PUT /api/estimates/:id/appraisal: the investor appraisal saved with the estimate (decision 029). */
function registerAppraisalRoute(app: ZodApp, estimates: EstimatesService, proofs: EstimateProofs) {
  app.put(
    '/api/estimates/:id/appraisal',
    {
      schema: { params: IdParamsSchema, body: SaveAppraisalRequestSchema, response: { 200: EstimateEnvelopeSchema } },
    },
    async (request) => ({
      estimate: await estimates.saveAppraisal(
        request.params.id,
        request.body.input,
        await request.workspace(),
        proofs.proofOf(request, request.params.id),
      ),
    }),
  )
}
