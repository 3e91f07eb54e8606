import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { startFakeStripe, type FakeStripe } from '#tests/helpers/fake-stripe'
import type { FakeEvent } from '#tests/helpers/fake-stripe-billing'
import { cleanupAfterEach, prepareDatabaseTemplate } from '#tests/helpers/lifecycle'
import { signStripeEvent } from '#tests/helpers/sign-stripe-event'
import { changeSubscription, createSubscription, getSubscription } from '#tests/helpers/subscriptions'
import { teamActions } from '#tests/helpers/teams'
import { users } from '#server/db/schema/index'
import { createStripeClient } from '#server/payments/stripe-client'
import { setupStripePrices } from '#server/payments/stripe-setup'

// Stripe Billing with the real `stripe` SDK against the local fake Stripe (tests/helpers/fake-stripe-billing.ts),
// webhooks signed as Stripe signs them.
const WEBHOOK_SECRET = 'whsec_test_subscriptions_0123456789'
let fake: FakeStripe

beforeAll(async () => {
  fake = await startFakeStripe()
  await setupStripePrices(createStripeClient({ STRIPE_SECRET_KEY: 'sk_test_setup', STRIPE_API_BASE: fake.url }))
})
afterAll(async () => {
  await fake.close()
})
prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

async function start() {
  const t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  })
  onCleanup(() => t.close())
  return t
}

const deliver = (t: TestApp, event: FakeEvent | Record<string, unknown>, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripeEvent(payload, secret) },
    payload,
  })
}
/** The events Stripe sent since `from` (an index into the fake's event log), for this subscription's customer. */
const eventsSince = (from: number, customer: string) =>
  fake.billing.events.slice(from).filter((e) => (e.data.object as { customer?: string }).customer === customer)
const subscriptionLists = () => fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/subscriptions').length

async function subscribedAccount(t: TestApp, email: string) {
  const cookie = await signUpVerified(t, email)
  const created = await createSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'monthly' })
  const sub = fake.billing.subscriptions.get(created.subscriptionId)!
  return { cookie, created, sub, customer: sub.customer as string }
}

