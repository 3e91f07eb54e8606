import { parentPort } from 'node:worker_threads'
// The process has one pool of PDF workers (2 cores): the printed quote check (decision 030) renders in it too.
import type { QuoteCheckPdfData } from '#server/paperwork/quote-check/quote-check-pdf-data'
import { renderQuoteCheckPdf } from '#server/paperwork/quote-check/render-quote-check-pdf'
import type { ReportData } from './report-data/types'
import { renderReportPdf } from './render-report-pdf'

/**
 * Worker-thread entry: renders one document per message (a report, or a kept quote check). Started by render-in-worker.ts, never imported
 * elsewhere. Replies `{ id, ok: true, pdf: ArrayBuffer }` (transferred, not copied) or `{ id, ok: false, message }`.
 */

/**
 * What to draw: the 10-page report (the default, so a message without `kind` is a report), a quote check, or the
 * warm-up report (warm-up-report.ts), which the worker prices and builds itself so the server's event loop does not.
 */
export type RenderJob =
  { kind?: 'report'; data: ReportData } | { kind: 'quote-check'; data: QuoteCheckPdfData } | { kind: 'warm-up' }
export type RenderRequest = RenderJob & { id: number }
export type RenderReply = { id: number; ok: true; pdf: ArrayBuffer } | { id: number; ok: false; message: string }

const port = parentPort
if (!port) throw new Error('render-worker.ts must run in a worker thread (see render-in-worker.ts)')

const draw = (req: RenderRequest): Promise<Buffer> =>
  req.kind === 'quote-check'
    ? renderQuoteCheckPdf(req.data)
    : req.kind === 'warm-up'
      ? // Loaded on the first warm-up only: a worker that never warms (a test's) never loads the engine and builder.
        import('./warm-up-report').then(({ warmUpReportData }) => renderReportPdf(warmUpReportData()))
      : renderReportPdf(req.data)

port.on('message', (req: RenderRequest) => {
  const rendering = draw(req)
  rendering.then(
    (pdf) => {
      const copy = new Uint8Array(pdf.byteLength)
      copy.set(pdf)
      const reply: RenderReply = { id: req.id, ok: true, pdf: copy.buffer }
      port.postMessage(reply, [copy.buffer])
    },
    (err: unknown) => {
      const reply: RenderReply = { id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) }
      port.postMessage(reply)
    },
  )
})
