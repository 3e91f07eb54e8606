import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { buildApp } from '#server/app'
import { isDatabaseUnavailable } from '#server/db/client'
import { loadEnv } from '#server/env'
import { createMemoryMailer } from '../helpers/create-test-app'
import { cleanupAfterEach } from '../helpers/lifecycle'
import { startServerProcess, waitUntil, type ServerProcess } from '../helpers/server-process'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy'
import { createPostgresTestDatabaseUrl, POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

const kitchen = { projectType: 'kitchen_renovation', sizeSqm: 12, region: 'north', description: 'New kitchen' }

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a terminated backend (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['too many connections (53300)', Object.assign(new Error('too many clients'), { code: '53300' })],
    [
      'a driver error wrapped by Drizzle',
      new Error('Failed query: insert into …', { cause: new Error('Connection terminated unexpectedly') }),
    ],
  ])('is true for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true)
  })

  test.each([
    ['a unique violation (23505)', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error (42601)', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'nope'],
  ])('is false for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false)
  })
})

if (!process.env.TEST_DATABASE_URL) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)

describe.skipIf(!process.env.TEST_DATABASE_URL)('the app on PostgreSQL survives the database going away', () => {
  const onCleanup = cleanupAfterEach()

  async function throwawayDatabase() {
    const created = (await createPostgresTestDatabaseUrl())!
    onCleanup(() => created.drop())
    return created.url
  }

  test('while the database is unreachable, writes and health answer 503 problem+json with Retry-After; then recover', async () => {
    const url = new URL(await throwawayDatabase())
    const proxy: TcpProxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    onCleanup(() => proxy.close())
    url.host = `127.0.0.1:${proxy.port}`
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/renovation-test-resilience',
      DATABASE_URL: url.toString(),
      JOBS_ENABLED: 'false',
      RATE_LIMITS: 'off',
    })
    const app = await buildApp(env, { mailer: createMemoryMailer() })
    onCleanup(() => app.close())
    expect((await app.inject({ method: 'POST', url: '/api/estimates', payload: kitchen })).statusCode).toBe(201)

    await proxy.stop()
    const write = await app.inject({ method: 'POST', url: '/api/estimates', payload: kitchen })
    expect(write.statusCode).toBe(503)
    expect(write.headers['content-type']).toContain('application/problem+json')
    expect(write.headers['retry-after']).toBe('5')
    expect(write.json()).toMatchObject({ code: 'service_unavailable', status: 503 })
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({ code: 'service_unavailable', detail: expect.stringContaining('database') })

    await proxy.start()
    const restored = Date.now()
    await waitUntil(
      async () => (await app.inject({ method: 'POST', url: '/api/estimates', payload: kitchen })).statusCode === 201,
      2_000,
      'writes to succeed again',
    )
    expect(Date.now() - restored).toBeLessThan(2_000)
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' })
  })

  test('pg_terminate_backend on every app connection mid-load: no exit, no 500, all requests succeed again within 2 s', async () => {
    const databaseUrl = await throwawayDatabase()
    const server: ServerProcess = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: '/tmp/renovation-test-resilience-process',
      RATE_LIMITS: 'off',
    })
    onCleanup(() => server.stop())
    const dbName = new URL(databaseUrl).pathname.slice(1)

    const results: { startedAt: number; status: number }[] = []
    let running = true
    const worker = async () => {
      while (running) {
        const startedAt = Date.now()
        const status = await fetch(`${server.url}/api/estimates`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(kitchen),
        }).then(
          (res) => res.status,
          () => 0, // the connection itself failed: counted as a failure below
        )
        results.push({ startedAt, status })
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, worker))
    await waitUntil(async () => results.filter((r) => r.status === 201).length >= 50, 20_000, 'the load to warm up')

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    const terminated = await admin.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    )
    await admin.end()
    const cutAt = Date.now()
    expect(terminated.rows[0]!.n).toBeGreaterThan(0)

    await waitUntil(
      async () => results.filter((r) => r.startedAt > cutAt + 2_000).length >= 100,
      30_000,
      'load after the cut',
    )
    running = false
    await load

    expect(server.child.exitCode).toBeNull()
    const statuses = new Set(results.map((r) => r.status))
    expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([])
    const late = results.filter((r) => r.startedAt > cutAt + 2_000)
    expect(late.every((r) => r.status === 201)).toBe(true)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  })
})
