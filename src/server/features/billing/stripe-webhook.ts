import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import { AppError } from '../../errors'
import type { BillingService } from './billing.service'

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sent, so this route (and only this route) reads
 * the body as a raw Buffer, inside its own encapsulated plugin. A bad signature → 400, nothing applied.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: { stripe: Stripe; webhookSecret: string; billing: BillingService },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

    scope.post('/api/stripe/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('validation_failed', 400, 'Missing Stripe signature.')
      }
      let event: Stripe.Event
      try {
        event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret)
      } catch {
        throw new AppError('validation_failed', 400, 'Invalid Stripe signature.')
      }
      const { handled } = await deps.billing.handleStripeEvent(event)
      return reply.send({ received: true, handled })
    })
  })
}
