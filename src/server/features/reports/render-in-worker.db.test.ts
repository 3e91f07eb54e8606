import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { buildSampleReportInput } from '#tests/fixtures/sample-cost-plan'
import { buildReportData } from './report-data/build-report-data'
import type { ReportData } from './report-data/types'
import { closeReportRenderWorkers, createReportRenderPool, renderReportPdfInWorker } from './render-in-worker'
import type { ReportRenderPool } from './render-in-worker'
import { warmUpReportData } from './warm-up-report'

// The render worker pool (render-in-worker.ts): the report drawn off the main thread, warmed, timed out and closed.
// What the PDF itself says is render-report-pdf.db.test.ts.

const dir = mkdtempSync(join(tmpdir(), 'report-worker-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sampleReportData = () => buildReportData(buildSampleReportInput())
const expectPdf = (pdf: Buffer) => expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')

/** The page count pdfinfo reads, or undefined where poppler-utils is not installed. */
function pageCount(file: string): number | undefined {
  try {
    return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
  } catch {
    return undefined
  }
}

/** Runs `work` on a fresh one-worker pool, closed afterwards whatever happens. */
async function withOneWorkerPool(work: (pool: ReportRenderPool) => Promise<void>, timeoutMs?: number) {
  const pool = createReportRenderPool({ size: 1, timeoutMs })
  await work(pool).finally(() => pool.close())
}

describe('renderReportPdfInWorker', () => {
  afterAll(() => closeReportRenderWorkers())

  test('renders the same 10-page report off the main thread', async () => {
    const pdf = await renderReportPdfInWorker(sampleReportData())
    expect(Buffer.isBuffer(pdf)).toBe(true)
    expectPdf(pdf)
    const file = join(dir, 'worker.pdf')
    writeFileSync(file, pdf)
    expect(pageCount(file) ?? 10).toBe(10)
  }, 60_000)

  test('keeps the event loop free while rendering', async () => {
    const data = sampleReportData()
    let ticks = 0
    const timer = setInterval(() => ticks++, 10)
    const [a, b] = await Promise.all([renderReportPdfInWorker(data), renderReportPdfInWorker(data)])
    clearInterval(timer)
    expect(a.length).toBeGreaterThan(20_000)
    expect(b.length).toBeGreaterThan(20_000)
    expect(ticks).toBeGreaterThan(5)
  }, 60_000)

  test('rejects with a clear message when rendering fails, and the pool keeps working', async () => {
    await withOneWorkerPool(async (pool) => {
      await expect(pool.render({} as ReportData)).rejects.toThrow(/^Report PDF rendering failed: /)
      expectPdf(await pool.render(sampleReportData()))
    })
  }, 60_000)

  test('warming starts the workers with the warm-up report, which is a whole report, and they go on rendering', async () => {
    const warmUp = warmUpReportData()
    expect(warmUp.pageTitles).toEqual(sampleReportData().pageTitles)
    await withOneWorkerPool(async (pool) => {
      await pool.warm(warmUp)
      expectPdf(await pool.render(sampleReportData()))
    })
  }, 60_000)

  test('warming without data renders the warm-up report the worker builds itself; a real render goes first', async () => {
    await withOneWorkerPool(async (pool) => {
      const done: string[] = []
      const warming = pool.warm().then(() => done.push('warm-up'))
      const real = pool.render(sampleReportData()).then((pdf) => {
        done.push('real')
        return pdf
      })
      expectPdf(await real)
      await warming
      // The one worker renders the first warm-up round, then the real report, then the rounds left.
      expect(done).toEqual(['real', 'warm-up'])
    })
  }, 120_000)

  test('rejects renders once closed', async () => {
    const pool = createReportRenderPool({ size: 1 })
    await pool.close()
    await expect(pool.render(sampleReportData())).rejects.toThrow(/render pool is closed/)
  })

  test('times out a render that takes too long and replaces the worker', async () => {
    await withOneWorkerPool(async (pool) => {
      await expect(pool.render(sampleReportData())).rejects.toThrow(/timed out after 50 ms/)
    }, 50)
  }, 30_000)
})
