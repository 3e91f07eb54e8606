// POST /api/estimates at 50 concurrent connections on the embedded database, beside a bare GET /api/health.
// Target: p99 under 50 ms for the estimate.
import { formatLoad, runLoad, startBenchServer } from './support/server.js'

const server = await startBenchServer(5701)
try {
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
  await runLoad({ url: `${server.url}/api/estimates`, connections: 10, durationSeconds: 2, method: 'POST', body }) // warm-up
  const health = await runLoad({ url: `${server.url}/api/health`, connections: 50, durationSeconds: 8 })
  const estimate = await runLoad({
    url: `${server.url}/api/estimates`,
    connections: 50,
    durationSeconds: 8,
    method: 'POST',
    body,
  })
  console.log(formatLoad('GET  /api/health (50 conn)', health))
  console.log(formatLoad('POST /api/estimates (50 conn)', estimate))
  console.log(`POST /api/estimates p99 target < 50 ms: ${estimate.p99Ms < 50 ? 'met' : 'NOT met'}`)
} finally {
  await server.stop()
}
