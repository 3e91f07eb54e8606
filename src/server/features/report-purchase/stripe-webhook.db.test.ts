import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments, pdfReports } from '#server/db/schema/index'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { startFakeStripe, type FakeStripe } from '#tests/helpers/fake-stripe'
import { postRawJson } from '#tests/helpers/inject'
import { BUYER_EMAIL, createIntent, insertPricedEstimate, renderStubPdf } from '#tests/helpers/report-purchase'
import { buildPaymentIntentEvent, signStripeEvent } from '#tests/helpers/sign-stripe-event'
import { cleanupAfterEach, prepareDatabaseTemplate } from '#tests/helpers/lifecycle'

// The Stripe path with the real `stripe` SDK, talking to a local fake Stripe API (tests/helpers/fake-stripe.ts).
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef'
let fake: FakeStripe

beforeAll(async () => {
  fake = await startFakeStripe()
})
afterAll(async () => {
  await fake.close()
})
prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

async function start() {
  const t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      LINK_SIGNING_SECRET: 'stripe-test-link-secret-0123456789abcdef',
    },
    { renderReportPdf: renderStubPdf },
  )
  onCleanup(() => t.close())
  return t
}

const verifyPayment = (app: TestApp['app'], paymentIntentId: string, estimateId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/verify-payment-and-generate-report',
    payload: { paymentIntentId, estimateId },
  })

function postWebhook(app: TestApp['app'], payload: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  })
}

describe('Stripe provider', () => {
  it('creates a card-only £6.99 GBP PaymentIntent for the estimate through the Stripe SDK', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    expect(intent).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_x' })
    const sent = fake.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payment_intents' &&
        (r.body.metadata as Record<string, string>)?.estimateId === estimate.id,
    )
    expect(sent?.authorization).toBe('Bearer sk_test_x')
    expect(sent?.body).toMatchObject({
      amount: '699',
      currency: 'gbp',
      allowed_payment_method_types: ['card'],
      metadata: { estimateId: estimate.id },
      receipt_email: BUYER_EMAIL,
    })
    expect(intent.clientSecret).toBe(fake.intents.get(intent.paymentIntentId)!.client_secret)
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intent.paymentIntentId))
    expect(row).toMatchObject({ provider: 'stripe', status: 'requires_payment_method', amountPence: 699 })
  })

  it('verifies with Stripe (not the client) before making the report', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    const verify = () => verifyPayment(app, intent.paymentIntentId, estimate.id)

    const unpaid = await verify()
    expect(unpaid.statusCode).toBe(402)
    fake.decline(intent.paymentIntentId, 'Your card has insufficient funds.')
    expect((await verify()).json().detail).toBe('Payment has not completed. Your card has insufficient funds.')
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)

    fake.succeed(intent.paymentIntentId)
    const paid = await verify()
    expect(paid.statusCode).toBe(200)
    expect(paid.json().reportId).toMatch(/^QSR-/)
    expect(await database.db.select().from(pdfReports)).toHaveLength(1)
    expect(mailer.sent.map((m) => m.to)).toEqual([BUYER_EMAIL])
  })

  it('rejects a Stripe payment whose amount is not the report price', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    Object.assign(fake.intents.get(intent.paymentIntentId)!, { amount: 1, status: 'succeeded' })
    const res = await verifyPayment(app, intent.paymentIntentId, estimate.id)
    expect(res.statusCode).toBe(402)
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
  })

  it('answers 404 for a payment id Stripe does not know, and 404 for the test-card endpoint', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const res = await verifyPayment(app, 'pi_unknown123456789', estimate.id)
    expect(res.statusCode).toBe(404)
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret: 'x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    })
    expect(confirm.statusCode).toBe(404)
  })
  it('cancels the estimate’s other open intent once one payment is verified, so the second tab cannot be charged', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const first = await createIntent(app, estimate.id)
    const second = await createIntent(app, estimate.id)
    fake.succeed(first.paymentIntentId)
    expect((await verifyPayment(app, first.paymentIntentId, estimate.id)).statusCode).toBe(200)
    expect(fake.intents.get(second.paymentIntentId)).toMatchObject({ status: 'canceled' })
    expect(() => fake.succeed(second.paymentIntentId)).toThrow(/cannot confirm/)
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, second.paymentIntentId))
    expect(row).toMatchObject({ status: 'canceled' })
    expect(fake.refunds.filter((r) => r.payment_intent === second.paymentIntentId)).toEqual([])
  })
})

