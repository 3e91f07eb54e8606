import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { describe, expect, test } from 'vitest'
import type { Database } from '../db/client'
import { rateLimitCounters } from '../db/schema/shared-state'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { createPostgresTestDatabase, createTestDatabase, POSTGRES_SKIP_MESSAGE } from '#tests/helpers/test-database'
import { createDatabaseCounterStore, createRedisCounterStore, type CounterStore } from './counter-store'
import { createMemoryCounterStore } from './fallback-counter-store'

const REDIS_URL = 'redis://127.0.0.1:6379'
const WINDOW_MS = 60_000
const onCleanup = cleanupAfterEach()

if (!process.env.TEST_DATABASE_URL) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)

/** Each store with a way to end a key's window early, standing in for the passing of time. */
const stores: [string, () => Promise<{ store: CounterStore; endWindow(key: string): Promise<void> } | undefined>][] = [
  ['the embedded database', async () => onDatabase(await createTestDatabase())],
  ['PostgreSQL', async () => onDatabase(await createPostgresTestDatabase())],
  [
    'memory (the fallback while the shared store is down)',
    async () => {
      let laterMs = 0
      const store = createMemoryCounterStore({ now: () => Date.now() + laterMs })
      // Moves this store's clock past every window open now.
      return { store, endWindow: async () => void (laterMs += WINDOW_MS) }
    },
  ],
  [
    'Redis',
    async () => {
      const prefix = `test-${randomUUID()}:`
      const store = createRedisCounterStore(REDIS_URL, { keyPrefix: prefix, log: { debug: () => {} } })
      const redis = new Redis(REDIS_URL)
      onCleanup(store, { close: () => redis.quit() })
      return { store, endWindow: async (key) => void (await redis.del(prefix + key)) }
    },
  ],
]

const endWindowIn = async (database: Database, key: string) =>
  void (await database.db
    .update(rateLimitCounters)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimitCounters.key} = ${key}`))

function onDatabase(database: Database | undefined) {
  if (!database) return undefined
  onCleanup(database)
  return { store: createDatabaseCounterStore(database.db), endWindow: (key: string) => endWindowIn(database, key) }
}

describe.each(stores)('fixed-window counters in %s', (name, make) => {
  const run = name === 'PostgreSQL' && !process.env.TEST_DATABASE_URL ? test.skip : test

  run('counts hits in one window and reports the time left in it', async () => {
    const { store } = (await make())!
    const hits = [await store.hit('a', WINDOW_MS), await store.hit('a', WINDOW_MS), await store.hit('b', WINDOW_MS)]
    expect(hits.map((h) => h.count)).toEqual([1, 2, 1])
    for (const h of hits) {
      expect(h.ttlMs).toBeGreaterThan(WINDOW_MS - 5_000)
      expect(h.ttlMs).toBeLessThanOrEqual(WINDOW_MS)
    }
  })

  run('counts every one of many simultaneous hits once', async () => {
    const { store } = (await make())!
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', WINDOW_MS)))
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  run('peeks at a window without counting a hit, and finds none once it has ended', async () => {
    const { store, endWindow } = (await make())!
    expect(await store.peek('p')).toBeUndefined()
    await store.hit('p', WINDOW_MS)
    await store.hit('p', WINDOW_MS)
    const seen = await store.peek('p')
    expect(seen?.count).toBe(2)
    expect(seen?.ttlMs).toBeGreaterThan(WINDOW_MS - 5_000)
    expect((await store.peek('p'))?.count).toBe(2)
    await endWindow('p')
    expect(await store.peek('p')).toBeUndefined()
  })

  run('starts again at 1 once the window has ended', async () => {
    const { store, endWindow } = (await make())!
    await store.hit('k', WINDOW_MS)
    await store.hit('k', WINDOW_MS)
    await endWindow('k')
    expect((await store.hit('k', WINDOW_MS)).count).toBe(1)
    expect((await store.hit('k', WINDOW_MS)).count).toBe(2)
  })
})

test('the database store sweeps expired rows of other keys', async () => {
  const database = await createTestDatabase()
  onCleanup(database)
  const store = createDatabaseCounterStore(database.db, { sweepEveryMs: 0 })
  await store.hit('gone', WINDOW_MS)
  await endWindowIn(database, 'gone')
  await store.hit('kept', WINDOW_MS)
  const keys = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)
  expect(keys).toEqual([{ key: 'kept' }])
})
