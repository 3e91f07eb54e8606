import { randomUUID } from 'node:crypto'
import net from 'node:net'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { COUNTER_TIMEOUT_MS } from '#server/limits/fallback-counter-store'
import { ROUTE_LIMITS } from '#server/limits/rate-limits'
import { APP_ORIGIN, cookieOf, postAsPage, signUpVerified } from '../helpers/accounts'
import { grantPlan } from '../helpers/subscriptions'
import { createTestApp, type TestApp } from '../helpers/create-test-app'
import { cleanupAfterEach, prepareDatabaseTemplate } from '../helpers/lifecycle'
import { waitUntil } from '../helpers/server-process'
import { startTcpProxy } from '../helpers/tcp-proxy'
import { contactMessage } from '../factories/contact'

// Decision 007: the shared rate-limit counters (Redis here) going away must not take writes and sign-ins down with
// them. Each instance counts on its own meanwhile, /api/health says so, and counting goes back to Redis by itself.

const REDIS = { host: '127.0.0.1', port: 6379 }
const PASSWORD = 'correct horse battery'
const CONTACT_LIMIT = ROUTE_LIMITS['POST /api/contact']!.max
const kitchen = { projectType: 'kitchen_renovation', sizeSqm: 12, region: 'north', description: 'New kitchen' }

prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

/** A port nothing listens on: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function start(redisUrl: string, options: { counterKeyPrefix?: string; logs?: string[] } = {}) {
  const { logs, counterKeyPrefix = `outage-${randomUUID()}:` } = options
  const t = await createTestApp(
    { RATE_LIMITS: 'on', REDIS_URL: redisUrl, ...(logs ? { LOG_LEVEL: 'info' } : {}) },
    { counterKeyPrefix, ...(logs ? { logStream: { write: (line) => void logs.push(line) } } : {}) },
  )
  onCleanup(t)
  return t
}

/**
 * Longer than any wait the counters' fallback allows a request (COUNTER_TIMEOUT_MS.redis, at most once per retry
 * interval) plus sign-up's password hashing on a loaded machine; far shorter than a request held until Redis comes
 * back. It tells a hang from an answer, it is not a speed target (those are in `npm run bench`).
 */
const HANG_MS = 10 * COUNTER_TIMEOUT_MS.redis

/** Sends one request and checks it was answered rather than held on Redis, and not with a server error. */
async function promptly(app: FastifyInstance, request: InjectOptions): Promise<LightMyRequestResponse> {
  const started = performance.now()
  const res = await app.inject(request)
  const ms = Math.round(performance.now() - started)
  expect({ url: request.url, status: res.statusCode, answered: ms < HANG_MS }).toEqual({
    url: request.url,
    status: res.statusCode < 500 ? res.statusCode : 'not a 5xx',
    answered: true,
  })
  return res
}

const health = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  return res.json() as { status: string; degraded?: string[] }
}

/** Posts the contact form `count` times from `client`, alternating between `apps`; how many were let through. */
async function contactsAllowed(apps: FastifyInstance[], client: string, count = 4 * CONTACT_LIMIT) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      apps[i % apps.length]!.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactMessage(i),
        remoteAddress: client,
      }),
    ),
  )
  expect(answers.filter((a) => a.statusCode >= 500)).toEqual([])
  return answers.filter((a) => a.statusCode !== 429).length
}

async function businessKey(t: TestApp): Promise<string> {
  const cookie = await signUpVerified(t, 'owner@example.com', PASSWORD)
  await grantPlan(t, 'owner@example.com', 'business', new Date(Date.now() + 30 * 86_400_000))
  const created = await postAsPage(t.app, '/api/api-keys', { name: 'Outage' }, cookie)
  expect(created.statusCode, created.body).toBe(201)
  return (created.json() as { key: string }).key
}

