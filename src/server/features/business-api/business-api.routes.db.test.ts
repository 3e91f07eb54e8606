import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { apiKeys, apiUsageDays, apiUsageMonths, rateLimitCounters, subscriptions, users } from '#server/db/schema/index'
import { API_AUTH_FAILURES } from '#server/features/business-api/business-api.service'
import { EXAMPLE_ESTIMATE } from '#server/features/business-api/v1-docs'
import { londonMonthKey } from '#shared/london-month'
import { API_KEY_PATTERN } from '#shared/schemas/business-api'
import { APP_ORIGIN, postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { renderStubPdf } from '#tests/helpers/report-purchase'
import { describeOnEachDatabase } from '#tests/helpers/test-database'

// The Business API (decision 017): keys, the atomic monthly meter and the /api/v1 routes, on both databases, since the
// meter's guarantee is the database's (one upsert that never passes the limit, however many calls race).

const DAY_MS = 86_400_000

describeOnEachDatabase('Business API', (open) => {
  let t: TestApp
  let clock: Date
  const logLines: string[] = []
  beforeEach(async () => {
    clock = new Date('2026-11-20T10:00:00Z')
    logLines.length = 0
    t = await createTestApp(
      { LOG_LEVEL: 'debug' },
      {
        database: await open(),
        now: () => clock,
        logStream: { write: (line) => void logLines.push(line) },
        renderReportPdf: renderStubPdf,
      },
    )
  })
  afterEach(async () => {
    await t.close()
  })

  const userId = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id
  const subscribe = async (email: string, tier: 'pro' | 'business') =>
    t.database.db.insert(subscriptions).values({
      userId: await userId(email),
      tier,
      status: 'active',
      currentPeriodEnd: new Date(clock.getTime() + 30 * DAY_MS),
    })
  const businessOwner = async (email = 'owner@example.com') => {
    const cookie = await signUpVerified(t, email)
    await subscribe(email, 'business')
    return cookie
  }
  const createKey = async (cookie: string, body: Record<string, unknown> = { name: 'Portfolio tool' }) => {
    const res = await postAsPage(t.app, '/api/api-keys', body, cookie)
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: string; key: string; prefix: string }
  }
  const call = (key: string | undefined, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
    })
  const expectProblem = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(res.json()).toMatchObject({ status, code })
  }

  test('a key is shown once, stored only as its SHA-256 with a visible prefix, and never logged', async () => {
    const cookie = await businessOwner()
    const created = await createKey(cookie, { name: 'Portfolio tool', expiresInDays: 90 })
    expect(created.key).toMatch(API_KEY_PATTERN)
    expect(created.key.startsWith('rce_test_')).toBe(true) // no Stripe keys: a TEST MODE deployment
    expect(created.key.startsWith(created.prefix)).toBe(true)

    const rows = await t.database.db.select().from(apiKeys)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(created.prefix.length))

    const listed = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie } })
    expect(listed.json().keys).toEqual([
      expect.objectContaining({ id: created.id, prefix: created.prefix, status: 'active', name: 'Portfolio tool' }),
    ])
    expect(listed.body).not.toContain(created.key)

    expect((await call(created.key, '/api/v1/regions')).statusCode).toBe(200)
    expect((await call(`${created.key}x`, '/api/v1/regions')).statusCode).toBe(401)
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.join('\n')).not.toContain(created.key.slice(created.prefix.length))
  })

  test('50 concurrent calls starting at 980 used: exactly 20 succeed, the rest get 429 with Retry-After', async () => {
    const { key } = await createKey(await businessOwner())
    const [keyRow] = await t.database.db.select({ organizationId: apiKeys.organizationId }).from(apiKeys)
    const organizationId = keyRow!.organizationId
    await t.database.db.insert(apiUsageMonths).values({ organizationId, month: londonMonthKey(clock), calls: 980 })

    const answers = await Promise.all(Array.from({ length: 50 }, () => call(key, '/api/v1/project-types')))
    const ok = answers.filter((a) => a.statusCode === 200)
    const limited = answers.filter((a) => a.statusCode === 429)
    expect(ok).toHaveLength(20)
    expect(limited).toHaveLength(30)
    for (const res of limited) {
      expectProblem(res, 429, 'rate_limited')
      // Midnight on 1 December London time is 10 days and 14 hours after the fixed clock.
      expect(Number(res.headers['retry-after'])).toBe(10 * 86_400 + 14 * 3_600)
      expect(res.headers['ratelimit-remaining']).toBe('0')
    }
    const remaining = ok.map((a) => Number(a.headers['ratelimit-remaining'])).sort((a, b) => a - b)
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => i))
    const [month] = await t.database.db
      .select()
      .from(apiUsageMonths)
      .where(eq(apiUsageMonths.organizationId, organizationId))
    expect(month!.calls).toBe(1000)
    const [day] = await t.database.db.select().from(apiUsageDays).where(eq(apiUsageDays.organizationId, organizationId))
    expect(day).toMatchObject({ day: '2026-11-20', calls: 20 })
  })

  test('every call answers RateLimit headers; estimates and projects act as the organisation’s owner', async () => {
    const cookie = await businessOwner()
    const { key } = await createKey(cookie)
    const types = await call(key, '/api/v1/project-types')
    expect(types.statusCode).toBe(200)
    expect(types.headers).toMatchObject({ 'ratelimit-limit': '1000', 'ratelimit-remaining': '999' })
    expect(types.json().projectTypes).toContainEqual(expect.objectContaining({ value: 'kitchen_renovation' }))

    const created = await call(key, '/api/v1/estimates', 'POST', EXAMPLE_ESTIMATE)
    expect(created.statusCode, created.body).toBe(201)
    const estimate = created.json().estimate as { id: string; isSaved: boolean }
    expect(estimate.isSaved).toBe(true)
    const read = await call(key, `/api/v1/estimates/${estimate.id}`)
    expect(read.statusCode).toBe(200)
    expect(read.headers['ratelimit-remaining']).toBe('997')

    // The web sees the same estimate in the owner's account.
    const mine = await t.app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}`, headers: { cookie } })
    expect(mine.statusCode).toBe(200)

    const project = await postAsPage(t.app, '/api/projects', { name: 'Terrace portfolio' }, cookie)
    const projects = await call(key, '/api/v1/projects')
    expect(projects.json().projects).toEqual([expect.objectContaining({ id: project.json().project.id })])

    const usage = await t.app.inject({ method: 'GET', url: '/api/api-usage', headers: { cookie } })
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })
    expect(dashboard.json()).toMatchObject({ usage: { apiCallsUsed: 4 }, limits: { apiCallsPerMonth: 1000 } })
    expect(usage.json()).toMatchObject({
      used: 4,
      limit: 1000,
      remaining: 996,
      days: [{ day: '2026-11-20', calls: 4 }],
    })
  })

  test('Business includes reports: one per estimate, downloaded as PDF; another organisation’s is not found', async () => {
    const { key } = await createKey(await businessOwner())
    const estimate = (await call(key, '/api/v1/estimates', 'POST', EXAMPLE_ESTIMATE)).json().estimate as {
      id: string
    }
    const issued = await call(key, '/api/v1/reports', 'POST', { estimateId: estimate.id })
    expect(issued.statusCode, issued.body).toBe(200)
    const { reportId } = issued.json() as { reportId: string }
    expect(reportId).toMatch(/^QSR-/)
    expect((await call(key, '/api/v1/reports', 'POST', { estimateId: estimate.id })).json()).toEqual({ reportId })

    const pdf = await call(key, `/api/v1/reports/${reportId}/pdf`)
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const other = await createKey(await businessOwner('other@example.com'))
    expectProblem(await call(other.key, `/api/v1/reports/${reportId}/pdf`), 404, 'not_found')
    expectProblem(await call(other.key, '/api/v1/reports', 'POST', { estimateId: estimate.id }), 404, 'not_found')
  })

  test('bad bodies get field errors; another account’s estimate is not found', async () => {
    const { key } = await createKey(await businessOwner())
    const bad = await call(key, '/api/v1/estimates', 'POST', { ...EXAMPLE_ESTIMATE, sizeSqm: 0 })
    expectProblem(bad, 400, 'validation_failed')
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ path: 'sizeSqm' }))

    const stranger = await signUpVerified(t, 'stranger@example.com')
    const theirs = await postAsPage(t.app, '/api/estimates', EXAMPLE_ESTIMATE, stranger)
    expectProblem(await call(key, `/api/v1/estimates/${theirs.json().estimate.id}`), 404, 'not_found')
  })

  test('missing, unknown, revoked and expired keys get 401; a key of an account no longer on Business gets 403', async () => {
    const cookie = await businessOwner()
    const revoked = await createKey(cookie)
    const expiring = await createKey(cookie, { name: 'Short-lived', expiresInDays: 1 })

    expectProblem(await call(undefined, '/api/v1/regions'), 401, 'unauthorized')
    expectProblem(await call('rce_test_' + 'A'.repeat(32), '/api/v1/regions'), 401, 'unauthorized')

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${revoked.id}`,
      headers: { cookie, origin: APP_ORIGIN },
    })
    expect(del.statusCode).toBe(204)
    const afterRevoke = await call(revoked.key, '/api/v1/regions')
    expectProblem(afterRevoke, 401, 'unauthorized')
    expect(afterRevoke.json().detail).toMatch(/revoked/)

    expect((await call(expiring.key, '/api/v1/regions')).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 2 * DAY_MS)
    const afterExpiry = await call(expiring.key, '/api/v1/regions')
    expectProblem(afterExpiry, 401, 'unauthorized')
    expect(afterExpiry.json().detail).toMatch(/expired/)

    const fresh = await createKey(cookie)
    await t.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(and(eq(subscriptions.userId, await userId('owner@example.com')), eq(subscriptions.tier, 'business')))
    const downgraded = await call(fresh.key, '/api/v1/regions')
    expectProblem(downgraded, 403, 'forbidden')
    expect(downgraded.json().detail).toMatch(/Business plan/)
  })

  test('a client that sends 20 missing or wrong keys in 15 minutes gets 429 until the window ends, even with a good key', async () => {
    await t.close()
    t = await createTestApp(
      { RATE_LIMITS: 'on' },
      { database: await open(), now: () => clock, renderReportPdf: renderStubPdf },
    )
    const good = await createKey(await businessOwner())
    const from = (remoteAddress: string, key: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/regions',
        remoteAddress,
        headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
      })

    expect((await from('203.0.113.7', good.key)).statusCode).toBe(200)
    for (let i = 0; i < API_AUTH_FAILURES.max; i++)
      expectProblem(await from('203.0.113.7', i % 2 ? undefined : `rce_test_${'B'.repeat(32)}`), 401, 'unauthorized')
    const refused = await from('203.0.113.7', good.key)
    expectProblem(refused, 429, 'rate_limited')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect((await from('198.51.100.9', good.key)).statusCode).toBe(200)

    // The window ends (its counter expires): the client's good key works again.
    await t.database.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitCounters.key} like '%api-auth-failures%'`)
    expect((await from('203.0.113.7', good.key)).statusCode).toBe(200)
  })

  test('only a signed-in Business account makes keys; keys are the organisation’s own', async () => {
    expectProblem(await postAsPage(t.app, '/api/api-keys', { name: 'x' }), 401, 'unauthorized')
    const free = await signUpVerified(t, 'free@example.com')
    expectProblem(await postAsPage(t.app, '/api/api-keys', { name: 'x' }, free), 403, 'forbidden')
    const pro = await signUpVerified(t, 'pro@example.com')
    await subscribe('pro@example.com', 'pro')
    expectProblem(await postAsPage(t.app, '/api/api-keys', { name: 'x' }, pro), 403, 'forbidden')

    const owner = await businessOwner()
    const bad = await postAsPage(t.app, '/api/api-keys', { name: ' ', expiresInDays: 5000 }, owner)
    expectProblem(bad, 400, 'validation_failed')
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['expiresInDays', 'name'])

    const key = await createKey(owner)
    const other = await businessOwner('other@example.com')
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${key.id}`,
      headers: { cookie: other, origin: APP_ORIGIN },
    })
    expectProblem(del, 404, 'not_found')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: other } })).json().keys,
    ).toEqual([])
  })
})
