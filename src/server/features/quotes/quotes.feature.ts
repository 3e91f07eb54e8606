import type { FastifyBaseLogger } from 'fastify'
import type { Feature } from '#server/feature'
import { createTesseractClient } from './ocr-client'
import { registerQuotesRoutes } from './quotes.routes'
import { createQuotesService } from './quotes.service'
import { createPdfReader } from './read-pdf'

/** Builders' quotes read for a check (a PDF's text, or a photo through OCR): nothing stored, no ports. */
export function createQuotesFeature(ports: { log: FastifyBaseLogger }): Feature {
  const pdfReader = createPdfReader()
  const quotes = createQuotesService({
    ocr: createTesseractClient(),
    readPdf: (bytes) => pdfReader.read(bytes),
    log: ports.log,
  })
  return {
    async register(app) {
      app.addHook('onClose', () => pdfReader.close())
      await registerQuotesRoutes(app, quotes)
    },
    provides: {},
  }
}
