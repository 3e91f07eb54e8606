import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  TestConfirmRequestSchema,
  TestConfirmResponseSchema,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponseSchema,
} from '../../../shared/schemas/payments'
import { IncludedReportRequestSchema, IncludedReportResponseSchema } from '../../../shared/schemas/subscriptions'
import { type ViewerOf } from '../../http/private-routes'
import type { BillingService } from './billing.service'
import type { IncludedReports, ReportRequester } from './included-reports'

export function registerBillingRoutes(
  app: FastifyInstance,
  billing: BillingService,
  viewerOf: ViewerOf<ReportRequester>,
  included: IncludedReports,
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const noStore = { 'cache-control': 'no-store' }

  r.post(
    '/api/create-payment-intent',
    { schema: { body: CreatePaymentIntentRequestSchema, response: { 200: CreatePaymentIntentResponseSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(await billing.createPaymentIntent(request.body, await viewerOf(request))),
  )

  r.post(
    '/api/test-payments/confirm',
    { schema: { body: TestConfirmRequestSchema, response: { 200: TestConfirmResponseSchema } } },
    async (request, reply) => reply.headers(noStore).send(await billing.confirmTestPayment(request.body)),
  )

  const verifyOptions = { schema: { body: VerifyPaymentRequestSchema, response: { 200: VerifyPaymentResponseSchema } } }
  r.post('/api/verify-payment-and-generate-report', verifyOptions, async (request, reply) =>
    reply.headers(noStore).send(await billing.verifyPaymentAndGenerateReport(request.body, await viewerOf(request))),
  )
  // SPEC §7: the professional flow's name for the same purchase.
  r.post('/api/estimates/purchase-qs-report', verifyOptions, async (request, reply) =>
    reply.headers(noStore).send(await billing.verifyPaymentAndGenerateReport(request.body, await viewerOf(request))),
  )

  // A Pro or Business account's report, without the payment (402 on the free plan).
  r.post(
    '/api/reports',
    { schema: { body: IncludedReportRequestSchema, response: { 200: IncludedReportResponseSchema } } },
    async (request, reply) =>
      reply.headers(noStore).send(await included.issue(request.body.estimateId, await viewerOf(request))),
  )
}
