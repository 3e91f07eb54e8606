import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PdfReply } from './pdf-worker'

/**
 * Reads a PDF's text in a worker thread of its own, with a time limit and a heap limit: a hostile PDF (a bomb of
 * pages, nested objects or huge streams) costs one thread for at most `timeoutMs`, never the server. Like the report
 * renderer's pool (reports/render-in-worker.ts), a TypeScript worker is loaded through tsx's ESM API.
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

const isTypeScript = import.meta.url.endsWith('.ts')
const workerUrl = new URL(isTypeScript ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url)

function tsxEsmApi(): string {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve
  if (typeof resolve === 'function') return resolve('tsx/esm/api')
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
}

const resourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 }

function startWorker(): Worker {
  if (!isTypeScript) return new Worker(workerUrl, { resourceLimits })
  const bootstrap = `import(${JSON.stringify(tsxEsmApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}) })`
  return new Worker(bootstrap, { eval: true, resourceLimits })
}

export function readPdfInWorker(bytes: Uint8Array, timeoutMs = 20_000): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const worker = startWorker()
    let settled = false
    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
      void worker.terminate()
    }
    const timer = setTimeout(
      () => finish(() => reject(new PdfReadError('The PDF took too long to read', 'refused'))),
      timeoutMs,
    )
    worker.once('message', (reply: PdfReply) =>
      finish(() =>
        reply.ok
          ? resolve({ text: reply.text ?? '', pages: reply.pages ?? 0 })
          : reject(new PdfReadError(reply.message ?? 'The PDF could not be read', reply.refused ? 'refused' : 'failed')),
      ),
    )
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new PdfReadError('The PDF is too large to read', 'refused')
            : new PdfReadError(err.message, 'failed'),
        ),
      ),
    )
    worker.once('exit', () => finish(() => reject(new PdfReadError('The PDF reader stopped', 'failed'))))
    const copy = new Uint8Array(bytes)
    worker.postMessage(copy, [copy.buffer])
  })
}
