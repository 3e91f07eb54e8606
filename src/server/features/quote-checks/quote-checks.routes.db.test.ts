import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { buildEstimateInput } from '#tests/factories/estimate'
import { postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { kitchenQuoteText } from '#tests/fixtures/kitchen-quote'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { grantPlan } from '#tests/helpers/subscriptions'
import { quoteChecks } from '#server/db/schema/index'

const QUOTE_TEXT = kitchenQuoteText('Harrow Bathrooms Ltd')

describe('/api/quote-checks', () => {
  const t = setupTestApp({}, {}, { each: true })

  const makeEstimate = async (cookie?: string) => {
    const res = await postAsPage(t.app, '/api/estimates', buildEstimateInput(), cookie)
    expect(res.statusCode, res.body).toBe(201)
    return res.json().estimate.id as string
  }

  test('checks pasted text against the estimate: lines mapped with reasons, the deposit flagged, a verdict', async () => {
    const estimateId = await makeEstimate()
    const res = await postAsPage(t.app, '/api/quote-checks', { estimateId, text: QUOTE_TEXT })
    expect(res.statusCode, res.body).toBe(200)
    const { check, savedId } = res.json()
    expect(savedId).toBeNull()
    expect(check.reference).toMatchObject({ source: 'estimate', estimateId, vatRatePercent: 20 })
    expect(check.quote).toMatchObject({ netPence: 1_100_000, vatPence: 220_000, totalPence: 1_320_000, itemised: true })
    expect(check.lines).toHaveLength(4)
    expect(check.lines[1].matches[0]).toMatchObject({ trade: 'Kitchen fitting' })
    expect(check.lines[1].matches[0].reason).toMatch(/kitchen units/)
    expect(check.findings.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(['deposit-large', 'payment-ahead']),
    )
    expect(check.verdict.questions.length).toBeGreaterThan(0)
  })

  test('a new estimate from the job when there is none; bad bodies name their fields', async () => {
    const res = await postAsPage(t.app, '/api/quote-checks', {
      job: { projectType: 'bathroom', sizeSqm: 5, region: 'london' },
      lines: [{ description: 'Bathroom refit', amountPence: 900_000, kind: 'item' }],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().check.reference).toMatchObject({ source: 'new', estimateId: null })
    expect(res.json().check.quote.itemised).toBe(false)

    const bad = await postAsPage(t.app, '/api/quote-checks', { text: 'x', lines: [], job: { sizeSqm: 0 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
    const fields = bad.json().errors.map((e: { path: string }) => e.path)
    expect(fields).toEqual(expect.arrayContaining(['job.projectType', 'job.sizeSqm', 'lines']))

    const unknown = await postAsPage(t.app, '/api/quote-checks', {
      estimateId: '00000000-0000-4000-8000-000000000000',
      text: QUOTE_TEXT,
    })
    expect(unknown.statusCode).toBe(404)
  })

  test('keeping a check: signed in, the estimate saved, within the Free plan’s one a month', async () => {
    const anonymous = await makeEstimate()
    const signedOut = await postAsPage(t.app, '/api/quote-checks', {
      estimateId: anonymous,
      text: QUOTE_TEXT,
      save: true,
    })
    expect(signedOut.statusCode).toBe(401)

    const cookie = await signUpVerified(t, 'sam@example.com')
    const estimateId = await makeEstimate(cookie)
    const kept = await postAsPage(t.app, '/api/quote-checks', { estimateId, text: QUOTE_TEXT, save: true }, cookie)
    expect(kept.statusCode, kept.body).toBe(200)
    const savedId = kept.json().savedId as string
    const [row] = await t.database.db.select().from(quoteChecks).where(eq(quoteChecks.id, savedId))
    expect(row).toMatchObject({ estimateId, builderName: 'Harrow Bathrooms Ltd' })
    expect((row!.quote as { lines: unknown[] }).lines).toHaveLength(4)

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/quote-checks?estimateId=${estimateId}`,
      headers: { cookie },
    })
    expect(listed.json().checks).toEqual([expect.objectContaining({ id: savedId, netPence: 1_100_000 })])

    const second = await postAsPage(t.app, '/api/quote-checks', { estimateId, text: QUOTE_TEXT, save: true }, cookie)
    expect(second.statusCode).toBe(403)
    expect(second.json()).toMatchObject({
      code: 'plan_limit',
      limit: { name: 'savedQuoteChecksPerMonth', allowed: 1, upgradeTo: 'pro' },
    })

    await grantPlan(t, 'sam@example.com', 'pro', new Date(Date.now() + 30 * 86_400_000))
    const pro = await postAsPage(t.app, '/api/quote-checks', { estimateId, text: QUOTE_TEXT, save: true }, cookie)
    expect(pro.statusCode, pro.body).toBe(200)

    // Another account's estimate is not found, and an anonymous one can't be kept.
    const other = await signUpVerified(t, 'kim@example.com')
    expect((await postAsPage(t.app, '/api/quote-checks', { estimateId, text: QUOTE_TEXT }, other)).statusCode).toBe(404)
    expect(
      (await postAsPage(t.app, '/api/quote-checks', { estimateId: anonymous, text: QUOTE_TEXT, save: true }, other))
        .statusCode,
    ).toBe(409)
  })

  test('the Business API checks a quote, documented in the OpenAPI document', async () => {
    const cookie = await signUpVerified(t, 'biz@example.com')
    await grantPlan(t, 'biz@example.com', 'business', new Date(Date.now() + 30 * 86_400_000))
    const key = (await postAsPage(t.app, '/api/api-keys', { name: 'Checks' }, cookie)).json().key as string
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quote-checks',
      headers: { authorization: `Bearer ${key}` },
      payload: { job: { projectType: 'kitchen', sizeSqm: 12, region: 'southwest' }, text: QUOTE_TEXT },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().check.findings.map((f: { id: string }) => f.id)).toContain('deposit-large')
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
    expect(doc.paths['/api/v1/quote-checks'].post.tags).toEqual(['Quote checks'])
  })
})
