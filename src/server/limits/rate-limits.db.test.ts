import { randomUUID } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { describe, expect, test } from 'vitest'
import { PROBLEM_CONTENT_TYPE } from '#shared/problem'
import { buildApp } from '../app'
import type { Database } from '../db/client'
import { loadEnv } from '../env'
import { createMemoryMailer, createTestApp } from '#tests/helpers/create-test-app'
import { cleanupAfterEach, prepareDatabaseTemplate } from '#tests/helpers/lifecycle'
import { insertPricedEstimate } from '#tests/helpers/report-purchase'
import { createPostgresTestDatabase, createTestDatabase, POSTGRES_SKIP_MESSAGE } from '#tests/helpers/test-database'
import { MAIL_CAPS } from './mail-caps'
import { ROUTE_LIMITS } from './rate-limits'
import { contactMessage } from '#tests/factories/contact'

const REDIS_URL = 'redis://127.0.0.1:6379'
const BURST = 300
prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

async function start(env: Record<string, string> = {}, overrides: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp({ RATE_LIMITS: 'on', ...env }, overrides)
  onCleanup(t)
  return t
}

/** One more instance of the app on an existing database (closing it leaves the database open). */
async function instance(database: Database, env: Record<string, string> = {}, counterKeyPrefix?: string) {
  const mailer = createMemoryMailer()
  const app = await buildApp(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/renovation-test', JOBS_ENABLED: 'false', ...env }),
    { database, mailer, ...(counterKeyPrefix ? { counterKeyPrefix } : {}) },
  )
  onCleanup(app)
  return { app, mailer }
}

const post = (app: FastifyInstance, url: string, payload: object, from?: string) =>
  app.inject({ method: 'POST', url, payload, ...(from ? { headers: { 'x-forwarded-for': from } } : {}) })

/** Fires `count` requests at once; returns how many were let through (anything but 429) and one 429, if any. */
async function burst(count: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => send(i)))
  const limited = responses.filter((r) => r.statusCode === 429)
  return { allowed: count - limited.length, limited }
}

function expectRateLimitedProblem(res: LightMyRequestResponse, limit: number) {
  expect(res.statusCode).toBe(429)
  expect(res.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE)
  expect(res.json()).toMatchObject({ status: 429, code: 'rate_limited', type: '/problems/rate_limited' })
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  expect(res.headers['ratelimit-limit']).toBe(String(limit))
  expect(res.headers['ratelimit-remaining']).toBe('0')
  expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0)
}

