import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { waitUntil } from '#tests/helpers/server-process'
import { startTcpProxy } from '#tests/helpers/tcp-proxy'
import { createRedisCounterStore } from './counter-store'
import { createFallbackCounterStore } from './fallback-counter-store'

const WINDOW_MS = 60_000
const TIMEOUT_MS = 300
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
  const store = createFallbackCounterStore(redis, { name: 'redis', timeoutMs: TIMEOUT_MS, retryMs: 200, log })
  onCleanup(store, proxy)
  expect(await redis.connected(2_000)).toBe(true)
  return { store, proxy, lines }
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
  expect(during.map((d) => d.ms).every((ms) => ms < TIMEOUT_MS + 200)).toBe(true)
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
  const { store, proxy } = await storeBehindProxy()
  await store.hit('h', WINDOW_MS)
  await proxy.hang()
  const first = await timed(store.hit('h', WINDOW_MS))
  expect(first.result.count).toBe(1)
  expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 10)
  expect(first.ms).toBeLessThan(TIMEOUT_MS + 300)
  const next = await timed(store.peek('h'))
  expect(next.result?.count).toBe(1)
  expect(next.ms).toBeLessThan(50)

  await proxy.start()
  await waitUntil(() => store.isShared(), 10_000, 'Redis to answer again')
  // The hit that timed out still reached Redis once the network passed it on: counted twice, never lost.
  expect((await store.peek('h'))?.count).toBe(2)
})
