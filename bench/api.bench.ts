// POST /api/estimates at 50 concurrent connections, beside a bare GET /api/health measured in the same run, as a
// ratio of the two (issue 15). Targets: on the embedded database at least 50% of health's throughput with p99 under
// 50 ms; on PostgreSQL at least 60%. With BENCH_DATABASE_URL set (a PostgreSQL database the bench may write to),
// the same run is repeated on PostgreSQL.
import { formatLoad, runLoad, startBenchServer } from './support/server'

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

async function measure(label: string, port: number, targetRatio: number, env: Record<string, string> = {}) {
  const server = await startBenchServer(port, env)
  try {
    await runLoad({ url: `${server.url}/api/estimates`, connections: 10, durationSeconds: 2, method: 'POST', body })
    const health = await runLoad({ url: `${server.url}/api/health`, connections: 50, durationSeconds: 8 })
    const estimate = await runLoad({
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
    console.log(`  POST /api/estimates p99 ${estimate.p99Ms} ms (target < 50 ms: ${verdict(estimate.p99Ms < 50)})`)
  } finally {
    await server.stop()
  }
}

await measure('embedded PGlite', 5701, 0.5)
if (process.env.BENCH_DATABASE_URL)
  await measure('PostgreSQL', 5702, 0.6, { DATABASE_URL: process.env.BENCH_DATABASE_URL })
else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a database the bench may write to)')
