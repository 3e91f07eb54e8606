import { z } from 'zod'
import type { ZodApp } from '#server/feature'
import { clientOf } from '#server/limits/rate-limits'

const CreatedSchema = z.object({ id: z.string(), message: z.string() })

/**
 * A write a visitor sends for us to keep (a support message, a contractor listing): validate the body, store it for
 * this client, answer 201 with its id and a reply message.
 */
export function postCreated<S extends z.ZodType>(
  app: ZodApp,
  url: string,
  body: S,
  create: (input: z.infer<S>, client: string) => Promise<{ id: string }>,
  message: string,
) {
  app.post(url, { schema: { body, response: { 201: CreatedSchema } } }, async (request, reply) => {
    const { id } = await create(request.body as z.infer<S>, clientOf(request))
    return reply.code(201).send({ id, message })
  })
}