describe('rate limits on write routes', () => {
  test(`a ${BURST}-request burst to each write route gets exactly its limit through, then 429 problem+json`, async () => {
    const { app } = await start({
      // The webhook route exists only with Stripe configured; nothing reaches Stripe in this test.
      STRIPE_SECRET_KEY: 'sk_test_rate_limits',
      STRIPE_WEBHOOK_SECRET: 'whsec_rate_limits',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    })
    for (const [route, rule] of Object.entries(ROUTE_LIMITS)) {
      const url = route.split(' ')[1]!.replace(':id', randomUUID())
      // Empty bodies: a request counts whatever its answer (400 or 404 here), so no work is needed to fill a limit.
      const { allowed, limited } = await burst(BURST, () => post(app, url, {}))
      expect({ route, allowed }).toEqual({ route, allowed: rule.max })
      expectRateLimitedProblem(limited[0]!, rule.max)
    }
    // ~4,000 requests, each with a counter write: seconds alone, longer on a busy CI machine.
  }, 120_000)

  test('a request under the limit carries RateLimit headers counting down', async () => {
    const { app } = await start()
    const first = await post(app, '/api/contact', {})
    expect(first.statusCode).toBe(400)
    expect(first.headers['ratelimit-limit']).toBe('5')
    expect(first.headers['ratelimit-remaining']).toBe('4')
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(600)
  })

  test('reads are not limited', async () => {
    const { app } = await start()
    const { allowed } = await burst(BURST, () => app.inject({ method: 'GET', url: '/api/project-types' }))
    expect(allowed).toBe(BURST)
  })

  test('a spoofed X-Forwarded-For does not reset the limit unless it comes from a trusted proxy', async () => {
    const direct = await start()
    const spoofed = await burst(20, (i) => post(direct.app, '/api/contact', {}, `203.0.113.${i}`))
    expect(spoofed.allowed).toBe(5)

    // inject() connects from 127.0.0.1: as a trusted proxy, its X-Forwarded-For names the client.
    for (const TRUST_PROXY of ['127.0.0.1', '127.0.0.0/8, 10.0.0.1', '1']) {
      const proxied = await start({ TRUST_PROXY })
      const clients = await burst(20, (i) => post(proxied.app, '/api/contact', {}, `203.0.113.${i}`))
      expect({ TRUST_PROXY, allowed: clients.allowed }).toEqual({ TRUST_PROXY, allowed: 20 })
      const oneClient = await burst(20, () => post(proxied.app, '/api/contact', {}, '198.51.100.7'))
      expect(oneClient.allowed).toBe(5)
    }
  })

  test('RATE_LIMITS=off turns the limits and the mail caps off', async () => {
    const { app, mailer } = await start({ RATE_LIMITS: 'off' })
    const res = await burst(60, (i) => post(app, '/api/contact', contactMessage(i)))
    expect(res.allowed).toBe(60)
    expect(mailer.sent).toHaveLength(60)
    expect((await post(app, '/api/contact', {})).headers['ratelimit-limit']).toBeUndefined()
  })
})

describe('mail caps', () => {
  const hourlyPerClient = MAIL_CAPS.perClient[0]!.max
  const hourlyPerRecipient = MAIL_CAPS.perRecipient[0]!.max

  test(`one client makes the app send at most ${hourlyPerClient} messages an hour, across every mail route`, async () => {
    const { app, mailer, database } = await start()
    const estimates = await Promise.all(Array.from({ length: 30 }, () => insertPricedEstimate(database)))
    await burst(BURST, (i) => post(app, '/api/contact', contactMessage(i)))
    await burst(BURST, (i) => post(app, '/api/troubleshoot-email', { userEmail: `u${i}@example.com`, message: 'Hi' }))
    await burst(BURST, (i) =>
      post(app, `/api/estimates/${estimates[i % 30]!.id}/email`, { email: `friend${i}@example.com` }),
    )
    expect(mailer.sent).toHaveLength(hourlyPerClient)
    const capped = await post(app, `/api/estimates/${estimates[0]!.id}/email`, { email: 'someone@example.com' })
    expect(capped.statusCode).toBe(429)
    expect(capped.json()).toMatchObject({ code: 'rate_limited' })
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0)
  })

  test(`one address gets at most ${hourlyPerRecipient} an hour however many clients and estimates ask`, async () => {
    const { app, mailer, database } = await start({ TRUST_PROXY: '127.0.0.1' })
    const estimates = await Promise.all(Array.from({ length: 30 }, () => insertPricedEstimate(database)))
    const { allowed } = await burst(BURST, (i) =>
      post(app, `/api/estimates/${estimates[i % 30]!.id}/email`, { email: 'Victim@Example.com ' }, `203.0.113.${i}`),
    )
    expect(allowed).toBe(hourlyPerRecipient)
    expect(mailer.sent).toHaveLength(hourlyPerRecipient)
  })

  test('+tags, letter case and Gmail dots do not make one mailbox several recipients', async () => {
    const { app, mailer, database } = await start({ TRUST_PROXY: '127.0.0.1' })
    const estimate = await insertPricedEstimate(database)
    const spellings = [
      'victim+t1@example.com',
      'Victim+t2@Example.com',
      'victim@example.com',
      'v.ictim+x@gmail.com',
      'victim@googlemail.com',
      'VICTIM@gmail.com',
    ]
    const send = (email: string, i: number) =>
      post(app, `/api/estimates/${estimate.id}/email`, { email }, `203.0.113.${i}`)
    let i = 0
    for (const email of spellings.slice(0, 3)) for (let n = 0; n < 3; n++) await send(email, i++)
    for (const email of spellings.slice(3)) for (let n = 0; n < 3; n++) await send(email, i++)
    // Two mailboxes (example.com's victim and Gmail's victim), each capped however it is spelt.
    expect(mailer.sent).toHaveLength(2 * hourlyPerRecipient)
  })

  test(`the support inbox takes at most ${MAIL_CAPS.supportInbox[0]!.max} messages an hour from all clients together`, async () => {
    const { app, mailer } = await start({ TRUST_PROXY: '127.0.0.1' })
    const inboxCap = MAIL_CAPS.supportInbox[0]!.max
    const results = []
    for (let i = 0; i < inboxCap + 10; i++) {
      const route = i % 3 === 0 ? '/api/troubleshoot-email' : '/api/contact'
      const body =
        route === '/api/contact' ? contactMessage(i) : { userEmail: `u${i}@example.com`, message: 'Hi there' }
      results.push(await post(app, route, body, `198.51.100.${i}`))
    }
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(inboxCap)
    expect(mailer.sent.filter((m) => m.to === 'support@renovation-estimator.local')).toHaveLength(inboxCap)
    const refused = results.at(-1)!
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/try again/i) })
  })
})

