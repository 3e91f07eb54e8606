import { createElement, type ReactElement } from 'react'
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import type { ReportData } from './build-report-data.js'
import { ReportDocument, registerReportFonts } from './report-document.js'

/**
 * Renders the 10-page report to PDF bytes. CPU-bound (a few hundred ms): the server calls it through
 * `renderReportPdfInWorker` so its event loop never waits on it.
 */
export async function renderReportPdf(data: ReportData): Promise<Buffer> {
  registerReportFonts()
  const doc = createElement(ReportDocument, { data }) as unknown as ReactElement<DocumentProps>
  return renderToBuffer(doc)
}
