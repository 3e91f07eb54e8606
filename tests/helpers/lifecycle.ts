import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { Database } from '#server/db/client'
import { createTestApp, type TestApp } from './create-test-app'
import { createTestDatabase } from './test-database'

/** `each`: a fresh one per test (beforeEach/afterEach); otherwise one for the whole describe block. */
interface Lifetime {
  each?: boolean
}

/**
 * Opens a resource in the block's set-up hook and closes it in the tear-down hook; returns a stand-in that reads
 * through to the current one, so tests write `t.app` as if it were a plain variable.
 */
export function setupResource<T extends { close(): Promise<void> }>(
  open: () => Promise<T>,
  { each = false }: Lifetime,
): T {
  let current: T | undefined
  ;(each ? beforeEach : beforeAll)(async () => {
    current = await open()
  })
  ;(each ? afterEach : afterAll)(async () => {
    await current?.close()
    current = undefined
  })
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('used outside a test: the app or database is open only while tests run')
      return current[key as keyof T]
    },
  })
}

/** createTestApp() for the enclosing block (or per test with `{ each: true }`), closed after it. */
export function setupTestApp(
  envOverrides: Parameters<typeof createTestApp>[0] = {},
  overrides: Parameters<typeof createTestApp>[1] = {},
  lifetime: Lifetime = {},
): TestApp {
  return setupResource(() => createTestApp(envOverrides, overrides), lifetime)
}

/** A fresh migrated in-memory database per test (or per block with `{ each: false }`), closed after it. */
export function setupTestDatabase(lifetime: Lifetime = { each: true }): Database {
  return setupResource(() => createTestDatabase(), lifetime)
}

/**
 * Builds the migrated database template once, inside the (longer) hook timeout, for files whose tests open their own
 * databases or apps: the first test then does not pay for the migrations.
 */
export function prepareDatabaseTemplate(): void {
  beforeAll(async () => {
    await (await createTestDatabase()).close()
  })
}

/** A clean-up step, or something to close. */
type Cleanup = (() => unknown) | { close(): unknown }

/**
 * For tests that open things themselves (apps, databases, job queues, servers): returns `onCleanup(...)`, which
 * takes clean-up steps or things to close; after each test they run, the last registered first.
 */
export function cleanupAfterEach(): (...cleanups: Cleanup[]) => void {
  const registered: Cleanup[] = []
  afterEach(async () => {
    for (const cleanup of registered.splice(0).reverse())
      await (typeof cleanup === 'function' ? cleanup() : cleanup.close())
  })
  return (...cleanups) => void registered.push(...cleanups)
}
