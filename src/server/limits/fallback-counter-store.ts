import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import {
  createDatabaseCounterStore,
  createRedisCounterStore,
  type CounterHit,
  type CounterStore,
} from './counter-store'

/** Keys a process keeps while its shared counters are down; past this the oldest windows are dropped first. */
const MAX_LOCAL_KEYS = 100_000
const SWEEP_EVERY_MS = 60_000

/**
 * Fixed-window counters in this process's memory, with the same windows as the shared stores. Only a stand-in
 * while the shared counters are down (createFallbackCounterStore): each instance then counts on its own.
 */
export function createMemoryCounterStore({ now = Date.now }: { now?: () => number } = {}): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = now()
  const current = (key: string, at: number) => {
    const window = windows.get(key)
    return window && window.resetAt > at ? window : undefined
  }
  function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS && windows.size < MAX_LOCAL_KEYS) return
    lastSweep = at
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key)
    // Still full of live windows (a flood of clients): the oldest go, with some room to spare.
    if (windows.size < MAX_LOCAL_KEYS) return
    for (const key of windows.keys()) {
      if (windows.size < MAX_LOCAL_KEYS * 0.9) break
      windows.delete(key)
    }
  }
  return {
    async hit(key, windowMs) {
      const at = now()
      sweep(at)
      let window = current(key, at)
      if (!window) {
        window = { count: 0, resetAt: at + windowMs }
        windows.delete(key)
        windows.set(key, window)
      }
      window.count++
      return { count: window.count, ttlMs: window.resetAt - at }
    },
    async peek(key) {
      const at = now()
      const window = current(key, at)
      return window && { count: window.count, ttlMs: window.resetAt - at }
    },
    async close() {
      windows.clear()
    },
  }
}

/** The shared counters as the app uses them: they degrade to per-process counting rather than fail or hang. */
export interface FallbackCounterStore extends CounterStore {
  /**
   * Whether the shared store answers (for /api/health): asks it now, within the timeout, unless it failed less than
   * `retryMs` ago; false while this process counts on its own.
   */
  isShared(): Promise<boolean>
}

export interface FallbackOptions {
  /** Names the shared store in log lines ('redis' or 'database'). */
  name: string
  /** How long a hit may wait for the shared store before it counts in memory instead. */
  timeoutMs: number
  /** While the shared store is down, how often one hit tries it again. */
  retryMs: number
  log: { warn(details: object, message: string): void; info(details: object, message: string): void }
  now?: () => number
}

const PROBE_KEY = 'probe'

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * `shared` (Redis or the database) with a per-process fallback (docs/decisions/007-rate-limits.md): a hit the shared
 * store fails or does not answer within `timeoutMs` counts in this process's memory instead, with the same limits,
 * and the process keeps counting there (one warning per outage) until a hit, tried once every `retryMs`, finds
 * the shared store answering again. A limit is never the reason a request fails or hangs.
 */
export function createFallbackCounterStore(shared: CounterStore, options: FallbackOptions): FallbackCounterStore {
  const { name, timeoutMs, retryMs, log, now = Date.now } = options
  const local = createMemoryCounterStore({ now })
  /** When the current outage began; undefined while the shared store answers. */
  let downSince: number | undefined
  let lastTry = 0

  async function attempt<T>(onShared: () => Promise<T>, onLocal: () => Promise<T>): Promise<T> {
    const wasDown = downSince !== undefined
    if (wasDown && now() - lastTry < retryMs) return onLocal()
    lastTry = now()
    let result: T
    try {
      result = await withTimeout(onShared(), timeoutMs)
    } catch (err) {
      lastTry = now()
      if (downSince === undefined) {
        downSince = now()
        log.warn({ err, counters: name }, `${name} counters are not answering: counting in each process until they do`)
      }
      return onLocal()
    }
    // Only a try made during the outage ends it: a hit sent just before the outage may still answer after it began.
    if (wasDown && downSince !== undefined) {
      log.info({ counters: name, outageMs: now() - downSince }, `${name} counters answer again: counting there`)
      downSince = undefined
    }
    return result
  }

  return {
    hit: (key, windowMs) =>
      attempt(
        () => shared.hit(key, windowMs),
        () => local.hit(key, windowMs),
      ),
    peek: (key) =>
      attempt<CounterHit | undefined>(
        () => shared.peek(key),
        () => local.peek(key),
      ),
    async isShared() {
      await attempt(
        async () => void (await shared.peek(PROBE_KEY)),
        async () => undefined,
      )
      return downSince === undefined
    },
    async close() {
      await Promise.all([shared.close(), local.close()])
    },
  }
}

/**
 * How long a hit waits for each shared store. Redis answers in a millisecond, but a busy process reads the answer
 * late (timers run before I/O). The database store shares the pool with the requests' own queries, so under load
 * its hits queue for a connection: that is not an outage, and counting elsewhere then would loosen the limits
 * (200 concurrent API calls on PostgreSQL on a loaded machine took over a second), so it gets the time health gives
 * the database (2 s); a database that slow fails the request's own queries anyway.
 */
export const COUNTER_TIMEOUT_MS = { redis: 500, database: 2_000 }
/** While the shared store is down, one hit every this often tries it again. */
export const COUNTER_RETRY_MS = 2_000

/**
 * The app's counters (decision 007): in Redis when `redisUrl` is set, else in the app's database, either way with
 * the per-process fallback.
 */
export async function openSharedCounters(options: {
  redisUrl: string | undefined
  db: Db
  keyPrefix: string
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'debug'>
}): Promise<FallbackCounterStore> {
  const { redisUrl, db, keyPrefix, log } = options
  const fallback = { retryMs: COUNTER_RETRY_MS, log }
  if (!redisUrl) {
    const shared = createDatabaseCounterStore(db, { keyPrefix })
    return createFallbackCounterStore(shared, { ...fallback, name: 'database', timeoutMs: COUNTER_TIMEOUT_MS.database })
  }
  const shared = createRedisCounterStore(redisUrl, {
    keyPrefix: `renovation-estimator:${keyPrefix}`,
    commandTimeoutMs: COUNTER_TIMEOUT_MS.redis,
    log,
  })
  // Serving starts on Redis when it is there; an unreachable Redis only delays the start by a failed connection.
  await shared.connected(2_000)
  return createFallbackCounterStore(shared, { ...fallback, name: 'redis', timeoutMs: COUNTER_TIMEOUT_MS.redis })
}
