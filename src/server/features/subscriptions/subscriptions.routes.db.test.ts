import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { errorPaths } from '#tests/helpers/inject'
import { renderStubPdf, SUCCESS_CARD } from '#tests/helpers/report-purchase'
import {
  changeSubscription,
  createSubscription,
  DECLINED_CARD,
  requestSubscription,
  getSubscription,
  subscribe,
  testClock,
} from '#tests/helpers/subscriptions'
import { buildEstimateInput } from '#tests/factories/estimate'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

describe('subscriptions in TEST MODE (routes)', () => {
  let t: TestApp
  const clock = testClock()
  beforeEach(async () => {
    clock.set('2026-11-24T12:00:00.000Z')
    t = await createTestApp({}, { renderReportPdf: renderStubPdf, now: clock.now })
    cleanups.push(() => t.close())
  })

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })

  test('subscribes to Pro monthly with 4242: active, renewal date a month on, paid £9.99 invoice', async () => {
    const cookie = await signUpVerified(t, 'pro@example.com')
    expect((await getSubscription(t.app, cookie)).subscription).toBeNull()

    const created = await createSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'monthly' })
    expect(created).toMatchObject({ provider: 'test', tier: 'pro', amountPence: 999, currency: 'gbp' })
    expect(created.clientSecret).toMatch(/^in_test_\w+_secret_\w+$/)
    expect((await getSubscription(t.app, cookie)).subscription).toBeNull()

    const confirmed = await postAsPage(t.app, '/api/test-payments/confirm', {
      clientSecret: created.clientSecret,
      ...SUCCESS_CARD,
    })
    expect(confirmed.statusCode).toBe(200)
    expect((await getSubscription(t.app, cookie)).subscription).toEqual({
      tier: 'pro',
      status: 'active',
      billingPeriod: 'monthly',
      currentPeriodStart: '2026-11-24T12:00:00.000Z',
      currentPeriodEnd: '2026-12-24T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    })
    const dashboard = (await get(cookie, '/api/dashboard')).json()
    expect(dashboard.subscription).toEqual({
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: '2026-12-24T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      pastDue: false,
      billingPeriod: 'monthly',
    })
    expect(dashboard.limits.projects).toBe(10)

    const { invoices } = (await get(cookie, '/api/subscription/invoices')).json()
    expect(invoices).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^RCE-\d{6}$/),
        status: 'paid',
        description: 'Pro plan (monthly)',
        amountDuePence: 999,
        amountPaidPence: 999,
        paidAt: '2026-11-24T12:00:00.000Z',
        periodEnd: '2026-12-24T12:00:00.000Z',
      }),
    ])
  })

  test('a declined card answers 402 with the decline message and leaves the account on free', async () => {
    const cookie = await signUpVerified(t, 'declined@example.com')
    const created = await createSubscription(t.app, cookie, { tier: 'business', billingPeriod: 'annual' })
    expect(created.amountPence).toBe(29999)
    const res = await postAsPage(t.app, '/api/test-payments/confirm', {
      clientSecret: created.clientSecret,
      ...DECLINED_CARD,
    })
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ code: 'payment_failed', detail: 'Your card was declined.' })
    expect((await getSubscription(t.app, cookie)).subscription).toBeNull()
    expect((await get(cookie, '/api/dashboard')).json().subscription.tier).toBe('free')
  })

  test('a new checkout replaces the unpaid one: the old client secret can no longer pay', async () => {
    const cookie = await signUpVerified(t, 'switcher@example.com')
    const first = await createSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'monthly' })
    const second = await createSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'annual' })
    const stale = await postAsPage(t.app, '/api/test-payments/confirm', {
      clientSecret: first.clientSecret,
      ...SUCCESS_CARD,
    })
    expect(stale.statusCode).toBe(402)
    expect(stale.json().detail).toMatch(/replaced or has expired/)
    await postAsPage(t.app, '/api/test-payments/confirm', { clientSecret: second.clientSecret, ...SUCCESS_CARD })
    const { subscription } = await getSubscription(t.app, cookie)
    expect(subscription).toMatchObject({ billingPeriod: 'annual', currentPeriodEnd: '2027-11-24T12:00:00.000Z' })
    expect((await get(cookie, '/api/subscription/invoices')).json().invoices).toHaveLength(1)
  })

  test('a second subscription is refused while one is live (409)', async () => {
    const cookie = await signUpVerified(t, 'twice@example.com')
    await subscribe(t.app, cookie)
    const res = await requestSubscription(t.app, cookie, { tier: 'business', billingPeriod: 'monthly' })
    expect(res.statusCode).toBe(409)
    expect(res.json().detail).toMatch(/already have the Pro plan/)
  })

  test('cancels at period end, resumes before it, and ends on free after it', async () => {
    const cookie = await signUpVerified(t, 'cancel@example.com')
    await subscribe(t.app, cookie)
    const cancelled = await postAsPage(t.app, '/api/subscription/cancel', {}, cookie)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect((await get(cookie, '/api/dashboard')).json().subscription).toMatchObject({ cancelAtPeriodEnd: true })

    const resumed = await postAsPage(t.app, '/api/subscription/resume', {}, cookie)
    expect(resumed.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false })
    await postAsPage(t.app, '/api/subscription/cancel', {}, cookie)
    const portal = await postAsPage(t.app, '/api/billing-portal', {}, cookie)
    expect(portal.json()).toEqual({ url: '/account/billing' })
  })

  test('switches Pro monthly to annual halfway: credit for the unused half, a year from now', async () => {
    const cookie = await signUpVerified(t, 'annual@example.com')
    await subscribe(t.app, cookie)
    clock.set('2026-12-09T12:00:00.000Z') // 15 of December's 30 days used
    const changed = await changeSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'annual' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().subscription).toMatchObject({
      tier: 'pro',
      billingPeriod: 'annual',
      currentPeriodStart: '2026-12-09T12:00:00.000Z',
      currentPeriodEnd: '2027-12-09T12:00:00.000Z',
    })
    const [update] = (await get(cookie, '/api/subscription/invoices')).json().invoices
    expect(update).toMatchObject({ amountDuePence: 9999 - 500, amountPaidPence: 9499, status: 'paid' })
    expect(update.description).toBe('Change to Pro plan (annual): £99.99, less £5.00 unused time on Pro plan (monthly)')
    const same = await changeSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'annual' })
    expect(same.statusCode).toBe(409)
  })

  test('previews a switch with what is charged now, and the confirmed change charges exactly that', async () => {
    const cookie = await signUpVerified(t, 'preview@example.com')
    await subscribe(t.app, cookie)
    clock.set('2026-12-01T12:00:00.000Z') // 23 of the period's 30 days unused
    const previewOf = (query: string) => get(cookie, `/api/subscription/change-preview?${query}`)
    const res = await previewOf('tier=business&billingPeriod=monthly')
    expect(res.statusCode).toBe(200)
    const { preview } = res.json()
    expect(preview).toEqual({
      tier: 'business',
      billingPeriod: 'monthly',
      chargePence: 2299, // £29.99 × 23/30
      creditPence: 766, // £9.99 × 23/30
      amountDueNowPence: 1533,
      creditLeftPence: 0,
      newPricePence: 2999,
      renewsAt: '2026-12-24T12:00:00.000Z',
      quotedAt: '2026-12-01T12:00:00.000Z',
    })
    expect((await getSubscription(t.app, cookie)).subscription.tier).toBe('pro') // a preview changes nothing

    // Confirmed 14 minutes later, when a fresh proration would be £15.32: the card pays the £15.33 shown.
    clock.set('2026-12-01T12:14:00.000Z')
    const changed = await changeSubscription(t.app, cookie, {
      tier: 'business',
      billingPeriod: 'monthly',
      quotedAt: preview.quotedAt,
    })
    expect(changed.statusCode).toBe(200)
    const [update] = (await get(cookie, '/api/subscription/invoices')).json().invoices
    expect(update).toMatchObject({ amountDuePence: 1533, amountPaidPence: 1533, status: 'paid' })

    const same = await previewOf('tier=business&billingPeriod=monthly')
    expect(same.statusCode).toBe(409)
    const bad = await previewOf('tier=gold&billingPeriod=weekly')
    expect(errorPaths(bad)).toEqual(['billingPeriod', 'tier'])
  })

  test('a stale or future quote is worked out afresh at the time of the change', async () => {
    for (const [who, quotedAt] of [
      ['stale', '2026-12-01T11:58:00.000Z'],
      ['future', '2026-12-01T13:00:00.000Z'],
    ]) {
      clock.set('2026-11-24T12:00:00.000Z')
      const cookie = await signUpVerified(t, `${who}@example.com`)
      await subscribe(t.app, cookie)
      clock.set('2026-12-01T12:14:00.000Z')
      const res = await changeSubscription(t.app, cookie, { tier: 'business', billingPeriod: 'monthly', quotedAt })
      expect(res.statusCode).toBe(200)
      const [update] = (await get(cookie, '/api/subscription/invoices')).json().invoices
      expect([who, update.amountDuePence]).toEqual([who, 1532])
    }
  })

  test('a Pro account gets a report for its own estimate without paying, once; free accounts get 402', async () => {
    const cookie = await signUpVerified(t, 'reports@example.com')
    const estimate = (await postAsPage(t.app, '/api/estimates', buildEstimateInput(), cookie)).json().estimate
    const refused = await postAsPage(t.app, '/api/reports', { estimateId: estimate.id }, cookie)
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toMatchObject({ code: 'payment_required' })

    await subscribe(t.app, cookie)
    const first = await postAsPage(t.app, '/api/reports', { estimateId: estimate.id }, cookie)
    expect(first.statusCode).toBe(200)
    const { reportId } = first.json()
    expect(reportId).toMatch(/^QSR-/)
    const again = await postAsPage(t.app, '/api/reports', { estimateId: estimate.id }, cookie)
    expect(again.json()).toEqual({ reportId })
    const pdf = await get(cookie, `/api/reports/${reportId}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.body.slice(0, 5)).toBe('%PDF-')
    const view = (await get(cookie, `/api/estimates/${estimate.id}`)).json()
    expect(view.estimate).toMatchObject({ hasReport: true, reportId })

    const other = await signUpVerified(t, 'other@example.com')
    await subscribe(t.app, other)
    const notTheirs = await postAsPage(t.app, '/api/reports', { estimateId: estimate.id }, other)
    expect(notTheirs.statusCode).toBe(404)
  })

  test('signed out: every subscription route answers 401', async () => {
    for (const [method, url] of [
      ['POST', '/api/create-subscription'],
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/resume'],
      ['POST', '/api/subscription/change'],
      ['GET', '/api/subscription/change-preview?tier=pro&billingPeriod=annual'],
      ['POST', '/api/billing-portal'],
      ['GET', '/api/subscription/invoices'],
      ['POST', '/api/reports'],
    ] as const) {
      const payload = { tier: 'pro', billingPeriod: 'monthly', estimateId: '6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11' }
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload } : {}) })
      expect([url, res.statusCode]).toEqual([url, 401])
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/)
    }
  })

  test('bad bodies: 400 naming each field; an unknown tier is refused', async () => {
    const cookie = await signUpVerified(t, 'bad@example.com')
    const unknown = await requestSubscription(t.app, cookie, { tier: 'gold', billingPeriod: 'weekly' })
    expect(unknown.statusCode).toBe(400)
    expect(errorPaths(unknown)).toEqual(['billingPeriod', 'tier'])
    expect(unknown.json().errors).toContainEqual({ path: 'tier', message: 'Choose the Pro or Business plan' })
    const free = await requestSubscription(t.app, cookie, { tier: 'free', billingPeriod: 'monthly' })
    expect(errorPaths(free)).toEqual(['tier'])
    const change = await changeSubscription(t.app, cookie, {})
    expect(errorPaths(change)).toEqual(['billingPeriod', 'tier'])
    const report = await postAsPage(t.app, '/api/reports', {}, cookie)
    expect(errorPaths(report)).toEqual(['estimateId'])
    const noSub = await postAsPage(t.app, '/api/subscription/cancel', {}, cookie)
    expect(noSub.statusCode).toBe(404)
  })

  test('signed in, hostile values in any field answer 400 problem+json and create nothing', async () => {
    const cookie = await signUpVerified(t, 'hostile@example.com')
    const hostile: unknown[] = ['a\u0000b', 'x'.repeat(90_000), 123, null, [], {}, ['pro']]
    for (const url of ['/api/create-subscription', '/api/subscription/change', '/api/reports']) {
      for (const field of ['tier', 'billingPeriod', 'estimateId']) {
        for (const value of hostile) {
          const body = { tier: 'pro', billingPeriod: 'monthly', estimateId: '6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11' }
          const res = await postAsPage(t.app, url, { ...body, [field]: value }, cookie)
          if (url === '/api/reports' ? field !== 'estimateId' : field === 'estimateId') continue
          expect([url, field, res.statusCode]).toEqual([url, field, 400])
          expect(res.headers['content-type']).toMatch(/application\/problem\+json/)
        }
      }
    }
    expect((await getSubscription(t.app, cookie)).subscription).toBeNull()
  })

  test('a cookie-authenticated write from another site is refused (Origin check)', async () => {
    const cookie = await signUpVerified(t, 'csrf@example.com')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      payload: { tier: 'pro', billingPeriod: 'monthly' },
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
  })
})
