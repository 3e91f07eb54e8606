import type { ZodApp } from '#server/feature'
import { z } from 'zod'
import { text } from '#shared/schemas/text'
import { PDF_CONTENT_SECURITY_POLICY } from '#server/http/pdf-policy'
import {
  BillingPortalResponseSchema,
  CreateSubscriptionResponseSchema,
  InvoiceListSchema,
  SubscriptionChangePreviewResponseSchema,
  SubscriptionChangeSchema,
  SubscriptionChoiceSchema,
  SubscriptionResponseSchema,
} from '#shared/schemas/subscriptions'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import type { SubscriptionsService } from './subscriptions.service'

/** The subscriptions API (docs/product/contracts.md contract): every route needs a signed-in account (401 otherwise). */
export function registerSubscriptionsRoutes(app: ZodApp, subscriptions: SubscriptionsService) {
  const answers = { response: { 200: SubscriptionResponseSchema } }

  app.post(
    '/api/create-subscription',
    { schema: { body: SubscriptionChoiceSchema, response: { 200: CreateSubscriptionResponseSchema } } },
    async (request, reply) =>
      reply.headers(PRIVATE_NO_STORE).send(await subscriptions.create(await request.viewer(), request.body)),
  )
  app.get('/api/subscription', { schema: answers }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send(await subscriptions.current(await request.viewer())),
  )
  app.post('/api/subscription/cancel', { schema: answers }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send(await subscriptions.cancel(await request.viewer())),
  )
  app.post('/api/subscription/resume', { schema: answers }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send(await subscriptions.resume(await request.viewer())),
  )
  app.get(
    '/api/subscription/change-preview',
    { schema: { querystring: SubscriptionChoiceSchema, response: { 200: SubscriptionChangePreviewResponseSchema } } },
    async (request, reply) =>
      reply
        .headers(PRIVATE_NO_STORE)
        .send({ preview: await subscriptions.previewChange(await request.viewer(), request.query) }),
  )
  app.post(
    '/api/subscription/change',
    { schema: { ...answers, body: SubscriptionChangeSchema } },
    async (request, reply) =>
      reply.headers(PRIVATE_NO_STORE).send(await subscriptions.change(await request.viewer(), request.body)),
  )
  app.post(
    '/api/billing-portal',
    { schema: { response: { 200: BillingPortalResponseSchema } } },
    async (request, reply) => reply.headers(PRIVATE_NO_STORE).send(await subscriptions.portal(await request.viewer())),
  )
  app.get(
    '/api/subscription/invoices/:invoiceId/pdf',
    {
      schema: {
        params: z.object({ invoiceId: text().max(200) }),
        querystring: z.object({ download: z.enum(['true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
      const { number, pdf } = await subscriptions.invoicePdf(await request.viewer(), request.params.invoiceId)
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline'
      return reply
        .headers(PRIVATE_NO_STORE)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="VAT-Invoice-${number.replace(/[^\w.-]/g, '')}.pdf"`)
        .header('content-security-policy', PDF_CONTENT_SECURITY_POLICY)
        .send(pdf)
    },
  )
  app.get('/api/subscription/invoices', { schema: { response: { 200: InvoiceListSchema } } }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send(await subscriptions.invoices(await request.viewer())),
  )
}
