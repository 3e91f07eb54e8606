// Report delivery: GET /api/health latency on the real listening server while 5 paid reports render at once.
// The PDF renders on a worker thread, so the event loop (and every other request) should barely notice.
// Target: health p99 under 50 ms while rendering.
import autocannon from 'autocannon'
import { formatLoad, post, runLoad, startBenchServer, type LoadResult } from './support/server'

const REPORTS = 5
const CONNECTIONS = 10

/** Health under load until `until` settles: autocannon runs open-ended and is stopped when the work is done. */
function healthUntil(url: string, until: Promise<unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}/api/health`, connections: CONNECTIONS, duration: 300 },
      (err, result) => {
        if (err) return reject(err)
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors,
          non2xx: result.non2xx,
        })
      },
    )
    void until.finally(() => setTimeout(() => instance.stop(), 250))
  })
}

const server = await startBenchServer(5702)
try {
  await server.settle()
  // Paid intents for 5 estimates (TEST MODE provider: no Stripe keys).
  const paid: { estimateId: string; paymentIntentId: string }[] = []
  for (let i = 0; i < REPORTS; i++) {
    const { estimate } = await post<{ estimate: { id: string } }>(`${server.url}/api/estimates`, {
      projectType: i % 2 ? 'whole_house_renovation' : 'kitchen_renovation',
      sizeSqm: 40 + i * 20,
      region: 'north',
      propertyAddress: `${i + 1} Bench Street, Leeds LS1 4AP`,
      description: 'Full refurbishment with a rewire, new heating and a new kitchen',
    })
    const intent = await post<{ clientSecret: string; paymentIntentId: string }>(
      `${server.url}/api/create-payment-intent`,
      { amount: 6.99, estimateId: estimate.id },
    )
    await post(`${server.url}/api/test-payments/confirm`, {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    })
    paid.push({ estimateId: estimate.id, paymentIntentId: intent.paymentIntentId })
  }

  await runLoad({ url: `${server.url}/api/health`, connections: CONNECTIONS, durationSeconds: 2 }) // warm-up
  const idle = await runLoad({ url: `${server.url}/api/health`, connections: CONNECTIONS, durationSeconds: 5 })

  const started = Date.now()
  const renders = Promise.all(
    paid.map(async (p) => {
      const t0 = Date.now()
      const { reportId } = await post<{ reportId: string }>(`${server.url}/api/verify-payment-and-generate-report`, p)
      const size = Number(
        (await fetch(`${server.url}/api/reports/${reportId}/view`, { method: 'HEAD' })).headers.get('content-length'),
      )
      return { reportId, ms: Date.now() - t0, kb: Math.round(size / 1024) }
    }),
  )
  const busy = await healthUntil(server.url, renders)
  const results = await renders
  const allMs = Date.now() - started

  console.log(formatLoad(`GET /api/health idle (${CONNECTIONS} conn)`, idle))
  console.log(formatLoad(`GET /api/health, ${REPORTS} renders`, busy))
  for (const r of results) console.log(`  ${r.reportId}  verify+render ${String(r.ms).padStart(6)} ms  ${r.kb} KB`)
  console.log(`${REPORTS} reports delivered in ${allMs} ms`)
  console.log(
    `health p99 while rendering, target < 50 ms: ${busy.p99Ms < 50 ? 'met' : 'NOT met'} (${busy.p99Ms} ms vs ${idle.p99Ms} ms idle)`,
  )
} finally {
  await server.stop()
}
