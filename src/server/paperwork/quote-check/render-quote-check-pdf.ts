import { createElement, type ReactElement } from 'react'
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import { registerReportFonts } from '#server/features/reports/pdf/fonts'
import { QuoteCheckDocument } from './quote-check-document'
import type { QuoteCheckPdfData } from './quote-check-pdf-data'

/**
 * Renders a kept quote check to PDF bytes (one or two A4 pages). CPU-bound: the server calls it through
 * `renderQuoteCheckPdfInWorker` (reports/render-in-worker.ts), the report's worker pool, never on its event loop.
 */
export async function renderQuoteCheckPdf(data: QuoteCheckPdfData, createdAt?: Date): Promise<Buffer> {
  if (!data || typeof data !== 'object' || !Array.isArray(data.lines) || typeof data.headline !== 'string') {
    throw new TypeError('renderQuoteCheckPdf expects the data built by buildQuoteCheckPdfData()')
  }
  registerReportFonts()
  const doc = createElement(QuoteCheckDocument, { data, createdAt }) as unknown as ReactElement<DocumentProps>
  return renderToBuffer(doc)
}
