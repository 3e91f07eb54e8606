import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ConcernInputSchema, ContactInputSchema } from '#shared/schemas/contact'
import { clientOf } from '#server/limits/rate-limits'
import type { SupportService } from './support.service'

const CreatedSchema = z.object({ id: z.string(), message: z.string() })

export function registerSupportRoutes(app: FastifyInstance, support: SupportService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  /** A support write: validate the body, store it for this client, answer 201 with its id and a reply message. */
  function postCreated<S extends z.ZodType>(
    url: string,
    body: S,
    create: (input: z.infer<S>, client: string) => Promise<{ id: string }>,
    message: string,
  ) {
    r.post(url, { schema: { body, response: { 201: CreatedSchema } } }, async (request, reply) => {
      const { id } = await create(request.body as z.infer<S>, clientOf(request))
      return reply.code(201).send({ id, message })
    })
  }

  postCreated(
    '/api/contact',
    ContactInputSchema,
    support.createContactMessage,
    'Thank you. We reply within 24-48 hours.',
  )
  postCreated(
    '/api/troubleshoot-email',
    ConcernInputSchema,
    support.createConcern,
    'Our support team will respond within 24 hours.',
  )
}
