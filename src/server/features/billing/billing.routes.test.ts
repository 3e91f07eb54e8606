import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { estimates, payments, pdfReports } from '../../db/schema/index'
import { ALREADY_BOUGHT_MESSAGE } from './billing-errors'
import { createTestApp, type TestApp } from '../../../../tests/helpers/create-test-app'
import { cleanupAfterEach, prepareDatabaseTemplate } from '../../../../tests/helpers/lifecycle'
import {
  BUYER_EMAIL,
  buyReport,
  createIntent,
  insertPricedEstimate,
  renderStubPdf,
  SUCCESS_CARD,
} from '../../../../tests/helpers/report-purchase'

const LINK_SECRET = 'test-link-signing-secret-0123456789abcdef'
prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

async function start(overrides: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp(
    { LINK_SIGNING_SECRET: LINK_SECRET, PUBLIC_URL: 'https://estimator.example' },
    { renderReportPdf: renderStubPdf, ...overrides },
  )
  onCleanup(() => t.close())
  return t
}

const requestIntent = (app: TestApp['app'], payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/create-payment-intent', payload })
const confirm = (app: TestApp['app'], clientSecret: string, card: Partial<typeof SUCCESS_CARD> = {}) =>
  app.inject({ method: 'POST', url: '/api/test-payments/confirm', payload: { clientSecret, ...SUCCESS_CARD, ...card } })
const verify = (
  app: TestApp['app'],
  payload: Record<string, unknown>,
  url = '/api/verify-payment-and-generate-report',
) => app.inject({ method: 'POST', url, payload })

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
    const { reportId } = await buyReport(app, estimate.id)
    const res = await requestIntent(app, { amount: 6.99, estimateId: estimate.id })
    expect(res.statusCode).toBe(409)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'conflict', detail: ALREADY_BOUGHT_MESSAGE })
    expect(await database.db.select().from(payments)).toHaveLength(1)
    // The estimate says it is bought and where its report is, so the page offers the report instead.
    const got = await app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}` })
    expect(got.json().estimate).toMatchObject({ hasReport: true, reportId, hasEmail: true })
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

describe('POST /api/verify-payment-and-generate-report', () => {
  it('verifies a paid intent, stores the PDF, retains the estimate and emails the buyer a 24-hour link', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    expect((await confirm(app, intent.clientSecret)).statusCode).toBe(200)

    const res = await verify(app, {
      paymentIntentId: intent.paymentIntentId,
      estimateId: estimate.id,
      totalCost: 1,
      projectType: 'ignored',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      message: 'Payment verified. Your professional report is ready and has been emailed to you.',
    })
    expect(body.reportId).toMatch(/^QSR-[0-9A-HJKMNP-TV-Z]{20}$/)

    const [report] = await database.db.select().from(pdfReports)
    expect(report).toMatchObject({
      reportId: body.reportId,
      status: 'ready',
      estimateId: estimate.id,
      paymentIntentId: intent.paymentIntentId,
      clientEmail: BUYER_EMAIL,
      totalCostIncVatPence: estimate.totalCostIncVatPence,
      downloadCount: 0,
    })
    expect(report!.pdfData!.subarray(0, 5).toString()).toBe('%PDF-')
    const sevenYearsMs = (7 * 365 + 2) * 24 * 3600 * 1000
    expect(report!.expiresAt.getTime() - report!.generatedAt!.getTime()).toBe(sevenYearsMs)

    const [payment] = await database.db.select().from(payments)
    expect(payment).toMatchObject({ status: 'succeeded', reportId: body.reportId })
    const [kept] = await database.db.select().from(estimates).where(eq(estimates.id, estimate.id))
    expect(kept!.retainUntil).toEqual(report!.expiresAt)

    expect(mailer.sent).toHaveLength(1)
    const mail = mailer.sent[0]!
    expect(mail.to).toBe(BUYER_EMAIL)
    expect(mail.subject).toContain(body.reportId)
    expect(mail.text).toMatch(/https:\/\/estimator\.example\/reports\/access\?token=v1\.[\w-]+\.[\w-]+/)
    expect(mail.text).toContain('24 hours')
    expect(mail.attachments?.[0]).toMatchObject({
      filename: `Professional-Report-${body.reportId}.pdf`,
      contentType: 'application/pdf',
    })
  })

  it('does not say "emailed" when the email failed, and leaves it to the queued render-report job', async () => {
    const mailer = {
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
      close() {},
    }
    const { app, database } = await start({ mailer })
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const res = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      `Payment verified. Your professional report is ready. We're sending it to ${BUYER_EMAIL} and will retry if delivery fails.`,
    )
    expect(res.json().emailed).toBe(false)
    const [report] = await database.db.select().from(pdfReports)
    expect(report).toMatchObject({ status: 'ready', renderStartedAt: null })
    expect(report!.reportMetadata).not.toHaveProperty('emailedAt')
    const queued = await database.sql.executeSql(
      `select state, singleton_key as "key" from pgboss.job where name = 'render-report'`,
    )
    expect(queued.rows).toEqual([{ state: 'created', key: report!.id }])
  })

  it('says nothing about email when there is no address on file', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database, { email: null })
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const res = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(res.json()).toMatchObject({
      message: 'Payment verified. Your professional report is ready.',
      emailed: false,
    })
    expect(res.json().message).not.toMatch(/email/i)
    expect(mailer.sent).toHaveLength(0)
  })

  it('emails the report to the address given in the payment modal and says "emailed" only then', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database, { email: null })
    const res = await requestIntent(app, { amount: 6.99, estimateId: estimate.id, email: 'modal.buyer@example.com' })
    const intent = res.json() as { clientSecret: string; paymentIntentId: string }
    await confirm(app, intent.clientSecret)
    const verified = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(verified.json()).toMatchObject({
      message: 'Payment verified. Your professional report is ready and has been emailed to you.',
      emailed: true,
    })
    expect(mailer.sent.map((m) => m.to)).toEqual(['modal.buyer@example.com'])
    const [report] = await database.db.select().from(pdfReports)
    expect(report!.clientEmail).toBe('modal.buyer@example.com')
  })

  it('is idempotent: verifying twice (and via purchase-qs-report) gives the same report, one row and one email', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const { paymentIntentId, reportId } = await buyReport(app, estimate.id)
    const again = await verify(app, { paymentIntentId, estimateId: estimate.id })
    const viaQs = await verify(app, { paymentIntentId, estimateId: estimate.id }, '/api/estimates/purchase-qs-report')
    expect(again.json().reportId).toBe(reportId)
    expect(viaQs.statusCode).toBe(200)
    expect(viaQs.json().reportId).toBe(reportId)
    expect(await database.db.select().from(pdfReports)).toHaveLength(1)
    expect(mailer.sent).toHaveLength(1)
  })

  it('makes one report when several verifications race', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    expect(new Set(results.map((r) => r.json().reportId)).size).toBe(1)
    expect(await database.db.select().from(pdfReports)).toHaveLength(1)
  })

  it('refuses an unpaid or declined payment with 402 and makes no report', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const unpaid = await createIntent(app, estimate.id)
    const res = await verify(app, { paymentIntentId: unpaid.paymentIntentId, estimateId: estimate.id })
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ code: 'payment_required', detail: 'Payment has not completed.' })

    const declined = await createIntent(app, estimate.id)
    await confirm(app, declined.clientSecret, { cardNumber: '4000000000000002' })
    const res2 = await verify(app, { paymentIntentId: declined.paymentIntentId, estimateId: estimate.id })
    expect(res2.statusCode).toBe(402)
    expect(res2.json().detail).toBe('Payment has not completed. Your card was declined.')
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
    expect(mailer.sent).toHaveLength(0)
  })

  it('never lets a payment for estimate A unlock estimate B', async () => {
    const { app, database } = await start()
    const a = await insertPricedEstimate(database)
    const b = await insertPricedEstimate(database, { propertyAddress: '1 Other Street' })
    const intent = await createIntent(app, a.id)
    await confirm(app, intent.clientSecret)
    const res = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: b.id })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'payment_required',
      detail: 'This payment was made for a different estimate, so it cannot unlock this report.',
    })
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
    // A report already made for A is not handed out for B either.
    await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: a.id })
    expect((await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: b.id })).statusCode).toBe(403)
  })

  it.each(['pi_test_doesnotexist000000000', 'pi_3NopeNopeNope', 'not-an-id', ''])(
    'answers 404 for an unknown payment id %j',
    async (paymentIntentId) => {
      const { app, database } = await start()
      const estimate = await insertPricedEstimate(database)
      const res = await verify(app, { paymentIntentId, estimateId: estimate.id })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found', detail: 'Payment not found.' })
    },
  )

  it('asks for an estimate first when the estimate id is missing', async () => {
    const { app } = await start()
    const res = await verify(app, { paymentIntentId: 'pi_test_abcdefghijklmnop' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ detail: 'Please generate an estimate first.' })
  })

  it('reports a render failure without losing the payment, and a retry produces the report', async () => {
    let failNext = true
    const { app, database } = await start({
      renderReportPdf: async (data) => {
        if (failNext) {
          failNext = false
          throw new Error('font missing')
        }
        return renderStubPdf(data)
      },
    })
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const first = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(first.statusCode).toBe(500)
    expect(first.json().detail).toMatch(/^We couldn't generate your report just now/)
    expect(first.body).not.toContain('font missing')
    const [failed] = await database.db.select().from(pdfReports)
    expect(failed!.status).toBe('failed')

    const retry = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().reportId).toBe(failed!.reportId)
    const [ready] = await database.db.select().from(pdfReports)
    expect(ready!.status).toBe('ready')
  })

  it('has no Stripe webhook in TEST MODE', async () => {
    const { app } = await start()
    const res = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} })
    expect(res.statusCode).toBe(404)
  })
})
