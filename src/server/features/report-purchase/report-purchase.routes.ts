import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ZodApp } from '#server/feature'
import {
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  TestConfirmRequestSchema,
  TestConfirmResponseSchema,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponseSchema,
  type VerifyPaymentRequest,
} from '#shared/schemas/report-purchase'
import type { ReportPurchaseService } from './report-purchase.service'

/** The report purchase's port onto the estimate proofs (src/server/http/estimate-proof.ts): marks the browser that pays. */
export interface BuyerProof {
  paidCookie(estimateId: string, paymentIntentId: string): string
}

export function registerReportPurchaseRoutes(app: ZodApp, purchase: ReportPurchaseService, buyerProof: BuyerProof) {
  const noStore = { 'cache-control': 'no-store' }
  // The browser that opens or verifies the payment is its buyer: its report is shown to it on the estimate's page,
  // and it may save the estimate to an account (docs/decisions/021).
  const paidBy = (reply: FastifyReply, estimateId: string | undefined, paymentIntentId: string) =>
    estimateId ? reply.header('set-cookie', buyerProof.paidCookie(estimateId, paymentIntentId)) : reply

  app.post(
    '/api/create-payment-intent',
    { schema: { body: CreatePaymentIntentRequestSchema, response: { 200: CreatePaymentIntentResponseSchema } } },
    async (request, reply) => {
      const intent = await purchase.createPaymentIntent(request.body, await request.workspace())
      return paidBy(reply.headers(noStore), request.body.estimateId, intent.paymentIntentId).send(intent)
    },
  )

  app.post(
    '/api/test-payments/confirm',
    { schema: { body: TestConfirmRequestSchema, response: { 200: TestConfirmResponseSchema } } },
    async (request, reply) => reply.headers(noStore).send(await purchase.confirmTestPayment(request.body)),
  )

  const verifyOptions = { schema: { body: VerifyPaymentRequestSchema, response: { 200: VerifyPaymentResponseSchema } } }
  const verify = async (request: FastifyRequest<{ Body: VerifyPaymentRequest }>, reply: FastifyReply) => {
    const verified = await purchase.verifyPaymentAndGenerateReport(request.body, await request.workspace())
    return paidBy(reply.headers(noStore), request.body.estimateId, request.body.paymentIntentId).send(verified)
  }
  app.post('/api/verify-payment-and-generate-report', verifyOptions, verify)
  // docs/product/calls.md: the professional flow's name for the same purchase.
  app.post('/api/estimates/purchase-qs-report', verifyOptions, verify)
}
