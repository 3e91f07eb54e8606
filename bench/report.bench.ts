/**
 * Report rendering benchmark: npx tsx bench/report.bench.ts [renders=10]
 * Prints the median and worst time to render one 10-page report, and peak memory (RSS), for the fixture plan
 * in this thread and through the worker pool, cold and warmed as the server warms it at start. Targets: median
 * under 1 s; the first report after a start ("cold" of the warmed worker) under 1 s.
 */
import { resourceUsage } from 'node:process'
import { buildReportData } from '../src/server/features/reports/report-data/build-report-data'
import { buildEngineReportInput, ENGINE_SAMPLE_INPUTS } from '../tests/fixtures/sample-cost-plan'
import { createReportRenderPool } from '../src/server/features/reports/render-in-worker'
import { renderReportPdf } from '../src/server/features/reports/render-report-pdf'
import { warmUpReportData } from '../src/server/features/reports/warm-up-report'

const renders = Number(process.argv[2] ?? 10)
const data = buildReportData(buildEngineReportInput(ENGINE_SAMPLE_INPUTS.wholeHouse!))
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

let peakRss = process.memoryUsage().rss
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5)

async function time(label: string, render: () => Promise<Buffer>) {
  const first = performance.now()
  let size = (await render()).length
  const coldMs = performance.now() - first
  const times: number[] = []
  for (let i = 0; i < renders; i++) {
    const t = performance.now()
    size = (await render()).length
    times.push(performance.now() - t)
  }
  console.log(
    `${label.padEnd(22)} cold ${Math.round(coldMs)} ms · median ${Math.round(median(times))} ms · worst ${Math.round(Math.max(...times))} ms over ${renders} renders · ${Math.round(size / 1024)} KB`,
  )
}

await time('main thread', () => renderReportPdf(data))
const pool = createReportRenderPool({ size: 1 })
await time('worker, cold', () => pool.render(data))
await pool.close()
// As the server starts it (src/server/main.ts): warmed with the warm-up report, then the first real report.
const warmed = createReportRenderPool({ size: 1 })
await warmed.warm(warmUpReportData())
await time('worker, warmed at start', () => warmed.render(data))
await warmed.close()
clearInterval(sampler)
// maxRSS is in kilobytes and covers the whole process, worker threads included.
console.log(`peak RSS sampled ${mb(peakRss)} · maxRSS ${mb(resourceUsage().maxRSS * 1024)}`)
