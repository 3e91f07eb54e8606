import { createElement, type ReactElement } from 'react'
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import { REPORT_TOTAL_PAGES, type ReportData } from './report-data/types'
import { registerReportFonts } from './pdf/fonts'
import { ReportDocument } from './pdf/report-document'

export interface RenderReportPdfOptions {
  /** The PDF's creation date, which its file id is derived from; the render time when left out. */
  createdAt?: Date
}

/**
 * Renders the 10-page report to PDF bytes. CPU-bound (roughly 0.5-1 s): the server calls it through
 * `renderReportPdfInWorker` so its event loop never waits on it. Throws if `data` is not a ReportData.
 * The same data and `createdAt` always give the same bytes (render-report-pdf.golden.test.ts pins them).
 */
export async function renderReportPdf(data: ReportData, options: RenderReportPdfOptions = {}): Promise<Buffer> {
  if (
    !data ||
    typeof data !== 'object' ||
    data.totalPages !== REPORT_TOTAL_PAGES + (data.schedule?.appendixPages.length ?? 0) + (data.appraisal ? 1 : 0) ||
    !data.cover ||
    !data.schedule
  ) {
    throw new TypeError('renderReportPdf expects the ReportData built by buildReportData()')
  }
  registerReportFonts()
  const doc = createElement(ReportDocument, {
    data,
    createdAt: options.createdAt,
  }) as unknown as ReactElement<DocumentProps>
  return renderToBuffer(doc)
}
