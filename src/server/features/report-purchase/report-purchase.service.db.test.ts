import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { REPORT_PRICE_PENCE } from '#shared/pricing'
import { insertEstimate } from '#tests/factories/estimate'
import { createTestDatabase } from '#tests/helpers/test-database'
import type { Database } from '#server/db/client'
import { payments } from '#server/db/schema/index'
import { DUPLICATE_REFUNDED_MESSAGE, PAYMENT_IN_PROGRESS_MESSAGE } from './report-purchase-errors'
import { createReportPurchaseService, type ReportIssuer, type ReportOutcome } from './report-purchase.service'
import type { PaymentProvider, ProviderPaymentIntent } from './payment-provider'
import { createReportPurchaseRepository, type ReportPurchaseRepository } from './report-purchase.repository'

const silent = { info() {}, warn() {}, error() {} }

/** A succeeded PaymentIntent at the report price for `estimateId`, as the provider would describe it. */
const succeededIntent = (
  id: string,
  estimateId: string,
  receiptEmail: string | null = null,
): ProviderPaymentIntent => ({
  id,
  status: 'succeeded',
  amountPence: REPORT_PRICE_PENCE,
  currency: 'gbp',
  estimateId,
  receiptEmail,
  failureMessage: null,
})

/** A provider whose PaymentIntents the test writes directly: what "the provider says" is whatever `intents` holds. */
function fakeProvider(kind: PaymentProvider['kind']) {
  const intents = new Map<string, ProviderPaymentIntent>()
  const refunds: string[] = []
  const provider: PaymentProvider = {
    kind,
    async createPaymentIntent(input) {
      const intent: ProviderPaymentIntent = {
        ...succeededIntent(`pi_fake_intent_${intents.size + 1}`, input.estimateId, input.email ?? null),
        status: 'requires_payment_method',
        amountPence: input.amountPence,
        currency: input.currency,
      }
      intents.set(intent.id, intent)
      return { intent, clientSecret: `${intent.id}_secret` }
    },
    retrievePaymentIntent: async (id) => intents.get(id),
    async refundDuplicate(id) {
      refunds.push(id)
      return { refundId: `re_${id}` }
    },
    async cancelUnpaid(id) {
      const intent = intents.get(id)
      if (intent?.status.startsWith('requires_')) intent.status = 'canceled'
      return intent
    },
  }
  return { provider, intents, refunds }
}

/** The reports port, in memory: one report per payment, which it points the payment at, as the real service does. */
function fakeReports(payments: ReportPurchaseRepository): ReportIssuer & { calls: string[]; opened: string[] } {
  const calls: string[] = []
  const opened: string[] = []
  return {
    calls,
    opened,
    async openReportForPayment(input) {
      opened.push(input.paymentIntentId)
      await payments.linkReport(input.paymentIntentId, `QSR-${input.paymentIntentId}`)
      return { reportId: `QSR-${input.paymentIntentId}` }
    },
    async createReportForPayment(input): Promise<ReportOutcome> {
      calls.push(input.paymentIntentId)
      await payments.linkReport(input.paymentIntentId, `QSR-${input.paymentIntentId}`)
      return {
        reportId: `QSR-${input.paymentIntentId}`,
        created: calls.filter((id) => id === input.paymentIntentId).length === 1,
        ready: true,
        email: input.email,
        emailed: input.email !== null,
      }
    },
  }
}

