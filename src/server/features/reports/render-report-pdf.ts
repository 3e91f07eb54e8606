import { createElement, type ReactElement } from 'react'
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import { REPORT_TOTAL_PAGES, type ReportData } from './build-report-data'
import { ReportDocument, registerReportFonts } from './report-document'

/**
 * Renders the 10-page report to PDF bytes. CPU-bound (roughly 0.5-1 s): the server calls it through
 * `renderReportPdfInWorker` so its event loop never waits on it. Throws if `data` is not a ReportData.
 */
export async function renderReportPdf(data: ReportData): Promise<Buffer> {
  if (!data || typeof data !== 'object' || data.totalPages !== REPORT_TOTAL_PAGES || !data.cover || !data.schedule) {
    throw new TypeError('renderReportPdf expects the ReportData built by buildReportData()')
  }
  registerReportFonts()
  const doc = createElement(ReportDocument, { data }) as unknown as ReactElement<DocumentProps>
  return renderToBuffer(doc)
}
