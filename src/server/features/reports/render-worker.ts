import { parentPort } from 'node:worker_threads'
import type { ReportData } from './report-data/types'
import { renderReportPdf } from './render-report-pdf'

/**
 * Worker-thread entry: renders one report per message. Started by render-in-worker.ts, never imported
 * elsewhere. Replies `{ id, ok: true, pdf: ArrayBuffer }` (transferred, not copied) or `{ id, ok: false, message }`.
 */

export interface RenderRequest {
  id: number
  data: ReportData
}
export type RenderReply = { id: number; ok: true; pdf: ArrayBuffer } | { id: number; ok: false; message: string }

const port = parentPort
if (!port) throw new Error('render-worker.ts must run in a worker thread (see render-in-worker.ts)')

port.on('message', (req: RenderRequest) => {
  renderReportPdf(req.data).then(
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
