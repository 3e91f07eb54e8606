import { buildApp } from './app'
import { loadEnv } from './env'
import { warmReportRenderWorkers } from './features/reports/render-in-worker'
import { DataDirError } from './storage-faults'

/** The longest a start waits for the report render workers to warm before it listens. */
const WARM_UP_WAIT_MS = 20_000

const env = loadEnv()
const app = await buildApp(env).catch((err: unknown) => {
  // A DATA_DIR that is full, read-only or in the way: its message names the folder and the cause, for the operator.
  if (!(err instanceof DataDirError)) throw err
  console.error(`Cannot start: ${err.message}`)
  process.exit(1)
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

// In production the report render workers warm before the server takes its first request (decision 044): a report
// bought in the first seconds after a start then renders on a warm worker, not behind its cold start. The wait is
// bounded; what is left goes on after listening, a real report going ahead of the warm-up renders not yet started.
// In development and tests the server listens first (a quick restart) and warms meanwhile.
const warming = warmReportRenderWorkers().catch((err: unknown) =>
  app.log.warn({ err }, 'report render workers could not be warmed; the first report will start them'),
)
if (env.NODE_ENV === 'production')
  await Promise.race([warming, new Promise((resolve) => setTimeout(resolve, WARM_UP_WAIT_MS).unref())])
await app.listen({ port: env.PORT, host: env.HOST })
