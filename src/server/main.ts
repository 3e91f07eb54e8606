import { buildApp } from './app'
import { loadEnv } from './env'
import { warmReportRenderWorkers } from './features/reports/render-in-worker'
import { DataDirError } from './storage-faults'

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

await app.listen({ port: env.PORT, host: env.HOST })
// After listening, so the warm-up never delays the first page; a report asked for meanwhile goes ahead of the
// warm-up renders not yet started (the workers build the warm-up report themselves: the event loop stays free).
warmReportRenderWorkers().catch((err: unknown) =>
  app.log.warn({ err }, 'report render workers could not be warmed; the first report will start them'),
)
