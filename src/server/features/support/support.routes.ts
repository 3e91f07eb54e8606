import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ConcernInputSchema, ContactInputSchema } from '../../../shared/schemas/contact'
import { clientOf } from '../../limits/rate-limits'
import type { SupportService } from './support.service'

const CreatedSchema = z.object({ id: z.string(), message: z.string() })

export function registerSupportRoutes(app: FastifyInstance, support: SupportService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/contact',
    { schema: { body: ContactInputSchema, response: { 201: CreatedSchema } } },
    async (request, reply) => {
      const { id } = await support.createContactMessage(request.body, clientOf(request))
      return reply.code(201).send({ id, message: 'Thank you. We reply within 24-48 hours.' })
    },
  )
  r.post(
    '/api/troubleshoot-email',
    { schema: { body: ConcernInputSchema, response: { 201: CreatedSchema } } },
    async (request, reply) => {
      const { id } = await support.createConcern(request.body, clientOf(request))
      return reply.code(201).send({ id, message: 'Our support team will respond within 24 hours.' })
    },
  )
}
