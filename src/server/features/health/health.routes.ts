import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { AppError } from '../../errors'

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

/**
 * GET /api/health: 200 `{ status: 'ok' }` (PRODUCT.md contract) once the database answers and DATA_DIR (outbox,
 * embedded database) takes a write; otherwise 503 problem+json naming what is down, for load balancers and operators.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { database: Database; dataDir: string }) {
  const probeFile = path.resolve(deps.dataDir, `.health-${process.pid}`)
  const dataDirWritable = async () => {
    await mkdir(path.dirname(probeFile), { recursive: true })
    await writeFile(probeFile, '')
    await unlink(probeFile)
  }
  const probe = async () =>
    (
      await Promise.all([
        failureOf(() => deps.database.ping(), PING_TIMEOUT_MS, 'the database is not answering'),
        failureOf(dataDirWritable, PING_TIMEOUT_MS, 'the data directory is not writable'),
      ])
    ).filter((f) => f !== undefined)
  // One probe at a time, shared by the requests that arrive while it runs: concurrent probes would write and
  // unlink the same file under each other (a false "not writable" under load), and a load balancer's burst of
  // checks should cost one database ping, not one each.
  let inFlight: Promise<string[]> | undefined
  app.get('/api/health', async () => {
    inFlight ??= probe().finally(() => {
      inFlight = undefined
    })
    const failures = await inFlight
    if (failures.length > 0) {
      throw new AppError('service_unavailable', 503, `Unhealthy: ${failures.join('; ')}.`)
    }
    return { status: 'ok' as const }
  })
}
