import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { startWorker } from '#server/start-worker'
import type { ReportData } from './report-data/types'
import type { QuoteCheckPdfData } from '#server/paperwork/quote-check/quote-check-pdf-data'
import type { RenderJob, RenderReply, RenderRequest } from './render-worker'

/**
 * Renders reports in worker threads so the server's event loop never waits on react-pdf's CPU-bound layout.
 * A small pool (1-2 workers) is started lazily and reused; idle workers do not keep the process alive.
 * The worker file is TypeScript, loaded through tsx's API. (`execArgv: ['--import', 'tsx']` is not enough on
 * Node 20: the loader hooks it installs do not apply to the worker's own entry file, which fails with
 * 'Unknown file extension ".ts"'.) A compiled build (.js) starts render-worker.js directly.
 */

export interface ReportRenderPoolOptions {
  /** Worker threads to keep (default: 2, or 1 on a single-core machine). */
  size?: number
  /** A render taking longer than this is abandoned and its worker replaced (default 60 s). */
  timeoutMs?: number
}

export interface ReportRenderPool {
  /** Renders the PDF in a worker. Rejects with an Error naming the cause if the render fails or times out. */
  render(data: ReportData): Promise<Buffer>
  /** Renders a kept quote check (decision 030) in the same workers; rejects like `render`. */
  renderQuoteCheck(data: QuoteCheckPdfData): Promise<Buffer>
  /**
   * Starts every worker of the pool and has each render `data` (by default the warm-up report, which the worker
   * builds itself) a few times: modules, fonts, layout, JIT. Real renders go ahead of any warm-up not yet started.
   */
  warm(data?: ReportData): Promise<void>
  /** Stops taking work, rejects queued renders, lets running ones finish, then ends the workers. Idempotent. */
  close(): Promise<void>
}

interface Task {
  id: number
  job: RenderJob
  /** A warm-up render: it waits behind every real one. */
  warmUp: boolean
  resolve: (pdf: Buffer) => void
  reject: (err: Error) => void
}
interface Slot {
  worker: Worker
  task: Task | null
  timer: NodeJS.Timeout | null
  ready: boolean
}

const WARM_UP_ROUNDS = 3

// React's production build lays the document out noticeably faster; it only changes this worker's copy of the env.
const workerEnv = { ...process.env, NODE_ENV: 'production' }

const startRenderWorker = (): Worker => startWorker(import.meta.url, 'render-worker', { env: workerEnv })

