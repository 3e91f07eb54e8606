import {
  QuoteCapabilitiesSchema,
  QuoteReadJsonRequestSchema,
  QuoteReadResponseSchema,
  QUOTE_UPLOAD_MAX_BYTES,
  QUOTE_UPLOAD_TYPES,
} from '#shared/quotes/quote'
import type { ZodApp } from '#server/feature'
import { AppError } from '#server/errors'
import type { QuotesService } from './quotes.service'

/**
 * `POST /api/quotes/read`: a builder's quote in, the quote as read out. The body is the file itself
 * (`application/pdf`, `image/png`, `image/jpeg`, up to 10 MB) or JSON (`{ text }` pasted, or `{ lines }` typed).
 * Files are read, never stored, executed or served back. `GET /api/quotes/capabilities` says whether photos can be
 * read here (Tesseract installed).
 */
export async function registerQuotesRoutes(app: ZodApp, quotes: QuotesService) {
  app.get(
    '/api/quotes/capabilities',
    { schema: { tags: ['Quotes'], response: { 200: QuoteCapabilitiesSchema } } },
    async () => ({ photos: quotes.photosSupported }),
  )

  await app.register(async (scope) => {
    // Files arrive as raw bytes; any other type is refused in the handler with a message naming the ones accepted.
    scope.addContentTypeParser(
      ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: QUOTE_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: QUOTE_UPLOAD_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(
      '/api/quotes/read',
      {
        bodyLimit: QUOTE_UPLOAD_MAX_BYTES,
        schema: {
          tags: ['Quotes'],
          description:
            'Read a builder’s quote: the PDF or photo as the raw body (application/pdf, image/png, image/jpeg; at most 10 MB, 30 pages), or JSON with pasted `text` or typed `lines`.',
          response: { 200: QuoteReadResponseSchema },
        },
      },
      async (request, reply) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
        reply.header('cache-control', 'no-store')
        if (type === 'application/json') {
          return quotes.readJson(QuoteReadJsonRequestSchema.parse(request.body))
        }
        if (!(QUOTE_UPLOAD_TYPES as readonly string[]).includes(type)) {
          throw new AppError(
            'unsupported_media_type',
            'Send the quote as a PDF (application/pdf), a photo (image/png or image/jpeg), or JSON with its text or lines.',
            [{ path: '(body)', message: 'Unsupported file type' }],
          )
        }
        const body = request.body
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError('validation_failed', 'The file is empty.', [{ path: '(body)', message: 'Empty file' }])
        }
        return quotes.readUpload({
          kind: type === 'application/pdf' ? 'pdf' : 'image',
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.length),
          contentType: type,
        })
      },
    )
  })
}