describe('the shared counters (Redis) go away', () => {
  test('with REDIS_URL on a closed port, writes, sign-up, sign-in, the session and /api/v1 answer without waiting on Redis', async () => {
    const logs: string[] = []
    const t = await start(`redis://127.0.0.1:${await closedPort()}`, { logs })
    const { app } = t

    expect((await promptly(app, { method: 'POST', url: '/api/estimates', payload: kitchen })).statusCode).toBe(201)
    expect((await promptly(app, { method: 'POST', url: '/api/contact', payload: contactMessage(0) })).statusCode).toBe(
      201,
    )
    const signUp = await promptly(app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: APP_ORIGIN },
      payload: { email: 'ann@example.com', password: PASSWORD, name: 'Ann' },
    })
    expect(signUp.statusCode).toBe(200)
    await signUpVerified(t, 'bo@example.com', PASSWORD)
    const signIn = await promptly(app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: APP_ORIGIN },
      payload: { email: 'bo@example.com', password: PASSWORD },
    })
    expect(signIn.statusCode).toBe(200)
    const session = await promptly(app, {
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieOf(signIn) },
    })
    expect(session.json().user.email).toBe('bo@example.com')

    const key = await businessKey(t)
    const good = await promptly(app, {
      method: 'GET',
      url: '/api/v1/regions',
      headers: { authorization: `Bearer ${key}` },
    })
    expect(good.statusCode).toBe(200)
    const wrong = await promptly(app, {
      method: 'GET',
      url: '/api/v1/regions',
      headers: { authorization: `Bearer rce_test_${'B'.repeat(32)}` },
    })
    expect(wrong.statusCode).toBe(401)

    expect(await health(app)).toEqual({ status: 'ok', degraded: ['counters'] })
    // The limits still hold, in this process: the contact form's first message above was this client's first.
    expect(await contactsAllowed([app], '127.0.0.1')).toBe(CONTACT_LIMIT - 1)
    // One warning for the outage, not one per request.
    expect(logs.filter((line) => line.includes('counters are not answering'))).toHaveLength(1)
  })

  test('cut and restored behind a proxy: each instance counts alone meanwhile, then both share Redis again', async () => {
    const proxy = await startTcpProxy(REDIS)
    onCleanup(proxy)
    const counterKeyPrefix = `outage-${randomUUID()}:`
    const logs: string[] = []
    const a = await start(`redis://127.0.0.1:${proxy.port}`, { counterKeyPrefix, logs })
    const b = await start(`redis://127.0.0.1:${proxy.port}`, { counterKeyPrefix })
    const apps = [a.app, b.app]

    expect(await contactsAllowed(apps, '203.0.113.1')).toBe(CONTACT_LIMIT)
    expect(await health(a.app)).toEqual({ status: 'ok' })

    await proxy.stop()
    await promptly(a.app, { method: 'POST', url: '/api/estimates', payload: kitchen })
    expect(await contactsAllowed(apps, '203.0.113.2')).toBe(2 * CONTACT_LIMIT)
    expect(await health(a.app)).toEqual({ status: 'ok', degraded: ['counters'] })

    await proxy.start()
    await waitUntil(
      async () => (await health(a.app)).degraded === undefined && (await health(b.app)).degraded === undefined,
      15_000,
      'both instances to count in Redis again',
    )
    expect(await contactsAllowed(apps, '203.0.113.3')).toBe(CONTACT_LIMIT)
    expect(logs.filter((line) => line.includes('counters answer again'))).toHaveLength(1)
  }, 30_000)

  test('a Redis that stops answering (packets dropped) costs a request at most a moment, not a hang', async () => {
    const proxy = await startTcpProxy(REDIS)
    onCleanup(proxy)
    const t = await start(`redis://127.0.0.1:${proxy.port}`)
    expect(await contactsAllowed([t.app], '203.0.113.1')).toBe(CONTACT_LIMIT)

    await proxy.hang()
    const answers = []
    for (let i = 0; i < 10; i++)
      answers.push((await promptly(t.app, { method: 'POST', url: '/api/estimates', payload: kitchen })).statusCode)
    expect(answers).toEqual(Array.from({ length: 10 }, () => 201))
    expect(await health(t.app)).toEqual({ status: 'ok', degraded: ['counters'] })

    await proxy.start()
    await waitUntil(async () => (await health(t.app)).degraded === undefined, 15_000, 'counting in Redis again')
    // Back on the shared count: this client's earlier messages, counted in Redis before the hang, still count.
    expect(await contactsAllowed([t.app], '203.0.113.1')).toBe(0)
  }, 30_000)
})
