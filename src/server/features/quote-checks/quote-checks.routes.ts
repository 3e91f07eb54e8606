import type { ZodApp } from '#server/feature'
import { z } from 'zod'
import {
  QuoteCheckRequestSchema,
  QuoteCheckResponseSchema,
  SavedQuoteCheckListSchema,
} from '#shared/quotes/check/requests'
import { IdParamsSchema } from '#server/http/id-params'
import { PDF_CONTENT_SECURITY_POLICY } from '#server/http/pdf-policy'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import type { QuoteChecksService } from './quote-checks.service'

/** The body holds a corrected quote of up to 300 lines, or 100,000 characters of pasted text. */
const BODY_LIMIT = 512 * 1024

/**
 * /api/quote-checks: check a builder's quote against an estimate; keep it with the project (signed in); print a kept
 * check as a PDF (its owner only).
 */
export function registerQuoteChecksRoutes(app: ZodApp, service: QuoteChecksService) {
  app.post(
    '/api/quote-checks',
    { bodyLimit: BODY_LIMIT, schema: { body: QuoteCheckRequestSchema, response: { 200: QuoteCheckResponseSchema } } },
    async (request, reply) =>
      reply.headers(PRIVATE_NO_STORE).send(await service.check(request.body, await request.workspace())),
  )
  app.get(
    '/api/quote-checks',
    {
      schema: {
        querystring: z.object({ estimateId: z.uuid('Enter the estimate’s id').optional() }),
        response: { 200: SavedQuoteCheckListSchema },
      },
    },
    async (request, reply) =>
      reply
        .headers(PRIVATE_NO_STORE)
        .send({ checks: await service.list(await request.workspace(), request.query.estimateId) }),
  )
  app.get('/api/quote-checks/:id/pdf', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const { pdf, filename } = await service.pdf(await request.workspace(), request.params.id)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('content-length', pdf.length)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', PDF_CONTENT_SECURITY_POLICY)
      .header('cross-origin-resource-policy', 'same-origin')
      .send(pdf)
  })
}
