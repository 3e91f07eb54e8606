// POST /api/estimates at 50 concurrent connections, beside a bare GET /api/health measured in the same run.
// Target: p99 under 50 ms on the embedded database. With BENCH_DATABASE_URL set (a PostgreSQL database the bench
// may write to), the same run is repeated on PostgreSQL for comparison.
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

async function measure(label: string, port: number, env: Record<string, string> = {}) {
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
    console.log(`  POST /api/estimates p99 target < 50 ms: ${estimate.p99Ms < 50 ? 'met' : 'NOT met'}`)
  } finally {
    await server.stop()
  }
}

await measure('embedded PGlite', 5701)
if (process.env.BENCH_DATABASE_URL) await measure('PostgreSQL', 5702, { DATABASE_URL: process.env.BENCH_DATABASE_URL })
