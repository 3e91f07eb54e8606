// POST /api/estimates at 50 concurrent connections, beside a bare GET /api/health measured in the same run, as a
// ratio of the two (decision 019). Targets: on the embedded database at least 50% of health's throughput with p99 under
// 50 ms; on PostgreSQL at least 60%. With BENCH_DATABASE_URL set (a PostgreSQL database the bench may write to),
// the same run is repeated on PostgreSQL.
import { formatLoad, runLoad, startBenchServer, type BenchServer } from './support/server'

const body = JSON.stringify({
  projectType: 'kitchen_renovation',
  sizeSqm: 14,
  region: 'north',
  description: 'Replace the kitchen, move the sink, new electrics and flooring',
  condition: 'fair',
  renovationScope: 'extensive',
  finishQuality: 'mid',
  smartAnswers: { rewiring: 'no', layout_change: 'yes' },
})

/** A load run with the server's CPU time per request (all its threads), which other load on the machine barely moves. */
async function loadWithCpu(server: BenchServer, options: Parameters<typeof runLoad>[0]) {
  const before = server.cpuSeconds()
  const result = await runLoad(options)
  const after = server.cpuSeconds()
  const requests = result.requestsPerSecond * options.durationSeconds
  const cpuMicros = before === undefined || after === undefined ? undefined : ((after - before) * 1e6) / requests
  return { ...result, cpuMicros }
}

const cpuText = (micros: number | undefined) => (micros === undefined ? 'n/a' : `${Math.round(micros)} µs`)

async function measure(label: string, port: number, targetRatio: number, env: Record<string, string> = {}) {
  const server = await startBenchServer(port, env)
  try {
    await server.settle()
    await runLoad({ url: `${server.url}/api/estimates`, connections: 10, durationSeconds: 2, method: 'POST', body })
    const health = await loadWithCpu(server, { url: `${server.url}/api/health`, connections: 50, durationSeconds: 8 })
    const estimate = await loadWithCpu(server, {
      url: `${server.url}/api/estimates`,
      connections: 50,
      durationSeconds: 8,
      method: 'POST',
      body,
    })
    console.log(`${label}:`)
    console.log(formatLoad('  GET  /api/health (50 conn)', health))
    console.log(formatLoad('  POST /api/estimates (50 conn)', estimate))
    const ratio = estimate.requestsPerSecond / health.requestsPerSecond
    const verdict = (met: boolean) => (met ? 'met' : 'NOT met')
    console.log(
      `  estimates / health throughput: ${Math.round(ratio * 100)}% (target ≥ ${targetRatio * 100}%: ${verdict(ratio >= targetRatio)})`,
    )
    console.log(
      `  server CPU a request: health ${cpuText(health.cpuMicros)}, estimates ${cpuText(estimate.cpuMicros)} (parse, validate, price, store, serialise ~9 kB)`,
    )
    console.log(`  POST /api/estimates p99 ${estimate.p99Ms} ms (target < 50 ms: ${verdict(estimate.p99Ms < 50)})`)
  } finally {
    await server.stop()
  }
}

await measure('embedded PGlite', 5701, 0.5)
if (process.env.BENCH_DATABASE_URL)
  await measure('PostgreSQL', 5702, 0.6, { DATABASE_URL: process.env.BENCH_DATABASE_URL })
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a database the bench may write to)')