/** Two instances of the app: a limit of N lets N through in total, not N per instance. */
async function expectSharedLimit(a: { app: FastifyInstance }, b: { app: FastifyInstance }) {
  const { allowed } = await burst(40, (i) => post(i % 2 ? a.app : b.app, '/api/contact', {}))
  expect(allowed).toBe(ROUTE_LIMITS['POST /api/contact']!.max)
}

async function expectSharedMailCap(database: Database, env: Record<string, string>, prefix?: string) {
  const a = await instance(database, { ...env, TRUST_PROXY: '127.0.0.1' }, prefix)
  const b = await instance(database, { ...env, TRUST_PROXY: '127.0.0.1' }, prefix)
  const estimate = await insertPricedEstimate(database)
  const victim = `victim-${randomUUID()}@example.com`
  await burst(40, (i) =>
    post(i % 2 ? a.app : b.app, `/api/estimates/${estimate.id}/email`, { email: victim }, `203.0.113.${i}`),
  )
  expect(a.mailer.sent.length + b.mailer.sent.length).toBe(MAIL_CAPS.perRecipient[0]!.max)
}

describe('limits shared by several instances', () => {
  test('two instances on one embedded database share each limit and mail cap', async () => {
    const database = await createTestDatabase()
    onCleanup(database)
    await expectSharedLimit(await instance(database), await instance(database))
    await expectSharedMailCap(database, {})
  })

  const postgres = process.env.TEST_DATABASE_URL ? test : test.skip
  // Visible in every run, so a skipped test is never mistaken for a passing one.
  if (!process.env.TEST_DATABASE_URL) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)
  postgres('two instances on one PostgreSQL database share each limit and mail cap', async () => {
    const database = (await createPostgresTestDatabase())!
    onCleanup(database)
    await expectSharedLimit(await instance(database), await instance(database))
    await expectSharedMailCap(database, {})
  })

  test('two instances with REDIS_URL share each limit in Redis, even on separate databases', async () => {
    const prefix = `test-${randomUUID()}:`
    const [one, two] = [await createTestDatabase(), await createTestDatabase()]
    onCleanup(one, two)
    await expectSharedLimit(await instance(one, { REDIS_URL }, prefix), await instance(two, { REDIS_URL }, prefix))
    const shared = await createTestDatabase()
    onCleanup(shared)
    await expectSharedMailCap(shared, { REDIS_URL }, prefix)
  })
})
