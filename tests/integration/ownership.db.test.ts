import type { InjectOptions } from 'fastify'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { estimates, subscriptions, users } from '#server/db/schema/index'
import { eq, inArray } from 'drizzle-orm'
import { buildEstimateInput } from '../factories/estimate'
import { APP_ORIGIN, postAsPage, signUpVerified } from '../helpers/accounts'
import { createBrowser } from '../helpers/browser'
import { createTestApp, type TestApp } from '../helpers/create-test-app'
import { mintReportAccessToken } from '#server/features/reports/report-links'
import { buyReport, renderStubPdf } from '../helpers/report-purchase'
import { describeOnEachDatabase } from '../helpers/test-database'

// Estimates, projects and reports belong to their owner (docs/decisions/015): on both databases, since the plan
// limits lock rows and count in SQL.

const LINK_SECRET = 'ownership-test-link-signing-secret-0123456789'

const as = (cookie: string | undefined, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
})

describeOnEachDatabase('ownership and plan limits', (open) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp(
      { LINK_SIGNING_SECRET: LINK_SECRET },
      { database: await open(), renderReportPdf: renderStubPdf },
    )
  })
  afterEach(async () => {
    await t.close()
  })

  const estimateAs = async (cookie: string | undefined, extra: Record<string, unknown> = {}) => {
    const res = await postAsPage(t.app, '/api/estimates', { ...buildEstimateInput(), ...extra }, cookie)
    expect(res.statusCode, res.body).toBe(201)
    return res.json().estimate as { id: string; isSaved: boolean; projectId: string | null; notSaved?: unknown }
  }
  const projectAs = async (cookie: string, name = 'Loft conversion') => {
    const res = await postAsPage(t.app, '/api/projects', { name, totalBudget: 45000 }, cookie)
    expect(res.statusCode, res.body).toBe(201)
    return res.json().project as { id: string }
  }

  test('every estimate, project and report route answers 404 for another account’s ids', async () => {
    const owner = await signUpVerified(t, 'owner@example.com')
    const other = await signUpVerified(t, 'other@example.com')
    // The owner's report: bought while the estimate was anonymous, then the estimate saved to the account from
    // the browser that made it and paid.
    const browser = createBrowser(t.app)
    const anonymous = (await browser.post('/api/estimates', buildEstimateInput())).json().estimate
    const { reportId } = await buyReport(browser, anonymous.id)
    browser.addCookies(owner)
    expect((await browser.post(`/api/estimates/${anonymous.id}/claim`)).statusCode).toBe(200)
    const project = await projectAs(owner)
    const id = anonymous.id

    const attempts: InjectOptions[] = [
      { method: 'GET', url: `/api/estimates/${id}` },
      { method: 'POST', url: `/api/estimates/${id}/email`, payload: { email: 'x@example.com' } },
      { method: 'POST', url: `/api/estimates/${id}/claim`, payload: {} },
      { method: 'PATCH', url: `/api/estimates/${id}`, payload: { projectId: null } },
      { method: 'POST', url: '/api/create-payment-intent', payload: { amount: 6.99, estimateId: id } },
      {
        method: 'POST',
        url: '/api/verify-payment-and-generate-report',
        payload: { paymentIntentId: 'pi_test_123456789', estimateId: id },
      },
      {
        method: 'POST',
        url: '/api/estimates/purchase-qs-report',
        payload: { paymentIntentId: 'pi_test_123456789', estimateId: id },
      },
      { method: 'GET', url: `/api/reports/${reportId}/view` },
      { method: 'HEAD', url: `/api/reports/${reportId}/view` },
      { method: 'GET', url: `/api/reports/${reportId}/pdf?download=true` },
      { method: 'GET', url: `/api/projects/${project.id}` },
      { method: 'PATCH', url: `/api/projects/${project.id}`, payload: { status: 'completed' } },
      { method: 'DELETE', url: `/api/projects/${project.id}` },
      // Filing one's own estimate under someone else's project.
      { method: 'POST', url: '/api/estimates', payload: { ...buildEstimateInput(), projectId: project.id } },
    ]
    for (const attempt of attempts) {
      for (const [who, cookie] of [
        ['another account', other],
        ['a signed-out visitor', undefined],
      ] as const) {
        const res = await t.app.inject(as(cookie, attempt))
        const label = `${attempt.method} ${attempt.url} as ${who}`
        const expected = cookie === undefined && !String(attempt.url).startsWith('/api/reports') ? [401, 404] : [404]
        expect(expected, `${label}: ${res.statusCode} ${res.body}`).toContain(res.statusCode)
        if (attempt.method !== 'HEAD') expect(res.headers['content-type'], label).toContain('application/problem+json')
      }
    }
    // The other account's lists hold nothing of the owner's.
    const lists = await Promise.all(
      ['/api/projects', '/api/reports', '/api/dashboard'].map((url) =>
        t.app.inject({ method: 'GET', url, headers: { cookie: other } }).then((r) => r.json()),
      ),
    )
    expect(lists[0].projects).toEqual([])
    expect(lists[1]).toMatchObject({ reports: [], total: 0 })
    expect(lists[2]).toMatchObject({ isDemo: false, projects: [], estimates: [], totals: { estimates: 0 } })

    // The owner still reads all of it, and the report through its signed link when signed out.
    for (const url of [`/api/estimates/${id}`, `/api/reports/${reportId}/view`, `/api/projects/${project.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: owner } })).statusCode, url).toBe(200)
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reports', headers: { cookie: owner } })).json(),
    ).toMatchObject({ reports: [{ reportId }], total: 1 })
  })

  test('a saved estimate’s report: its emailed link opens it signed out; the buyer’s verified email finds it', async () => {
    const browser = createBrowser(t.app)
    const anonymous = (
      await browser.post('/api/estimates', { ...buildEstimateInput(), email: 'buyer@example.com' })
    ).json().estimate
    const { reportId } = await buyReport(browser, anonymous.id)
    browser.addCookies(await signUpVerified(t, 'keeper@example.com'))
    expect((await browser.post(`/api/estimates/${anonymous.id}/claim`)).statusCode).toBe(200)

    const view = (query = '') => t.app.inject({ method: 'GET', url: `/api/reports/${reportId}/view${query}` })
    expect((await view()).statusCode).toBe(404)
    const token = mintReportAccessToken(LINK_SECRET, reportId, new Date(Date.now() + 3_600_000))
    expect((await view(`?token=${encodeURIComponent(token)}`)).statusCode).toBe(200)
    const expired = mintReportAccessToken(LINK_SECRET, reportId, new Date(Date.now() - 1000))
    expect((await view(`?token=${encodeURIComponent(expired)}`)).statusCode).toBe(404)

    // The buyer (by verified email) has it in their library and may open it, though the estimate is not theirs.
    const buyer = await signUpVerified(t, 'buyer@example.com')
    const library = await t.app.inject({ method: 'GET', url: '/api/reports', headers: { cookie: buyer } })
    expect(library.json()).toMatchObject({ reports: [{ reportId, estimateId: anonymous.id }], total: 1, allowed: 1 })
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${reportId}/pdf`,
      headers: { cookie: buyer },
    })
    expect(opened.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/estimates/${anonymous.id}`, headers: { cookie: buyer } }))
        .statusCode,
    ).toBe(404)
  })

  test('signed out, estimates work as before and stay readable by their id', async () => {
    const made = await estimateAs(undefined)
    expect(made).toMatchObject({ isSaved: false, projectId: null })
    expect(made.notSaved).toBeUndefined()
    const other = await signUpVerified(t, 'reader@example.com')
    expect((await t.app.inject({ method: 'GET', url: `/api/estimates/${made.id}` })).statusCode).toBe(200)
    const read = await t.app.inject({ method: 'GET', url: `/api/estimates/${made.id}`, headers: { cookie: other } })
    expect(read.json().estimate).toMatchObject({ isSaved: false })
  })

  test('free plan: the first estimate a month is saved, the second is made but not saved, a claim is refused', async () => {
    const cookie = await signUpVerified(t, 'free@example.com')
    const browser = createBrowser(t.app)
    browser.addCookies(cookie)
    const first = await estimateAs(cookie)
    expect(first).toMatchObject({ isSaved: true })
    const second = (await browser.post('/api/estimates', buildEstimateInput())).json().estimate
    expect(second).toMatchObject({
      isSaved: false,
      notSaved: { limit: { name: 'savedEstimatesPerMonth', allowed: 1, plan: 'free', upgradeTo: 'pro' } },
    })
    // Not saved: it is an anonymous estimate anyone with the link may read, kept 30 days.
    expect((await t.app.inject({ method: 'GET', url: `/api/estimates/${second.id}` })).statusCode).toBe(200)

    // From the browser that made it (the proof of it), the claim meets the plan's limit.
    const claim = await browser.post(`/api/estimates/${second.id}/claim`)
    expect(claim.statusCode).toBe(403)
    expect(claim.headers['content-type']).toContain('application/problem+json')
    expect(claim.json()).toMatchObject({
      code: 'plan_limit',
      detail: expect.stringMatching(/Free plan.*1 estimate a month.*Upgrade to Pro/),
      limit: { name: 'savedEstimatesPerMonth', allowed: 1, plan: 'free', upgradeTo: 'pro', upgradeUrl: '/#pricing' },
    })
    // Claiming one's own saved estimate again is a no-op success.
    expect((await postAsPage(t.app, `/api/estimates/${first.id}/claim`, {}, cookie)).statusCode).toBe(200)
  })

  test('free plan: one project; a Pro subscription lifts both limits (the plan lookup reads it)', async () => {
    const cookie = await signUpVerified(t, 'plans@example.com')
    await projectAs(cookie, 'First')
    const second = await postAsPage(t.app, '/api/projects', { name: 'Second' }, cookie)
    expect(second.statusCode).toBe(403)
    expect(second.json()).toMatchObject({
      code: 'plan_limit',
      detail: 'Your Free plan includes 1 project. Upgrade to Pro for up to 10 projects.',
      limit: { name: 'projects', allowed: 1, plan: 'free', upgradeTo: 'pro' },
    })

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'plans@example.com'))
    await t.database.db.insert(subscriptions).values({
      userId: user!.id,
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    })
    expect((await postAsPage(t.app, '/api/projects', { name: 'Second' }, cookie)).statusCode).toBe(201)
    await estimateAs(cookie)
    expect(await estimateAs(cookie)).toMatchObject({ isSaved: true })
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })
    expect(dashboard.json()).toMatchObject({
      subscription: { tier: 'pro', status: 'active' },
      usage: { estimatesThisMonth: 2 },
      totals: { projects: 2, estimates: 2 },
      limits: { projects: 10, savedEstimatesPerMonth: -1 },
    })
  })

  test('two projects created at once on the free plan: exactly one is made', async () => {
    const cookie = await signUpVerified(t, 'race@example.com')
    const results = await Promise.all(
      ['A', 'B', 'C'].map((n) => postAsPage(t.app, '/api/projects', { name: n }, cookie)),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403])
  })

  test('moving an estimate between projects; deleting a project keeps its estimates', async () => {
    const cookie = await signUpVerified(t, 'mover@example.com')
    const project = await projectAs(cookie)
    const estimate = await estimateAs(cookie, { projectId: project.id })
    expect(estimate).toMatchObject({ isSaved: true, projectId: project.id })
    const detail = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: { cookie } })
    expect(detail.json()).toMatchObject({ project: { estimatesCount: 1 }, estimates: [{ id: estimate.id }] })

    const out = await t.app.inject(
      as(cookie, { method: 'PATCH', url: `/api/estimates/${estimate.id}`, payload: { projectId: null } }),
    )
    expect(out.json().estimate).toMatchObject({ projectId: null })
    const back = await t.app.inject(
      as(cookie, { method: 'PATCH', url: `/api/estimates/${estimate.id}`, payload: { projectId: project.id } }),
    )
    expect(back.json().estimate).toMatchObject({ projectId: project.id })

    const deleted = await t.app.inject(as(cookie, { method: 'DELETE', url: `/api/projects/${project.id}` }))
    expect(deleted.statusCode).toBe(204)
    const kept = await t.app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}`, headers: { cookie } })
    expect(kept.json().estimate).toMatchObject({ isSaved: true, projectId: null })
  })

  test('an estimate is stored as its input and priced again on read, and its plan is stored once it is kept', async () => {
    const storedPlan = async (id: string) =>
      (await t.database.db.select().from(estimates).where(eq(estimates.id, id)))[0]!.costBreakdown
    const browser = createBrowser(t.app)
    const made = (await browser.post('/api/estimates', buildEstimateInput())).json().estimate
    expect(await storedPlan(made.id)).toBeNull()
    // Read back by the browser that made it, priced again from the stored input: the very estimate answered.
    const read = await browser.get(`/api/estimates/${made.id}`)
    expect(read.json().estimate).toEqual(made)

    browser.addCookies(await signUpVerified(t, 'keeper@example.com'))
    expect((await browser.post(`/api/estimates/${made.id}/claim`)).statusCode).toBe(200)
    expect(await storedPlan(made.id)).toMatchObject({ totalIncVatPence: Math.round(made.totalCostIncludingVAT * 100) })

    const bought = await estimateAs(undefined)
    await buyReport(t.app, bought.id)
    expect(await storedPlan(bought.id)).not.toBeNull()
  })

  test('estimates made at the same moment are stored together, each answered only once it is stored', async () => {
    const made = await Promise.all(Array.from({ length: 40 }, (_, i) => estimateAs(undefined, { sizeSqm: 10 + i })))
    const rows = await t.database.db
      .select({ id: estimates.id, engineInput: estimates.engineInput })
      .from(estimates)
      .where(
        inArray(
          estimates.id,
          made.map((e) => e.id),
        ),
      )
    expect(rows).toHaveLength(40)
    for (const row of rows) expect(row.engineInput).toMatchObject({ sizeSqm: expect.any(Number) })
  })
})
