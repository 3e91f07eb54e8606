import { Redis } from 'ioredis'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { rateLimitCounters } from '../db/schema/shared-state'

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number
  /** Milliseconds until the window ends, by the store's own clock. */
  ttlMs: number
}

/**
 * Fixed-window counters shared by every instance of the app (docs/decisions/007-rate-limits.md): the rate limits
 * and the mail caps count here, never in one process's memory.
 */
export interface CounterStore {
  /** Counts one hit on `key`. A key's window starts at its first hit and lasts `windowMs`; then it starts again at 1. */
  hit(key: string, windowMs: number): Promise<CounterHit>
  /** The hits on `key` in its current window, without counting one; undefined when it has none. */
  peek(key: string): Promise<CounterHit | undefined>
  close(): Promise<void>
}

/**
 * Counters in the app's own database (PGlite or PostgreSQL), table `rate_limit_counters`. One atomic upsert per
 * hit, timed by the database's clock, so instances with drifting clocks still share one window. Every
 * `sweepEveryMs` (5 minutes) one hit also deletes the expired rows, which would otherwise only be reused by their
 * own key's next hit.
 */
export function createDatabaseCounterStore(
  db: Db,
  { keyPrefix = '', sweepEveryMs = 5 * 60 * 1000 }: { keyPrefix?: string | undefined; sweepEveryMs?: number } = {},
): CounterStore {
  const t = rateLimitCounters
  const expired = sql`${t.resetAt} <= now()`
  const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${t.resetAt} - now())) * 1000))::int`
  let lastSweep = Date.now()
  return {
    async hit(key, windowMs) {
      if (Date.now() - lastSweep >= sweepEveryMs) {
        lastSweep = Date.now()
        await db.delete(t).where(lt(t.resetAt, sql`now()`))
      }
      const [row] = await db
        .insert(t)
        .values({ key: keyPrefix + key, count: 1, resetAt: sql`now() + ${windowMs}::int * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${t.resetAt} end`,
          },
        })
        .returning({ count: t.count, ttlMs })
      return { count: row!.count, ttlMs: row!.ttlMs }
    },
    async peek(key) {
      const [row] = await db
        .select({ count: t.count, ttlMs })
        .from(t)
        .where(and(eq(t.key, keyPrefix + key), gt(t.resetAt, sql`now()`)))
      return row
    },
    async close() {},
  }
}

// INCR and the first PEXPIRE in one script, so a crash between them cannot leave a counter that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

/**
 * Counters in Redis (`REDIS_URL`): keys expire by themselves at the end of their window. A command fails rather
 * than waits when Redis is away: after `commandTimeoutMs`, or at once when a connection attempt fails (no retries
 * per command); the app then counts per process (fallback-counter-store.ts). The app waits for the first
 * connection (`connected`) before it serves, so a starting instance does not begin in the fallback.
 */
export function createRedisCounterStore(
  url: string,
  options: { keyPrefix?: string; commandTimeoutMs?: number; log: Pick<FastifyBaseLogger, 'debug'> },
): CounterStore & { connected(withinMs: number): Promise<boolean> } {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix ?? '',
    commandTimeout: options.commandTimeoutMs ?? 300,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    // Reconnects soon after Redis is back: 100 ms, 200 ms, … at most 1 s apart.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  })
  // Without a listener ioredis prints every reconnect failure itself; the fallback store logs the outage once.
  redis.on('error', (err: Error) => options.log.debug({ err }, 'redis connection error'))
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number]
      return { count, ttlMs }
    },
    async peek(key) {
      const [[, count], [, ttlMs]] = (await redis.multi().get(key).pttl(key).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ]
      return count === null || ttlMs <= 0 ? undefined : { count: Number(count), ttlMs }
    },
    /** Resolves once connected (true), or when the first attempt fails or `withinMs` passes (false). */
    connected(withinMs) {
      if (redis.status === 'ready') return Promise.resolve(true)
      return new Promise((resolve) => {
        const settle = (ok: boolean) => () => {
          clearTimeout(timer)
          redis.off('ready', onReady).off('close', onClose)
          resolve(ok)
        }
        const [onReady, onClose] = [settle(true), settle(false)]
        const timer = setTimeout(onClose, withinMs)
        redis.once('ready', onReady).once('close', onClose)
      })
    },
    async close() {
      // Closing while Redis is away must not fail the app's shutdown: the connection is simply dropped.
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
