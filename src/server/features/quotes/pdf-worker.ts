import { parentPort } from 'node:worker_threads'
import { extractPdfText, PdfRefusedError } from './pdf-text'

/**
 * Worker-thread entry: reads one PDF's text and exits. Started by read-pdf.ts, never imported elsewhere, so a PDF
 * that makes pdf.js spin or balloon is stopped by terminating the thread (time) or by its heap limit (memory).
 */

export interface PdfReply {
  ok: boolean
  text?: string
  pages?: number
  /** True when the PDF was refused for what it is (too many pages, not a PDF), not for a failure of ours. */
  refused?: boolean
  message?: string
}

const port = parentPort
if (!port) throw new Error('pdf-worker.ts must run in a worker thread (see read-pdf.ts)')

port.once('message', (bytes: Uint8Array) => {
  extractPdfText(bytes).then(
    ({ text, pages }) => port.postMessage({ ok: true, text, pages } satisfies PdfReply),
    (err: unknown) =>
      port.postMessage({
        ok: false,
        refused: err instanceof PdfRefusedError,
        message: err instanceof Error ? err.message : String(err),
      } satisfies PdfReply),
  )
})