describe('POST /api/stripe/webhook', () => {
  it('produces the report from payment_intent.succeeded without the browser, once', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    const paid = fake.succeed(intent.paymentIntentId)
    // The event body claims a different amount: the app re-reads the intent from Stripe instead of trusting it.
    const payload = buildPaymentIntentEvent('payment_intent.succeeded', { ...paid, amount: 1 })
    const res = await postWebhook(app, payload, signStripeEvent(payload, WEBHOOK_SECRET))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, handled: true })
    const reports = await database.db.select().from(pdfReports)
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({
      status: 'ready',
      paymentIntentId: intent.paymentIntentId,
      estimateId: estimate.id,
    })
    expect(mailer.sent).toHaveLength(1)

    // Stripe retries the event and the browser verifies too: still one report, same id.
    expect((await postWebhook(app, payload, signStripeEvent(payload, WEBHOOK_SECRET))).statusCode).toBe(200)
    const verify = await verifyPayment(app, intent.paymentIntentId, estimate.id)
    expect(verify.json().reportId).toBe(reports[0]!.reportId)
    expect(await database.db.select().from(pdfReports)).toHaveLength(1)
    expect(mailer.sent).toHaveLength(1)
  })

  it.each([
    ['a wrong secret', (p: string) => signStripeEvent(p, 'whsec_someone_else')],
    ['a stale timestamp', (p: string) => signStripeEvent(p, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)],
    ['garbage', () => 't=1,v1=deadbeef'],
  ])('rejects a webhook signed with %s: 400 and no report', async (_label, sign) => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    const payload = buildPaymentIntentEvent('payment_intent.succeeded', fake.succeed(intent.paymentIntentId) as never)
    const res = await postWebhook(app, payload, sign(payload))
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'validation_failed', detail: 'Invalid Stripe signature.' })
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
  })

  it('acknowledges event types it does not handle with 200', async () => {
    const { app, database } = await start()
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer', id: 'cus_1' } },
    })
    const res = await postWebhook(app, payload, signStripeEvent(payload, WEBHOOK_SECRET))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, handled: false })
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
  })

  it('records a failed payment from payment_intent.payment_failed', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    const failed = fake.decline(intent.paymentIntentId, 'Your card was declined.')
    const payload = buildPaymentIntentEvent('payment_intent.payment_failed', failed as never)
    expect((await postWebhook(app, payload, signStripeEvent(payload, WEBHOOK_SECRET))).statusCode).toBe(200)
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intent.paymentIntentId))
    expect(row).toMatchObject({ status: 'requires_payment_method', failureMessage: 'Your card was declined.' })
  })

  it('ignores a succeeded event for a PaymentIntent that is not a report purchase', async () => {
    const { app, database } = await start()
    const foreign = fake.put({ amount: 5000, status: 'succeeded' })
    const payload = buildPaymentIntentEvent('payment_intent.succeeded', foreign as never)
    const res = await postWebhook(app, payload, signStripeEvent(payload, WEBHOOK_SECRET))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, handled: false })
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
  })

  it.each([
    ['a JSON array', '[]'],
    ['an event without data', '{"id":"evt_1","type":"payment_intent.succeeded"}'],
    [
      'an event whose object is a string',
      '{"id":"evt_1","type":"customer.subscription.updated","data":{"object":"x"}}',
    ],
    [
      'an object id no Stripe object has',
      JSON.stringify({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'payment_intent', id: 'x'.repeat(9000) } },
      }),
    ],
    [
      'a customer id with a lone surrogate',
      JSON.stringify({
        id: 'evt_1',
        type: 'customer.subscription.updated',
        data: { object: { customer: 'cus_\ud800' } },
      }),
    ],
  ])('refuses a signed body that is not a Stripe event (%s) with 400, applying nothing', async (_label, payload) => {
    const { app, database } = await start()
    const res = await postWebhook(app, payload, signStripeEvent(payload, WEBHOOK_SECRET))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed', detail: 'The body is not a Stripe event.' })
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
  })

  // The raw body is kept for the webhook's signature only: every other route still parses JSON.
  it.each([
    ['the webhook without a signature header', '/api/stripe/webhook', '{}', 'Missing Stripe signature.'],
    ['another route', '/api/create-payment-intent', '{"amount":6.99}', 'Please generate an estimate first.'],
  ])('%s answers 400 with its own reason', async (_label, url, body, detail) => {
    const { app } = await start()
    const res = await postRawJson(app, url, body)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe(detail)
  })
})