// eslint-disable-next-line max-lines-per-function -- factory closing over the worker pool; each method is short
export function createReportRenderPool(options: ReportRenderPoolOptions = {}): ReportRenderPool {
  // Over 80 lines as a factory: its length is the short methods it returns, which share its closure.
  const size = Math.max(1, options.size ?? Math.min(2, Math.max(1, availableParallelism() - 1)))
  const timeoutMs = options.timeoutMs ?? 60_000
  const slots: Slot[] = []
  const queue: Task[] = []
  let nextId = 1
  let closed = false
  let drained: (() => void) | null = null

  const fail = (task: Task, message: string) => task.reject(new Error(`Report PDF rendering failed: ${message}`))

  function finish(slot: Slot): Task | null {
    const task = slot.task
    slot.task = null
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    slot.worker.unref()
    return task
  }

  function remove(slot: Slot) {
    const i = slots.indexOf(slot)
    if (i >= 0) slots.splice(i, 1)
  }

  function spawn(): Slot {
    const worker = startRenderWorker()
    const slot: Slot = { worker, task: null, timer: null, ready: true }
    worker.on('message', (reply: RenderReply) => {
      const task = finish(slot)
      if (task && task.id === reply.id) {
        if (reply.ok) task.resolve(Buffer.from(reply.pdf))
        else fail(task, reply.message)
      }
      dispatch()
    })
    worker.on('error', (err) => {
      slot.ready = false
      const task = finish(slot)
      if (task) fail(task, `the render worker crashed: ${err.message}`)
    })
    worker.on('exit', (code) => {
      slot.ready = false
      const task = finish(slot)
      if (task) fail(task, `the render worker stopped (exit code ${code})`)
      remove(slot)
      dispatch()
    })
    worker.unref()
    slots.push(slot)
    return slot
  }

  function dispatch() {
    while (queue.length > 0) {
      let slot = slots.find((s) => s.ready && !s.task)
      if (!slot && !closed && slots.length < size) slot = spawn()
      if (!slot) break
      // A real render first: a buyer never waits behind a warm-up render that has not started.
      const next = queue.findIndex((t) => !t.warmUp)
      const task = queue.splice(next >= 0 ? next : 0, 1)[0]!
      slot.task = task
      slot.worker.ref()
      const busy = slot
      slot.timer = setTimeout(() => {
        busy.ready = false
        const t = finish(busy)
        if (t) fail(t, `timed out after ${timeoutMs} ms`)
        void busy.worker.terminate()
      }, timeoutMs)
      const request: RenderRequest = { ...task.job, id: task.id }
      try {
        slot.worker.postMessage(request)
      } catch (err) {
        finish(slot)
        fail(task, `could not send the report to the worker: ${err instanceof Error ? err.message : String(err)}`)
      }
    }
    if (closed && drained && slots.every((s) => !s.task)) drained()
  }

  function run(job: RenderJob, warmUp = false): Promise<Buffer> {
    if (closed) return Promise.reject(new Error('Report PDF rendering failed: the render pool is closed'))
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ id: nextId++, job, warmUp, resolve, reject })
      dispatch()
    })
  }
  const render = (data: ReportData) => run({ data })

  return {
    render,
    renderQuoteCheck: (data) => run({ kind: 'quote-check', data }),
    async warm(data) {
      const job: RenderJob = data ? { data } : { kind: 'warm-up' }
      // `size` renders at once start `size` workers; a few rounds let the JIT settle (one leaves the next ~2x slower).
      for (let round = 0; round < WARM_UP_ROUNDS; round++)
        await Promise.all(Array.from({ length: size }, () => run(job, true)))
    },
    async close() {
      if (!closed) {
        closed = true
        for (const task of queue.splice(0)) fail(task, 'the render pool is closed')
      }
      if (slots.some((s) => s.task)) await new Promise<void>((resolve) => (drained = resolve))
      await Promise.all(slots.map((s) => s.worker.terminate()))
    },
  }
}

let sharedPool: ReportRenderPool | null = null

/**
 * Renders one report in the process-wide worker pool (created on first use). Same output as renderReportPdf;
 * rejects with 'Report PDF rendering failed: …' when rendering fails, the worker dies or it takes over 60 s.
 */
export function renderReportPdfInWorker(data: ReportData): Promise<Buffer> {
  sharedPool ??= createReportRenderPool()
  return sharedPool.render(data)
}

/** Renders a kept quote check's PDF in the process-wide pool, as `renderReportPdfInWorker` does a report. */
export function renderQuoteCheckPdfInWorker(data: QuoteCheckPdfData): Promise<Buffer> {
  sharedPool ??= createReportRenderPool()
  return sharedPool.renderQuoteCheck(data)
}

/**
 * Starts the process-wide pool's workers now and has each render the warm-up report (built in the worker, not on
 * the event loop), so the first real report after a start renders about as fast as the tenth (src/server/main.ts
 * calls it once the server listens). A real report asked for meanwhile goes ahead of the warm-up rounds left.
 */
export function warmReportRenderWorkers(): Promise<void> {
  sharedPool ??= createReportRenderPool()
  return sharedPool.warm()
}

/** Ends the shared pool's workers (server shutdown, tests). The next render starts a new pool. */
export async function closeReportRenderWorkers(): Promise<void> {
  const pool = sharedPool
  sharedPool = null
  await pool?.close()
}
