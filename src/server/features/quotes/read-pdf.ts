import type { Worker } from 'node:worker_threads'
import { QUOTE_PDF_MAX_PAGES } from '#shared/quotes/quote'
import { startWorker } from '#server/start-worker'
import type { PdfReply, PdfRequest } from './pdf-worker'

/**
 * Reads a PDF's text in a worker thread, with a time limit and a heap limit: a hostile PDF (a bomb of pages,
 * nested objects or huge streams) costs one thread for at most `timeoutMs`, never the server's event loop. One
 * worker, started on the first read and kept (pdf.js takes seconds to load); reads queue for it; a read that times
 * out or runs out of memory ends the worker and the next read starts another. Started like the report renderer's
 * workers (src/server/start-worker.ts).
 */

export class PdfReadError extends Error {
  override readonly name = 'PdfReadError'
  constructor(
    message: string,
    /** 'refused': the PDF itself (not a PDF, too many pages, too slow or too big to read); 'failed': ours. */
    readonly reason: 'refused' | 'failed',
  ) {
    super(message)
  }
}

export interface PdfReader {
  read(bytes: Uint8Array): Promise<{ text: string; pages: number }>
  close(): Promise<void>
}

const resourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }

function startPdfWorker(): Worker {
  const worker = startWorker(import.meta.url, 'pdf-worker', { resourceLimits })
  worker.unref()
  return worker
}

interface Task {
  bytes: Uint8Array
  resolve: (result: { text: string; pages: number }) => void
  reject: (err: Error) => void
}

export function createPdfReader(options: { timeoutMs?: number; maxPages?: number } = {}): PdfReader {
  const timeoutMs = options.timeoutMs ?? 20_000
  const maxPages = options.maxPages ?? QUOTE_PDF_MAX_PAGES
  const queue: Task[] = []
  let worker: Worker | undefined
  let running: { task: Task; id: number; timer: NodeJS.Timeout } | undefined
  let nextId = 1

  const endWorker = () => {
    const ending = worker
    worker = undefined
    if (ending) {
      ending.removeAllListeners()
      void ending.terminate()
    }
  }

  const settle = (outcome: { result?: { text: string; pages: number }; error?: PdfReadError }) => {
    if (!running) return
    const { task, timer } = running
    clearTimeout(timer)
    running = undefined
    if (outcome.error) task.reject(outcome.error)
    else task.resolve(outcome.result!)
    pump()
  }

  const ensureWorker = (): Worker => {
    if (worker) return worker
    const started = startPdfWorker()
    started.on('message', (reply: PdfReply) => {
      if (!running || reply.id !== running.id) return
      if (reply.ok) settle({ result: { text: reply.text ?? '', pages: reply.pages ?? 0 } })
      else
        settle({
          error: new PdfReadError(reply.message ?? 'The PDF could not be read', reply.refused ? 'refused' : 'failed'),
        })
    })
    started.on('error', (err: Error & { code?: string }) => {
      endWorker()
      settle({
        error:
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new PdfReadError('The PDF is too large to read', 'refused')
            : new PdfReadError(err.message, 'failed'),
      })
    })
    started.on('exit', () => {
      if (worker === started) worker = undefined
      settle({ error: new PdfReadError('The PDF reader stopped', 'failed') })
    })
    worker = started
    return started
  }

  function pump() {
    if (running) return
    const task = queue.shift()
    if (!task) return
    const id = nextId++
    const timer = setTimeout(() => {
      endWorker()
      settle({ error: new PdfReadError('The PDF took too long to read', 'refused') })
    }, timeoutMs)
    running = { task, id, timer }
    const copy = new Uint8Array(task.bytes)
    ensureWorker().postMessage({ id, bytes: copy, maxPages } satisfies PdfRequest, [copy.buffer])
  }

  return {
    read(bytes) {
      return new Promise((resolve, reject) => {
        queue.push({ bytes, resolve, reject })
        pump()
      })
    },
    async close() {
      for (const task of queue.splice(0)) task.reject(new PdfReadError('The PDF reader is closing', 'failed'))
      endWorker()
    },
  }
}