describe('npm run stripe:setup', () => {
  it('created one Price per paid plan and period from plans.ts, and a second run changes nothing', async () => {
    const prices = [...fake.billing.prices.values()].filter((p) => p.active)
    expect(Object.fromEntries(prices.map((p) => [p.lookup_key, p.unit_amount]))).toEqual({
      rce_pro_monthly: 999,
      rce_pro_annual: 9999,
      rce_business_monthly: 2999,
      rce_business_annual: 29999,
    })
    expect(prices.every((p) => p.currency === 'gbp' && p.tax_behavior === 'inclusive')).toBe(true)
    const again = await setupStripePrices(
      createStripeClient({ STRIPE_SECRET_KEY: 'sk_test_setup', STRIPE_API_BASE: fake.url }),
    )
    expect(again.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged'])
  })
})

describe('Stripe Billing subscriptions', () => {
  it('creates one Customer per account and a default_incomplete subscription answering the invoice secret', async () => {
    const t = await start()
    const { cookie, created, sub, customer } = await subscribedAccount(t, 'stripe-pro@example.com')
    const invoice = fake.billing.invoices.get(sub.latest_invoice as string)!
    expect(created).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_x',
      amountPence: 999,
      clientSecret: (invoice.confirmation_secret as { client_secret: string }).client_secret,
    })
    const createCall = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!
    expect(createCall.body).toMatchObject({
      customer,
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    })
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'stripe-pro@example.com'))
    expect(user!.stripeCustomerId).toBe(customer)

    // Switching period before paying: the unpaid subscription is cancelled, the same Customer is reused.
    const second = await createSubscription(t.app, cookie, { tier: 'pro', billingPeriod: 'annual' })
    expect(second.amountPence).toBe(9999)
    expect(fake.billing.subscriptions.get(created.subscriptionId)!.status).toBe('incomplete_expired')
    expect(fake.billing.subscriptions.get(second.subscriptionId)!.customer).toBe(customer)
    expect([...fake.billing.customers.values()].filter((c) => c.email === 'stripe-pro@example.com')).toHaveLength(1)
  })

  it('walks every webhook event: paid → active, renewal failure → past_due, retries end → free', async () => {
    const t = await start()
    const from = fake.billing.events.length
    const { cookie, created, customer } = await subscribedAccount(t, 'stripe-events@example.com')
    fake.billing.payFirstInvoice(created.subscriptionId)
    const [subCreated, invoicePaid, subUpdated] = eventsSince(from, customer)
    expect([subCreated!.type, invoicePaid!.type, subUpdated!.type]).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
    ])
    for (const event of [subCreated!, invoicePaid!, subUpdated!]) {
      const res = await deliver(t, event)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true, handled: true })
    }
    const item = (fake.billing.subscriptions.get(created.subscriptionId)!.items as { data: Record<string, number>[] })
      .data[0]!
    expect((await getSubscription(t.app, cookie)).subscription).toEqual({
      tier: 'pro',
      status: 'active',
      billingPeriod: 'monthly',
      currentPeriodStart: new Date(item.current_period_start! * 1000).toISOString(),
      currentPeriodEnd: new Date(item.current_period_end! * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    })

    // A redelivered event is skipped without asking Stripe again; a stale one out of order changes nothing.
    const lists = subscriptionLists()
    expect((await deliver(t, subUpdated!)).statusCode).toBe(200)
    expect(subscriptionLists()).toBe(lists)
    const stale = { ...subCreated!, id: 'evt_stale_created_late' }
    expect((await deliver(t, stale)).statusCode).toBe(200)
    expect((await getSubscription(t.app, cookie)).subscription.status).toBe('active')

    const dashboard = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json().subscription
    const renewalFrom = fake.billing.events.length
    fake.billing.renew(created.subscriptionId, 'fail')
    for (const event of eventsSince(renewalFrom, customer)) expect((await deliver(t, event)).statusCode).toBe(200)
    expect(eventsSince(renewalFrom, customer).map((e) => e.type)).toContain('invoice.payment_failed')
    expect(await dashboard()).toMatchObject({ tier: 'pro', status: 'past_due', pastDue: true })

    const actionFrom = fake.billing.events.length
    fake.billing.renew(created.subscriptionId, 'action_required')
    const action = eventsSince(actionFrom, customer).find((e) => e.type === 'invoice.payment_action_required')!
    expect((await deliver(t, action)).json()).toEqual({ received: true, handled: true })
    expect(await dashboard()).toMatchObject({ tier: 'pro', pastDue: true })

    const endFrom = fake.billing.events.length
    fake.billing.endRetries(created.subscriptionId, 'unpaid')
    for (const event of eventsSince(endFrom, customer)) await deliver(t, event)
    expect(await dashboard()).toMatchObject({ tier: 'free' })
    expect((await getSubscription(t.app, cookie)).subscription.status).toBe('unpaid')

    const deletedFrom = fake.billing.events.length
    fake.billing.endRetries(created.subscriptionId, 'canceled')
    const [deleted] = eventsSince(deletedFrom, customer)
    expect(deleted!.type).toBe('customer.subscription.deleted')
    await deliver(t, deleted!)
    expect((await getSubscription(t.app, cookie)).subscription.status).toBe('canceled')
  })

  it('acknowledges unknown event types with 200, and refuses a bad signature with 400', async () => {
    const t = await start()
    const unknown = { id: 'evt_unknown_1', object: 'event', type: 'customer.tax_id.created', data: { object: {} } }
    const res = await deliver(t, unknown)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, handled: false })
    const forged = await deliver(
      t,
      { ...unknown, id: 'evt_forged', type: 'invoice.paid', data: { object: { customer: 'cus_x' } } },
      'whsec_not_ours',
    )
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toMatchObject({ code: 'validation_failed', detail: 'Invalid Stripe signature.' })
  })

  it('cancels at period end, resumes, changes plan with prorations, opens the portal, lists invoices', async () => {
    const t = await start()
    const { cookie, created, customer } = await subscribedAccount(t, 'stripe-manage@example.com')
    fake.billing.payFirstInvoice(created.subscriptionId)
    const sub = () => fake.billing.subscriptions.get(created.subscriptionId)!
    const paidEvent = fake.billing.events.findLast((e) => e.type === 'invoice.paid')!
    await deliver(t, paidEvent)

    const cancelled = await postAsPage(t.app, '/api/subscription/cancel', {}, cookie)
    expect(cancelled.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' })
    expect(sub().cancel_at_period_end).toBe(true)
    const resumed = await postAsPage(t.app, '/api/subscription/resume', {}, cookie)
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false)
    expect(sub().cancel_at_period_end).toBe(false)

    // Stripe's Customer Portal confirms a switch with its own amounts: the app's preview points there.
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/change-preview?tier=business&billingPeriod=monthly',
      headers: { cookie },
    })
    expect(preview.statusCode).toBe(409)
    expect(preview.json().detail).toMatch(/billing portal/)

    const quotedAt = new Date(Date.now() - 60_000)
    const changed = await changeSubscription(t.app, cookie, {
      tier: 'business',
      billingPeriod: 'monthly',
      quotedAt: quotedAt.toISOString(),
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().subscription).toMatchObject({ tier: 'business', billingPeriod: 'monthly' })
    expect(sub().last_proration_behavior).toBe('create_prorations')
    const update = fake.requests.findLast((r) => r.path === `/v1/subscriptions/${created.subscriptionId}`)!
    expect(update.body).toMatchObject({ proration_date: String(Math.floor(quotedAt.getTime() / 1000)) })
    expect((sub().items as { data: { price: { lookup_key: string } }[] }).data[0]!.price.lookup_key).toBe(
      'rce_business_monthly',
    )

    const portal = await postAsPage(t.app, '/api/billing-portal', {}, cookie)
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//)
    const portalCall = fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!
    expect(portalCall.body).toEqual({ customer, return_url: 'http://localhost:5000/account' })

    const invoices = (
      await t.app.inject({ method: 'GET', url: '/api/subscription/invoices', headers: { cookie } })
    ).json()
    expect(invoices.invoices).toEqual([
      expect.objectContaining({
        status: 'paid',
        amountDuePence: 999,
        amountPaidPence: 999,
        hostedInvoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
      }),
    ])
  })

  it('deleting the account cancels its Stripe subscription at once', async () => {
    const t = await start()
    const cookie = await signUpVerified(t, 'stripe-leaver@example.com', 'correct horse battery')
    const created = await createSubscription(t.app, cookie, { tier: 'business', billingPeriod: 'annual' })
    fake.billing.payFirstInvoice(created.subscriptionId)
    await deliver(
      t,
      fake.billing.events.findLast((e) => e.type === 'invoice.paid')!,
    )
    const res = await postAsPage(t.app, '/api/auth/delete-user', { password: 'correct horse battery' }, cookie)
    expect(res.statusCode).toBe(200)
    expect(fake.billing.subscriptions.get(created.subscriptionId)!.status).toBe('canceled')
  })

  it('handing over a Business team moves the Stripe Customer: its email and account id follow the new owner', async () => {
    const t = await start()
    const owner = await signUpVerified(t, 'stripe-owner@example.com')
    const created = await createSubscription(t.app, owner, { tier: 'business', billingPeriod: 'monthly' })
    const customer = fake.billing.subscriptions.get(created.subscriptionId)!.customer as string
    fake.billing.payFirstInvoice(created.subscriptionId)
    await deliver(
      t,
      fake.billing.events.findLast((e) => e.type === 'invoice.paid')!,
    )
    const member = await teamActions(() => t).join(owner, 'stripe-member@example.com')
    const idOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!
    const memberId = (await idOf('stripe-member@example.com')).id

    const handed = await postAsPage(t.app, '/api/team/hand-over', { userId: memberId }, owner)
    expect(handed.statusCode, handed.body).toBe(200)
    expect(fake.billing.customers.get(customer)).toMatchObject({
      email: 'stripe-member@example.com',
      name: 'stripe-member',
      metadata: { userId: memberId },
    })
    expect((await idOf('stripe-member@example.com')).stripeCustomerId).toBe(customer)
    expect((await idOf('stripe-owner@example.com')).stripeCustomerId).toBeNull()

    // Stripe's later events for the Customer land on the new owner, who manages the subscription in the portal.
    const renewalFrom = fake.billing.events.length
    fake.billing.renew(created.subscriptionId)
    for (const event of eventsSince(renewalFrom, customer)) expect((await deliver(t, event)).statusCode).toBe(200)
    expect((await getSubscription(t.app, member)).subscription).toMatchObject({ tier: 'business', status: 'active' })
    expect(await getSubscription(t.app, owner)).toEqual({ subscription: null })
    expect((await postAsPage(t.app, '/api/billing-portal', {}, member)).statusCode).toBe(200)
    expect(fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!.body).toMatchObject({ customer })

    // The old owner leaves and buys a plan of their own: a Customer of their own, not a replay of the one handed over.
    const ownerId = (await idOf('stripe-owner@example.com')).id
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${ownerId}`,
      headers: { cookie: owner, origin: 'http://localhost:5000' },
    })
    expect(left.statusCode).toBe(204)
    const own = await createSubscription(t.app, owner, { tier: 'pro', billingPeriod: 'monthly' })
    const ownCustomer = fake.billing.subscriptions.get(own.subscriptionId)!.customer
    expect(ownCustomer).not.toBe(customer)
    expect(fake.billing.customers.get(ownCustomer as string)).toMatchObject({ email: 'stripe-owner@example.com' })
  })
})
