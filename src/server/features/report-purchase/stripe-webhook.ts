import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import { z } from 'zod'
import { AppError } from '#server/errors'
import type { ReportPurchaseService } from './report-purchase.service'

/** A Stripe object id (`pi_…`, `cus_…`, `in_…`): only these are looked up at Stripe. */
const StripeIdSchema = z.string().regex(/^\w{1,255}$/)

/**
 * The parts of an event the handlers read. Stripe's events always have them; a signed body without them (or with an
 * id no Stripe object has) is refused 400 rather than failing in a handler, which Stripe would retry for days.
 */
const StripeEventEnvelopeSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({
    object: z.looseObject({
      id: StripeIdSchema.optional(),
      customer: z.union([StripeIdSchema, z.looseObject({ id: StripeIdSchema }), z.null()]).optional(),
    }),
  }),
})

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sent, so this route (and only this route) reads
 * the body as a raw Buffer, inside its own encapsulated plugin. A bad signature → 400, nothing applied.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: { stripe: Stripe; webhookSecret: string; purchase: ReportPurchaseService },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

    scope.post('/api/stripe/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('validation_failed', 'Missing Stripe signature.')
      }
      let event: Stripe.Event
      try {
        event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret)
      } catch {
        throw new AppError('validation_failed', 'Invalid Stripe signature.')
      }
      if (!StripeEventEnvelopeSchema.safeParse(event).success) {
        throw new AppError('validation_failed', 'The body is not a Stripe event.')
      }
      const { handled } = await deps.purchase.handleStripeEvent(event)
      return reply.send({ received: true, handled })
    })
  })
}
