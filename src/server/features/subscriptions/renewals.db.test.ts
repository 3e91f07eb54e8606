import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { addDays } from '#shared/retention'
import { subscriptionInvoices, subscriptions, users } from '#server/db/schema/index'
import { renewSubscriptionsJob } from '#server/features/subscriptions/subscriptions.feature'
import { createSubscriptionsRepository } from '#server/features/subscriptions/subscriptions.repository'
import { createLocalCardSubscriptions } from '#server/features/subscriptions/local-card-subscriptions'
import { createLocalCardProvider } from '#server/payments/local-card-provider/local-card-provider'
import { postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { renderStubPdf, SUCCESS_CARD } from '#tests/helpers/report-purchase'
import {
  createSubscription,
  getSubscription,
  RENEWAL_FAILS_CARD,
  subscribe,
  testClock,
} from '#tests/helpers/subscriptions'
import { describeOnEachDatabase } from '#tests/helpers/test-database'

// TEST MODE subscriptions over time, on both databases: the renewal sweep (the `renew-subscriptions` job) with the
// clock moved by hand, row locks between two sweeps, and what a downgrade does to the plan limits.

describeOnEachDatabase('TEST MODE subscriptions', (open) => {
  let t: TestApp
  const clock = testClock()
  beforeEach(async () => {
    clock.set('2026-11-24T12:00:00.000Z')
    t = await createTestApp({}, { database: await open(), renderReportPdf: renderStubPdf, now: clock.now })
  })
  afterEach(async () => {
    await t.close()
  })

  /** The job's handler, as pg-boss runs it on any instance. */
  const sweep = () =>
    renewSubscriptionsJob(
      createLocalCardSubscriptions(
        createLocalCardProvider({ now: clock.now }),
        createSubscriptionsRepository(t.database.db),
      ),
    ).handler({})
  const dashboardOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json()
  const invoicesOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: { cookie } })).json().invoices as {
      status: string
      amountDuePence: number
      periodEnd: string
    }[]

  test('a 4242 subscription renews at period end: a paid invoice and the next period', async () => {
    const cookie = await signUpVerified(t, 'renews@example.com')
    await subscribe(t.app, cookie)
    clock.set('2026-12-24T11:59:00.000Z')
    await sweep()
    expect((await getSubscription(t.app, cookie)).subscription.currentPeriodEnd).toBe('2026-12-24T12:00:00.000Z')

    clock.set('2026-12-24T12:05:00.000Z')
    await sweep()
    expect((await getSubscription(t.app, cookie)).subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-12-24T12:00:00.000Z',
      currentPeriodEnd: '2027-01-24T12:00:00.000Z',
    })
    const invoices = await invoicesOf(cookie)
    expect(invoices.map((i) => [i.status, i.amountDuePence, i.periodEnd])).toEqual([
      ['paid', 999, '2027-01-24T12:00:00.000Z'],
      ['paid', 999, '2026-12-24T12:00:00.000Z'],
    ])
    await sweep()
    expect(await invoicesOf(cookie)).toHaveLength(2)
  })

  test('a 0341 card fails on renewal: past_due keeps Pro with a warning, then unpaid falls back to free', async () => {
    const cookie = await signUpVerified(t, 'fails@example.com')
    await subscribe(t.app, cookie, { tier: 'pro', billingPeriod: 'monthly' }, RENEWAL_FAILS_CARD)
    for (const n of ['One', 'Two', 'Three']) {
      expect((await postAsPage(t.app, '/api/projects', { name: n }, cookie)).statusCode).toBe(201)
    }

    clock.set('2026-12-24T12:05:00.000Z')
    await sweep()
    expect((await dashboardOf(cookie)).subscription).toMatchObject({ tier: 'pro', status: 'past_due', pastDue: true })
    expect((await invoicesOf(cookie))[0]).toMatchObject({ status: 'open', amountDuePence: 999 })

    // Stripe's retries: 3, 5 and 7 days later, each declined; the last one leaves the account unpaid.
    for (const days of [3, 5]) {
      clock.advanceDays(days)
      await sweep()
      expect((await dashboardOf(cookie)).subscription).toMatchObject({ tier: 'pro', pastDue: true })
    }
    clock.advanceDays(7)
    await sweep()
    const dashboard = await dashboardOf(cookie)
    expect(dashboard.subscription).toMatchObject({ tier: 'free', status: 'active', currentPeriodEnd: null })
    expect((await getSubscription(t.app, cookie)).subscription.status).toBe('unpaid')
    expect((await invoicesOf(cookie))[0]).toMatchObject({ status: 'uncollectible' })

    // Downgraded: the three projects are kept, a new one is refused saying why.
    expect(dashboard.totals.projects).toBe(3)
    const fourth = await postAsPage(t.app, '/api/projects', { name: 'Four' }, cookie)
    expect(fourth.statusCode).toBe(403)
    expect(fourth.json()).toMatchObject({ code: 'plan_limit', limit: { name: 'projects', allowed: 1, plan: 'free' } })
  })

  test('cancelled at period end: Pro until the end, then free, and nothing is charged', async () => {
    const cookie = await signUpVerified(t, 'leaves@example.com')
    await subscribe(t.app, cookie, { tier: 'business', billingPeriod: 'monthly' })
    await postAsPage(t.app, '/api/subscription/cancel', {}, cookie)
    clock.set('2026-12-24T11:00:00.000Z')
    expect((await dashboardOf(cookie)).subscription).toMatchObject({ tier: 'business', cancelAtPeriodEnd: true })
    clock.set('2026-12-24T12:00:01.000Z')
    expect((await dashboardOf(cookie)).subscription.tier).toBe('free')
    await sweep()
    expect((await getSubscription(t.app, cookie)).subscription.status).toBe('canceled')
    expect(await invoicesOf(cookie)).toHaveLength(1)
    expect((await postAsPage(t.app, '/api/subscription/resume', {}, cookie)).statusCode).toBe(404)
  })

  test('a checkout left unpaid for 23 hours expires: its client secret can no longer pay', async () => {
    const cookie = await signUpVerified(t, 'abandons@example.com')
    const created = await createSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'annual' })
    clock.advanceDays(1)
    await sweep()
    const late = await postAsPage(t.app, '/api/test-payments/confirm', {
      clientSecret: created.clientSecret,
      ...SUCCESS_CARD,
    })
    expect(late.statusCode).toBe(402)
    expect((await getSubscription(t.app, cookie)).subscription).toBeNull()
    expect(await invoicesOf(cookie)).toEqual([])
  })

  test('two sweeps at once renew a subscription once (row lock)', async () => {
    const cookie = await signUpVerified(t, 'twosweeps@example.com')
    await subscribe(t.app, cookie)
    clock.set('2026-12-24T12:05:00.000Z')
    await Promise.all([sweep(), sweep(), sweep()])
    expect(await invoicesOf(cookie)).toHaveLength(2)
    expect((await getSubscription(t.app, cookie)).subscription.currentPeriodEnd).toBe('2027-01-24T12:00:00.000Z')
  })

  test('deleting the account ends the subscription and keeps its invoices as records, detached', async () => {
    const cookie = await signUpVerified(t, 'deletes@example.com', 'correct horse battery')
    await subscribe(t.app, cookie)
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'deletes@example.com'))
    const res = await postAsPage(t.app, '/api/auth/delete-user', { password: 'correct horse battery' }, cookie)
    expect(res.statusCode).toBe(200)
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))).toEqual([])
    const [invoice] = await t.database.db.select().from(subscriptionInvoices)
    expect(invoice).toMatchObject({ userId: null, subscriptionId: null, status: 'paid', amountPaidPence: 999 })

    // The daily purge: the invoice is an accounting record for 7 years, an applied event id for 30 days.
    const repo = createSubscriptionsRepository(t.database.db)
    expect(await repo.recordEvent('evt_purge_me', 'invoice.paid')).toBe(true)
    expect(await repo.deleteExpired(addDays(new Date(), 31))).toBe(1)
    const paidOn = new Date('2026-11-24T12:00:00.000Z')
    expect(await repo.deleteExpired(addDays(paidOn, 7 * 365))).toBe(0)
    expect(await repo.deleteExpired(addDays(paidOn, 7 * 365 + 3))).toBe(1)
    expect(await t.database.db.select().from(subscriptionInvoices)).toEqual([])
  })
})
