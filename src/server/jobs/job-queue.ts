import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'

export interface JobDefinition<T extends object = object> {
  name: string
  /** Cron (UTC) for recurring jobs; omit for jobs that are only sent. */
  cron?: string
  /** A failed run is retried up to `limit` times, after `delaySeconds` doubling each time (with jitter). */
  retry?: { limit: number; delaySeconds: number }
  /**
   * A run taking longer than this is failed (and retried). It is also how long a run whose process died stays
   * `active` before pg-boss's maintenance hands it to another worker.
   */
  expireInSeconds?: number
  handler(data: T): Promise<void>
}

export interface SendOptions {
  /** While a job with this key is still waiting to run, sending another is a no-op. */
  singletonKey?: string
  /** Don't run before this many seconds from now. */
  startAfterSeconds?: number
}

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>
  /** Creates the jobs' queues; when this process works jobs, also runs their handlers and crons. */
  register(jobs: JobDefinition[]): Promise<void>
  stop(): Promise<void>
}

/** How often expired runs are failed over to a retry (pg-boss maintenance), at most once per interval for all instances. */
const MAINTENANCE_INTERVAL_SECONDS = 60
/** Any 64-bit key, the same in every instance (see Database.withAdvisoryLock). */
const JOB_QUEUE_SETUP_LOCK_KEY = 7_310_042_118_006_432n

/**
 * pg-boss v10 on whichever database the app uses: on PGlite it runs through the same connection
 * (pg-boss's `db` adapter), on PostgreSQL through the pool. Every instance opens it, so any instance can send
 * jobs; only those with `work` (JOBS_ENABLED) run handlers, crons and maintenance.
 */
export async function openJobQueue(
  database: Database,
  options: { work: boolean },
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: database.sql,
    schema: 'pgboss',
    supervise: options.work,
    schedule: options.work,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  } as unknown as PgBoss.ConstructorOptions)
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  // pg-boss's schema set-up and createQueue deadlock when two instances start at once on one database.
  await database.withAdvisoryLock(JOB_QUEUE_SETUP_LOCK_KEY, () => boss.start())
  return {
    send: (name, data, sendOptions = {}) =>
      boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      }),
    async register(jobs) {
      for (const job of jobs) {
        // `short`: one waiting job per singleton key. Retries and expiry are the queue's defaults for its jobs.
        const queue: PgBoss.Queue = {
          name: job.name,
          policy: 'short',
          ...(job.retry ? { retryLimit: job.retry.limit, retryDelay: job.retry.delaySeconds, retryBackoff: true } : {}),
          ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
        }
        await database.withAdvisoryLock(JOB_QUEUE_SETUP_LOCK_KEY, async () => {
          await boss.createQueue(job.name, queue)
          await boss.updateQueue(job.name, queue)
        })
        if (!options.work) continue
        await boss.work<object>(job.name, { pollingIntervalSeconds: 2 }, async (batch) => {
          for (const item of batch) {
            const started = Date.now()
            try {
              await job.handler(item.data)
            } catch (err) {
              log.warn({ err, job: job.name, id: item.id }, 'job failed; it is retried if it has retries left')
              throw err
            }
            log.info({ job: job.name, id: item.id, ms: Date.now() - started }, 'job done')
          }
        })
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' })
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  }
}

/** Opens the queue, registers `jobs` and works them in this process (tests of one job). */
export async function startJobQueue(
  database: Database,
  jobs: JobDefinition[],
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<JobQueue> {
  const queue = await openJobQueue(database, { work: true }, log)
  await queue.register(jobs)
  return queue
}
