import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#server/db/client'
import { AppError } from '#server/errors'

const PING_TIMEOUT_MS = 2_000

/** Resolves with a reason when `work` fails or takes longer than `ms`; undefined when it succeeded in time. */
async function failureOf(work: () => Promise<unknown>, ms: number, reason: string): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(reason), ms)
  })
  try {
    return await Promise.race([
      work().then(
        () => undefined,
        () => reason,
      ),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** The shared rate-limit counters, as far as health needs them: false while this instance counts on its own. */
export interface CounterHealth {
  isShared(): Promise<boolean>
}

/**
 * GET /api/health: 200 `{ status: 'ok' }` (docs/product/contracts.md contract) once the database answers and DATA_DIR (outbox,
 * embedded database) takes a write; otherwise 503 problem+json naming what is down, for load balancers and operators.
 * A dependency the app serves without, at a cost, is named in `degraded` and keeps the 200: `counters` while the
 * shared rate-limit counters (Redis) are down and each instance counts on its own (decision 007).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: Database; dataDir: string; counters?: CounterHealth | undefined },
) {
  const probeFile = path.resolve(deps.dataDir, `.health-${process.pid}`)
  const dataDirWritable = async () => {
    await mkdir(path.dirname(probeFile), { recursive: true })
    await writeFile(probeFile, '')
    await unlink(probeFile)
  }
  const probe = async () => {
    const [database, dataDir, countersShared] = await Promise.all([
      failureOf(() => deps.database.ping(), PING_TIMEOUT_MS, 'the database is not answering'),
      failureOf(dataDirWritable, PING_TIMEOUT_MS, 'the data directory is not writable'),
      deps.counters?.isShared() ?? true,
    ])
    return {
      failures: [database, dataDir].filter((f) => f !== undefined),
      degraded: countersShared ? [] : ['counters' as const],
    }
  }
  // One probe at a time, shared by the requests that arrive while it runs: concurrent probes would write and
  // unlink the same file under each other (a false "not writable" under load), and a load balancer's burst of
  // checks should cost one database ping, not one each.
  let inFlight: ReturnType<typeof probe> | undefined
  app.get('/api/health', async () => {
    inFlight ??= probe().finally(() => {
      inFlight = undefined
    })
    const { failures, degraded } = await inFlight
    if (failures.length > 0) {
      throw new AppError('service_unavailable', `Unhealthy: ${failures.join('; ')}.`)
    }
    return degraded.length > 0 ? { status: 'ok' as const, degraded } : { status: 'ok' as const }
  })
}