describe('report purchase fulfilment (fake provider, real payments repository)', () => {
  let database: Database
  let estimateId: string
  let otherEstimateId: string

  beforeEach(async () => {
    database = await createTestDatabase()
    estimateId = (await insertEstimate(database.db, { email: 'buyer@example.com' })).id
    otherEstimateId = (await insertEstimate(database.db)).id
  })
  afterEach(async () => {
    await database.close()
  })

  function createService(kind: PaymentProvider['kind'] = 'test') {
    const { provider, intents, refunds } = fakeProvider(kind)
    const paymentsRepo = createReportPurchaseRepository(database.db)
    const reports = fakeReports(paymentsRepo)
    const ids = new Set([estimateId, otherEstimateId])
    const purchase = createReportPurchaseService({
      provider,
      payments: paymentsRepo,
      estimates: { findById: async (id) => (ids.has(id) ? { id, email: null } : undefined) },
      reports,
      log: silent,
    })
    /** A PaymentIntent created through the service (so it has its payments row), then changed as the test says. */
    async function paid(patch: Partial<ProviderPaymentIntent> = {}) {
      const { paymentIntentId } = await purchase.createPaymentIntent({ estimateId, amount: 6.99 })
      intents.set(paymentIntentId, { ...intents.get(paymentIntentId)!, status: 'succeeded', ...patch })
      return paymentIntentId
    }
    return { purchase, provider, intents, refunds, reports, payments: paymentsRepo, paid }
  }

  test('a succeeded payment at the report price becomes its report, and the payment row points at it', async () => {
    const { purchase, reports, payments, paid } = createService()
    const id = await paid()
    const res = await purchase.verifyPaymentAndGenerateReport({ paymentIntentId: id, estimateId })
    expect(res).toMatchObject({ success: true, reportId: `QSR-${id}` })
    expect(reports.calls).toEqual([id])
    expect(await payments.findByProviderPaymentId(id)).toMatchObject({ status: 'succeeded', reportId: `QSR-${id}` })
  })

  test('a replayed verification answers the same report', async () => {
    const { purchase, paid } = createService()
    const id = await paid()
    const first = await purchase.verifyPaymentAndGenerateReport({ paymentIntentId: id, estimateId })
    const again = await purchase.verifyPaymentAndGenerateReport({ paymentIntentId: id, estimateId })
    expect(again.reportId).toBe(first.reportId)
  })

  test('a PaymentIntent the provider does not know is 404, and no report is made', async () => {
    const { purchase, reports } = createService()
    await expect(
      purchase.verifyPaymentAndGenerateReport({ paymentIntentId: 'pi_unknown12345', estimateId }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' })
    expect(reports.calls).toEqual([])
  })

  test('a test-mode intent with no payments row is 404 (only Stripe payments are adopted)', async () => {
    const { purchase, intents, reports } = createService('test')
    intents.set('pi_orphan12345', succeededIntent('pi_orphan12345', estimateId))
    await expect(
      purchase.verifyPaymentAndGenerateReport({ paymentIntentId: 'pi_orphan12345', estimateId }),
    ).rejects.toMatchObject({ status: 404 })
    expect(reports.calls).toEqual([])
  })

  test('a Stripe payment with no row is adopted from its metadata and fulfilled', async () => {
    const { purchase, intents, payments } = createService('stripe')
    intents.set('pi_adopted12345', succeededIntent('pi_adopted12345', estimateId, 'stripe@example.com'))
    await purchase.verifyPaymentAndGenerateReport({ paymentIntentId: 'pi_adopted12345', estimateId })
    expect(await payments.findByProviderPaymentId('pi_adopted12345')).toMatchObject({ provider: 'stripe', estimateId })
  })

  test('a payment made for another estimate cannot unlock this one (403)', async () => {
    const { purchase, reports, paid } = createService()
    const id = await paid()
    await expect(
      purchase.verifyPaymentAndGenerateReport({ paymentIntentId: id, estimateId: otherEstimateId }),
    ).rejects.toMatchObject({ status: 403, code: 'forbidden' })
    expect(reports.calls).toEqual([])
  })

  test('a payment that has not succeeded is 402 with the provider’s reason, and the row records its status', async () => {
    const { purchase, reports, payments, paid } = createService()
    const id = await paid({ status: 'requires_payment_method', failureMessage: 'Your card was declined.' })
    await expect(purchase.verifyPaymentAndGenerateReport({ paymentIntentId: id, estimateId })).rejects.toMatchObject({
      status: 402,
      message: 'Payment has not completed. Your card was declined.',
    })
    expect(reports.calls).toEqual([])
    expect(await payments.findByProviderPaymentId(id)).toMatchObject({ failureMessage: 'Your card was declined.' })
  })

  test.each([
    ['amount', { amountPence: REPORT_PRICE_PENCE - 1 }],
    ['currency', { currency: 'usd' }],
  ])('a payment of the wrong %s is 402 and makes no report', async (_what, patch) => {
    const { purchase, reports, paid } = createService()
    const id = await paid(patch)
    await expect(purchase.verifyPaymentAndGenerateReport({ paymentIntentId: id, estimateId })).rejects.toMatchObject({
      status: 402,
    })
    expect(reports.calls).toEqual([])
  })

  test('a second payment the provider took for a paid estimate is refunded once, recorded, and makes no report', async () => {
    const { purchase, reports, refunds, payments, paid } = createService('stripe')
    const first = await paid()
    const second = await paid()
    await purchase.verifyPaymentAndGenerateReport({ paymentIntentId: first, estimateId })
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(
        purchase.verifyPaymentAndGenerateReport({ paymentIntentId: second, estimateId }),
      ).rejects.toMatchObject({ status: 409, code: 'conflict', message: DUPLICATE_REFUNDED_MESSAGE })
    }
    expect(refunds).toEqual([second])
    expect(reports.calls).toEqual([first])
    expect(await payments.findByProviderPaymentId(second)).toMatchObject({
      status: 'refunded',
      reportId: null,
      metadata: { refund: { refundId: `re_${second}` } },
    })
    expect(await payments.findByProviderPaymentId(first)).toMatchObject({ status: 'succeeded' })
  })

  test('a payment whose refund failed stays recorded as a duplicate, and the next attempt refunds it', async () => {
    const { purchase, provider, refunds, payments, paid } = createService('stripe')
    const first = await paid()
    const second = await paid()
    await purchase.verifyPaymentAndGenerateReport({ paymentIntentId: first, estimateId })
    const refund = provider.refundDuplicate
    provider.refundDuplicate = async () => {
      throw new Error('Stripe is down')
    }
    await expect(purchase.verifyPaymentAndGenerateReport({ paymentIntentId: second, estimateId })).rejects.toThrow(
      'Stripe is down',
    )
    expect(await payments.findByProviderPaymentId(second)).toMatchObject({ status: 'duplicate' })
    provider.refundDuplicate = refund
    await expect(
      purchase.verifyPaymentAndGenerateReport({ paymentIntentId: second, estimateId }),
    ).rejects.toMatchObject({
      status: 409,
    })
    expect(refunds).toEqual([second])
    expect(await payments.findByProviderPaymentId(second)).toMatchObject({ status: 'refunded' })
  })

  test('once one payment is verified, the estimate’s other open intent is cancelled with the provider', async () => {
    const { purchase, intents, payments, paid } = createService('stripe')
    const first = await paid()
    const { paymentIntentId: open } = await purchase.createPaymentIntent({ estimateId, amount: 6.99 })
    await purchase.verifyPaymentAndGenerateReport({ paymentIntentId: first, estimateId })
    expect(intents.get(open)?.status).toBe('canceled')
    expect(await payments.findByProviderPaymentId(open)).toMatchObject({ status: 'canceled' })
  })

  test('a new intent is refused while another payment for the estimate is processing', async () => {
    const { purchase, payments, paid } = createService('stripe')
    const id = await paid({ status: 'processing' })
    await expect(purchase.verifyPaymentAndGenerateReport({ paymentIntentId: id, estimateId })).rejects.toMatchObject({
      status: 402,
    })
    expect(await payments.findByProviderPaymentId(id)).toMatchObject({ status: 'processing' })
    await expect(purchase.createPaymentIntent({ estimateId, amount: 6.99 })).rejects.toMatchObject({
      status: 409,
      message: PAYMENT_IN_PROGRESS_MESSAGE,
    })
  })

  test('a paid estimate always names its report: one never made is opened (not rendered) when the estimate is read', async () => {
    const { purchase, reports, paid } = createService()
    expect(await purchase.reportStateOf(estimateId)).toMatchObject({ hasReport: false, reportId: null })
    const id = await paid()
    // Paid with the provider and recorded, but the buyer left before verifying: no report yet.
    await database.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.providerPaymentId, id))
    expect(await purchase.reportStateOf(estimateId)).toMatchObject({
      hasReport: true,
      reportId: `QSR-${id}`,
      paymentIntentId: id,
    })
    expect(await purchase.reportStateOf(estimateId)).toMatchObject({ hasReport: true, reportId: `QSR-${id}` })
    expect(reports.opened).toEqual([id])
    expect(reports.calls).toEqual([])
  })

  test('a webhook for a payment that is not ours is acknowledged, not retried', async () => {
    const { purchase } = createService('stripe')
    const event = {
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_notours12345', object: 'payment_intent' } },
    }
    await expect(purchase.handleStripeEvent(event as never)).resolves.toEqual({ handled: false })
  })
})
