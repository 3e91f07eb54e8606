import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import { buildQuoteCheckPdfData, type QuoteCheckPdfData } from '#server/paperwork/quote-check/quote-check-pdf-data'
import { createQuoteChecksRepository } from './quote-checks.repository'
import { registerQuoteChecksRoutes } from './quote-checks.routes'
import { createQuoteChecksService, type QuoteChecksDeps } from './quote-checks.service'

/** A builder's quote checked line by line against an estimate (/api/quote-checks); kept checks print as a PDF. */
export function createQuoteChecksFeature(
  ports: Omit<QuoteChecksDeps, 'repo' | 'rates' | 'renderPdf'> & {
    db: Db
    /** Draws a kept check (the reports feature's worker pool). */
    renderQuoteCheckPdf: (data: QuoteCheckPdfData) => Promise<Buffer>
  },
) {
  const quoteChecks = createQuoteChecksService({
    ...ports,
    repo: createQuoteChecksRepository(ports.db),
    rates: DEFAULT_RATES,
    renderPdf: (check, keptAt) => ports.renderQuoteCheckPdf(buildQuoteCheckPdfData(check, keptAt)),
  })
  return {
    register: (app) => registerQuoteChecksRoutes(app, quoteChecks),
    provides: { check: quoteChecks.check },
  } satisfies Feature
}
