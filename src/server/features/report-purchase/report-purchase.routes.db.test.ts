import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { payments } from '#server/db/schema/index'
import { ALREADY_BOUGHT_MESSAGE } from './report-purchase-errors'
import { confirm, requestIntent, reportPurchaseApps } from '#tests/helpers/report-purchase-routes'
import { createBrowser } from '#tests/helpers/browser'
import { BUYER_EMAIL, buyReport, createIntent, insertPricedEstimate } from '#tests/helpers/report-purchase'

const start = reportPurchaseApps()

describe('POST /api/create-payment-intent', () => {
  it('creates a TEST MODE intent at the server price and stores the payment', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const res = await requestIntent(app, { amount: 6.99, estimateId: estimate.id })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ provider: 'test', amount: 6.99, currency: 'gbp' })
    expect(body.paymentIntentId).toMatch(/^pi_test_[A-Za-z0-9]{24}$/)
    expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntentId}_secret_[A-Za-z0-9]{24}$`))
    expect(body.publishableKey).toBeUndefined()
    const [row] = await database.db.select().from(payments).where(eq(payments.providerPaymentId, body.paymentIntentId))
    expect(row).toMatchObject({
      provider: 'test',
      estimateId: estimate.id,
      amountPence: 699,
      currency: 'gbp',
      status: 'requires_payment_method',
      email: BUYER_EMAIL,
    })
    // Only a hash of the client secret is kept.
    expect(JSON.stringify(row!.metadata)).not.toContain(body.clientSecret)
  })

  it.each([7.99, 0.01, 699, -6.99])('rejects a tampered amount (%s) without creating a payment', async (amount) => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const res = await requestIntent(app, { amount, estimateId: estimate.id })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      detail: 'Amount does not match the report price of £6.99',
      errors: [{ path: 'amount' }],
    })
    expect(await database.db.select().from(payments)).toHaveLength(0)
  })

  it('asks for an estimate first when none is given', async () => {
    const { app } = await start()
    const res = await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { amount: 6.99 } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ detail: 'Please generate an estimate first.', errors: [{ path: 'estimateId' }] })
  })

  it.each(['8d4e2c1a-1111-4a2b-9c3d-0123456789ab', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 for an unknown estimate %s',
    async (estimateId) => {
      const { app, database } = await start()
      const res = await requestIntent(app, { amount: 6.99, estimateId })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({
        code: 'not_found',
        detail: 'Estimate not found. Please generate an estimate first.',
      })
      expect(await database.db.select().from(payments)).toHaveLength(0)
    },
  )

  it('refuses a second payment for an estimate whose report is bought (409 problem), taking no payment', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const buyer = createBrowser(app)
    const { reportId } = await buyReport(buyer, estimate.id)
    const res = await requestIntent(app, { amount: 6.99, estimateId: estimate.id })
    expect(res.statusCode).toBe(409)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'conflict', detail: ALREADY_BOUGHT_MESSAGE })
    expect(await database.db.select().from(payments)).toHaveLength(1)
    // To the browser that paid, the estimate says where its report is, so the page offers the report instead.
    const got = await buyer.get(`/api/estimates/${estimate.id}`)
    expect(got.json().estimate).toMatchObject({ hasReport: true, reportId, hasEmail: true })
    // To anyone else it says only that the report is bought, so nothing is sold again (docs/decisions/021).
    const stranger = await app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}` })
    expect(stranger.json().estimate).toMatchObject({ hasReport: false, reportId: null, reportBoughtByOther: true })
  })

  it('refuses to take a second intent opened in another tab once the first is paid', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const first = await createIntent(app, estimate.id)
    const second = await createIntent(app, estimate.id)
    expect((await confirm(app, first.clientSecret)).statusCode).toBe(200)
    const res = await confirm(app, second.clientSecret)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'conflict', detail: ALREADY_BOUGHT_MESSAGE })
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, second.paymentIntentId))
    expect(row!.status).toBe('requires_payment_method')
  })

  it('keeps the email given with the purchase when the estimate has none', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database, { email: null })
    const before = await app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}` })
    expect(before.json().estimate).toMatchObject({ hasReport: false, reportId: null, hasEmail: false })
    const res = await requestIntent(app, { amount: 6.99, estimateId: estimate.id, email: 'given.in.modal@example.com' })
    expect(res.statusCode).toBe(200)
    const [row] = await database.db.select().from(payments)
    expect(row!.email).toBe('given.in.modal@example.com')
  })

  it('rejects a non-numeric amount as a validation problem', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const res = await requestIntent(app, { amount: '6.99', estimateId: estimate.id })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'amount' }] })
  })
})

describe('POST /api/test-payments/confirm', () => {
  it.each([
    ['4242 4242 4242 4242', 200, undefined],
    ['5555555555554444', 200, undefined],
    ['4000 0000 0000 0002', 402, 'Your card was declined.'],
    ['4000 0000 0000 9995', 402, 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 402, 'Your card has expired.'],
    ['4000 0000 0000 0127', 402, "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', 402, 'Your card number is incorrect.'],
    [
      '4111 1111 1111 1111',
      402,
      'Your card number is incorrect. TEST MODE accepts Stripe test cards only, e.g. 4242 4242 4242 4242.',
    ],
  ])('card %s → %i %s', async (cardNumber, status, detail) => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    const res = await confirm(app, intent.clientSecret, { cardNumber })
    expect(res.statusCode).toBe(status)
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intent.paymentIntentId))
    if (status === 200) {
      expect(res.json()).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId })
      expect(row).toMatchObject({ status: 'succeeded', failureMessage: null })
    } else {
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json()).toMatchObject({ status: 402, code: 'payment_failed', detail })
      expect(row).toMatchObject({ status: 'requires_payment_method', failureMessage: detail })
    }
  })

  it.each([
    [{ expMonth: 13 }, 'expMonth', "Your card's expiry month is invalid."],
    [{ expMonth: 1, expYear: 2020 }, 'expYear', "Your card's expiry date is in the past."],
    [{ expYear: 'ab' as unknown as number }, 'expYear', "Your card's expiry year is invalid."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
    [{ cardNumber: '4242' }, 'cardNumber', 'Your card number is incomplete.'],
  ])('rejects malformed card details %j naming %s', async (card, path, message) => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    const res = await confirm(app, intent.clientSecret, card)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path, message }] })
  })

  it('lets the buyer retry after a decline, and replays a success idempotently', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    expect((await confirm(app, intent.clientSecret, { cardNumber: '4000000000000002' })).statusCode).toBe(402)
    expect((await confirm(app, intent.clientSecret)).statusCode).toBe(200)
    const replay = await confirm(app, intent.clientSecret, { cardNumber: '4000000000000002' })
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toMatchObject({ status: 'succeeded' })
  })

  it('answers 404 for an unknown or tampered client secret', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    for (const clientSecret of [
      'pi_test_nope_secret_nope',
      `${intent.paymentIntentId}_secret_AAAAAAAAAAAAAAAAAAAAAAAA`,
      'garbage',
    ]) {
      const res = await confirm(app, clientSecret)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found' })
    }
  })
})
