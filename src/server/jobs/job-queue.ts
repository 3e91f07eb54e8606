import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.js'

export interface JobDefinition<T extends object = object> {
  name: string
  /** Cron (UTC) for recurring jobs; omit for jobs that are only sent. */
  cron?: string
  handler: (data: T) => Promise<void>
}

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<string | null>
  stop(): Promise<void>
}

/** Any 64-bit key, the same in every instance (see Database.withAdvisoryLock). */
const JOB_QUEUE_SETUP_LOCK_KEY = 7_310_042_118_006_432n

/**
 * pg-boss v10 on whichever database the app uses: on PGlite it runs through the same connection
 * (pg-boss's `db` adapter), on PostgreSQL through the pool.
 */
export async function startJobQueue(
  database: Database,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: database.sql,
    schema: 'pgboss',
    // One process runs the queue; keep the background chatter low on the embedded database.
    maintenanceIntervalSeconds: 300,
  } as unknown as PgBoss.ConstructorOptions)
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  // pg-boss's own schema set-up and createQueue deadlock when two instances start at once on one database.
  await database.withAdvisoryLock(JOB_QUEUE_SETUP_LOCK_KEY, async () => {
    await boss.start()
    for (const job of jobs) await boss.createQueue(job.name)
  })
  for (const job of jobs) {
    await boss.work<object>(job.name, { pollingIntervalSeconds: 2 }, async (batch) => {
      for (const item of batch) {
        const started = Date.now()
        await job.handler(item.data)
        log.info({ job: job.name, id: item.id, ms: Date.now() - started }, 'job done')
      }
    })
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' })
  }
  return {
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  }
}
