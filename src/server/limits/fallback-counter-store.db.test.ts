import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { waitUntil } from '#tests/helpers/server-process'
import { startTcpProxy } from '#tests/helpers/tcp-proxy'
import { createRedisCounterStore, type CounterStore } from './counter-store'
import { createFallbackCounterStore } from './fallback-counter-store'

const WINDOW_MS = 60_000
const TIMEOUT_MS = 300
/**
 * Longer than any wait the fallback allows (one timeout) plus a loaded machine's event-loop delay, far shorter than a
 * hang on Redis. What the store does is checked by what it asks Redis (`asked`), not by the clock.
 */
const HANG_MS = TIMEOUT_MS + 2_000
const onCleanup = cleanupAfterEach()

/** The Redis store behind a proxy the test can cut, wrapped as the app wraps it; the log lines it wrote. */
async function storeBehindProxy() {
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 })
  const redis = createRedisCounterStore(`redis://127.0.0.1:${proxy.port}`, {
    keyPrefix: `test-${randomUUID()}:`,
    commandTimeoutMs: TIMEOUT_MS,
    log: { debug: () => {} },
  })
  const lines: string[] = []
  const log = {
    warn: (_: object, line: string) => void lines.push(line),
    info: (_: object, line: string) => void lines.push(line),
  }
  const asked = { count: 0 }
  const counted: CounterStore = {
    hit: (key, windowMs) => (asked.count++, redis.hit(key, windowMs)),
    peek: (key) => (asked.count++, redis.peek(key)),
    close: () => redis.close(),
  }
  const store = createFallbackCounterStore(counted, { name: 'redis', timeoutMs: TIMEOUT_MS, retryMs: 200, log })
  onCleanup(store, proxy)
  expect(await redis.connected(2_000)).toBe(true)
  return { store, proxy, lines, asked }
}

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now()
  const result = await work
  return { result, ms: performance.now() - started }
}

test('while Redis refuses connections, hits count in memory at once; then in Redis again, where they left off', async () => {
  const { store, proxy, lines } = await storeBehindProxy()
  expect((await store.hit('k', WINDOW_MS)).count).toBe(1)
  expect((await store.hit('k', WINDOW_MS)).count).toBe(2)
  expect(await store.isShared()).toBe(true)

  await proxy.stop()
  const during = await Promise.all(Array.from({ length: 5 }, () => timed(store.hit('k', WINDOW_MS))))
  expect(during.map((d) => d.ms).every((ms) => ms < HANG_MS)).toBe(true)
  // Memory starts its own window: the counts are this process's alone.
  expect(during.map((d) => d.result.count).sort()).toEqual([1, 2, 3, 4, 5])
  expect(await store.isShared()).toBe(false)
  expect(lines).toEqual(['redis counters are not answering: counting in each process until they do'])

  await proxy.start()
  await waitUntil(() => store.isShared(), 10_000, 'Redis to answer again')
  expect((await store.hit('k', WINDOW_MS)).count).toBe(3)
  expect(lines.at(-1)).toBe('redis counters answer again: counting there')
  expect(lines).toHaveLength(2)
})

test('while Redis accepts but never answers, a hit waits at most the timeout, and later ones not at all', async () => {
  const { store, proxy, asked } = await storeBehindProxy()
  await store.hit('h', WINDOW_MS)
  await proxy.hang()
  const first = await timed(store.hit('h', WINDOW_MS))
  expect(first.result.count).toBe(1)
  expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 10)
  expect(first.ms).toBeLessThan(HANG_MS)
  // Within the retry interval the next one does not ask Redis at all: it cannot wait on it.
  const askedBefore = asked.count
  const next = await store.peek('h')
  expect(next?.count).toBe(1)
  expect(asked.count).toBe(askedBefore)

  await proxy.start()
  await waitUntil(() => store.isShared(), 10_000, 'Redis to answer again')
  // The hit that timed out still reached Redis once the network passed it on: counted twice, never lost.
  expect((await store.peek('h'))?.count).toBe(2)
})
