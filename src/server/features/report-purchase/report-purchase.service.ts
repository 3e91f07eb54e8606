import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import { REPORT_CURRENCY, REPORT_PRICE_GBP, REPORT_PRICE_PENCE } from '#shared/pricing'
import {
  PAYMENT_INTENT_ID_PATTERN,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type TestConfirmRequest,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '#shared/schemas/report-purchase'
import { isUuid } from '#shared/uuid'
import { AppError, badRequest } from '#server/errors'
import { alreadyBought, duplicateRefunded, paymentInProgress } from './report-purchase-errors'
import type { PaymentProvider, ProviderPaymentIntent } from './payment-provider'
import type { PaymentRow, ReportPurchaseRepository } from './report-purchase.repository'

export const NO_ESTIMATE_MESSAGE = 'Please generate an estimate first.'
export const AMOUNT_MISMATCH_MESSAGE = 'Amount does not match the report price of £6.99'

const paymentNotFound = () => new AppError('not_found', 'Payment not found.')

/** What createReportForPayment reports back: `emailed` only once the mailer accepted the report email. */
export interface ReportOutcome {
  reportId: string
  created: boolean
  ready: boolean
  email: string | null
  emailed: boolean
}

/** Verify's message promises only what happened: "emailed" once it was; otherwise that we are still sending. */
function purchaseMessage(report: ReportOutcome): string {
  if (!report.ready) {
    const email = report.email ? ` and will be emailed to ${report.email}` : ''
    return `Payment verified. Your professional report is still being prepared${email}.`
  }
  if (report.emailed) return 'Payment verified. Your professional report is ready and has been emailed to you.'
  if (report.email) {
    return `Payment verified. Your professional report is ready. We're sending it to ${report.email} and will retry if delivery fails.`
  }
  return 'Payment verified. Your professional report is ready.'
}

/**
 * The report purchase's port onto the reports feature: turns a verified payment into its one report, and points the payment
 * at it. Declared here, satisfied by the reports service in the composition root (src/server/compose.ts).
 * Idempotent on `paymentIntentId`.
 */
export interface ReportIssuer {
  /** `awaitReport: false`: answers once the report row exists, rendering and emailing it after the answer. */
  createReportForPayment(input: ReportForPayment, options?: { awaitReport?: boolean }): Promise<ReportOutcome>
  /**
   * Makes sure a paid payment has its report row (and the job that renders it) without rendering it here; answers
   * its id. Idempotent on `paymentIntentId`. The reports feature points the payment at its report.
   */
  openReportForPayment(input: ReportForPayment): Promise<{ reportId: string }>
}

/** The payment a report is for, the estimate it paid for, where to email the report and the name for its cover. */
export interface ReportForPayment {
  paymentIntentId: string
  estimateId: string
  email: string | null
  /** The name the buyer gave for "Prepared for" (absent or null: none given). */
  name?: string | null
}

/** The report purchase's port onto estimates: an estimate a report can be bought for, and the email given with it. */
export interface PurchasableEstimates {
  findById(id: string): Promise<{ id: string; email: string | null; userId?: string | null } | undefined>
}

/** Who is buying: the signed-in account (the session port), or null. Another account's estimate is not found. */
export type Buyer = { id: string } | null

/**
 * The report purchase's port onto the built-in TEST MODE card provider: POST /api/test-payments/confirm pays whatever its client
 * secret names, a report's PaymentIntent or a subscription's first invoice, and answers its id.
 */
export interface TestCardConfirmer {
  confirm(clientSecret: string, card: TestConfirmRequest): Promise<{ id: string }>
}

/** The report purchase's port onto subscriptions with Stripe keys: the webhook's subscription and invoice events. */
export type StripeEventHandler = (event: Stripe.Event) => Promise<{ handled: boolean }>

export interface ReportPurchaseServiceDeps {
  provider: PaymentProvider
  /** TEST MODE's card confirmation (absent with Stripe keys). */
  testCards?: TestCardConfirmer | undefined
  /** Stripe events that are not a report payment's (subscriptions), when that feature takes them. */
  otherStripeEvents?: StripeEventHandler | undefined
  payments: ReportPurchaseRepository
  estimates: PurchasableEstimates
  /** Called only for a payment verified with the provider. */
  reports: ReportIssuer
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

/** An estimate's report purchase as estimates need it (their getReportState port): bought, its report, who paid. */
export interface ReportPurchase {
  hasReport: boolean
  reportId: string | null
  /** The PaymentIntent that paid, for the buyer's proof (docs/decisions/021). */
  paymentIntentId: string | null
  /** The email the report was bought with. */
  buyerEmail: string | null
}

/**
 * Report purchases: create a PaymentIntent at the server's price, confirm test-mode cards, and turn a payment
 * the provider says succeeded into exactly one report, whether the browser (verify) or Stripe (webhook) asks.
 */
// eslint-disable-next-line max-lines-per-function -- factory closing over its dependencies; each method is short
export function createReportPurchaseService(deps: ReportPurchaseServiceDeps) {
  const { provider } = deps

  async function getEstimate(estimateId: string | undefined, buyer: Buyer) {
    if (!estimateId) throw badRequest(NO_ESTIMATE_MESSAGE, [{ path: 'estimateId', message: NO_ESTIMATE_MESSAGE }])
    const estimate = isUuid(estimateId) ? await deps.estimates.findById(estimateId) : undefined
    // An estimate saved to an account is only its owner's to buy a report for (docs/decisions/015).
    if (!estimate || (estimate.userId && estimate.userId !== buyer?.id))
      throw new AppError('not_found', `Estimate not found. ${NO_ESTIMATE_MESSAGE}`)
    return estimate
  }

  /** The payments row for a provider's intent; a Stripe payment we have no row for is adopted from its metadata. */
  async function findOrAdopt(intent: ProviderPaymentIntent): Promise<PaymentRow> {
    const row = await deps.payments.findByProviderPaymentId(intent.id)
    if (row) return row
    // e.g. the row insert failed after Stripe created the intent: adopt it only if Stripe says which estimate it
    // paid for. Stored unpaid; fulfil records it paid once its price is checked and no other payment holds the
    // estimate.
    if (provider.kind !== 'stripe' || !intent.estimateId) throw paymentNotFound()
    const adopted = await deps.payments.insertIfMissing({
      provider: 'stripe',
      providerPaymentId: intent.id,
      estimateId: isUuid(intent.estimateId) ? intent.estimateId : null,
      amountPence: intent.amountPence,
      currency: intent.currency,
      status: 'requires_payment_method',
      email: intent.receiptEmail,
    })
    if (!adopted) throw paymentNotFound()
    return adopted
  }

  /**
   * A payment the provider took for an estimate another payment already holds (two Stripe tabs): recorded as a
   * duplicate, refunded in full (once: the refund is idempotent on the payment), recorded refunded, answered 409.
   */
  async function refundDuplicate(row: PaymentRow, intent: ProviderPaymentIntent): Promise<never> {
    if (row.status !== 'refunded' && intent.status === 'succeeded') {
      // Recorded before the money moves, so a refund that fails now is owed, visibly, and retried with the event.
      await deps.payments.markDuplicate(intent.id)
      const { refundId } = await provider.refundDuplicate(intent.id)
      await deps.payments.markDuplicate(intent.id, { refundId })
      deps.log.warn(
        { paymentIntentId: intent.id, estimateId: row.estimateId, refundId },
        'second payment for an estimate refunded',
      )
    }
    throw duplicateRefunded()
  }

  /**
   * Once an estimate is paid for, its other intents (another tab's) are cancelled with the provider, so Stripe
   * refuses to charge them; one paid meanwhile is refunded when its event arrives. Best effort: a failure here is
   * logged and never fails the purchase.
   */
  async function cancelOpenIntents(estimateId: string, paidWith: string): Promise<void> {
    for (const open of await deps.payments.listOpenForEstimate(estimateId, paidWith)) {
      try {
        const now = await provider.cancelUnpaid(open.providerPaymentId)
        if (now && now.status !== 'succeeded' && now.status !== open.status)
          await deps.payments.recordStatus(now.id, { status: now.status, failureMessage: now.failureMessage })
      } catch (err) {
        deps.log.warn({ err, paymentIntentId: open.providerPaymentId }, 'could not cancel an unpaid intent')
      }
    }
  }

  /**
   * The one path from "the provider says this payment succeeded" to a report. Re-reads the PaymentIntent from
   * the provider, checks amount, currency and which estimate it paid for, records it paid unless another payment
   * holds the estimate (then refunds it), and creates the report (idempotent).
   */
  async function fulfil(
    paymentIntentId: string,
    expected: {
      estimateId?: string
      email?: string | undefined
      name?: string | undefined
      awaitReport?: boolean | undefined
    },
  ): Promise<{ report: ReportOutcome; intent: ProviderPaymentIntent }> {
    const intent = await provider.retrievePaymentIntent(paymentIntentId)
    if (!intent) throw paymentNotFound()
    const row = await findOrAdopt(intent)
    const paidFor = intent.estimateId ?? row.estimateId
    if (!paidFor || (row.estimateId && intent.estimateId && row.estimateId !== intent.estimateId)) {
      throw new AppError('forbidden', 'This payment is not linked to an estimate.')
    }
    if (expected.estimateId !== undefined && paidFor !== expected.estimateId) {
      deps.log.warn({ paymentIntentId, paidFor, asked: expected.estimateId }, 'payment used for another estimate')
      throw new AppError(
        'forbidden',
        'This payment was made for a different estimate, so it cannot unlock this report.',
      )
    }
    if (row.status === 'duplicate' || row.status === 'refunded') return refundDuplicate(row, intent)

    if (intent.status !== 'succeeded') {
      if (row.status !== intent.status || row.failureMessage !== intent.failureMessage) {
        await deps.payments.recordStatus(intent.id, { status: intent.status, failureMessage: intent.failureMessage })
      }
      const reason = intent.failureMessage ? ` ${intent.failureMessage}` : ''
      throw new AppError('payment_required', `Payment has not completed.${reason}`)
    }
    if (intent.amountPence !== REPORT_PRICE_PENCE || intent.currency.toLowerCase() !== REPORT_CURRENCY) {
      deps.log.error(
        { paymentIntentId, amount: intent.amountPence, currency: intent.currency },
        'payment amount does not match the report price',
      )
      throw new AppError('payment_required', 'This payment does not match the report price of £6.99.')
    }
    // The database decides which of two payments for one estimate is the one (whoever records it first).
    const isTheOne =
      row.status === 'succeeded' ||
      (await deps.payments.recordStatus(intent.id, { status: 'succeeded', failureMessage: null }))
    if (!isTheOne) return refundDuplicate(row, intent)
    await cancelOpenIntents(paidFor, intent.id)

    const email = expected.email ?? row.email ?? intent.receiptEmail ?? null
    // The name typed beside the card wins over one given when the payment was created.
    const name = expected.name ?? row.buyerName ?? null
    if (expected.name && expected.name !== row.buyerName) await deps.payments.recordBuyerName(intent.id, expected.name)
    const report = await deps.reports.createReportForPayment(
      { paymentIntentId: intent.id, estimateId: paidFor, email, name },
      { awaitReport: expected.awaitReport !== false },
    )
    return { report, intent }
  }

  return {
    /** POST /api/create-payment-intent. The client's `amount` is checked against the server price, never charged. */
    async createPaymentIntent(
      req: CreatePaymentIntentRequest,
      buyer: Buyer = null,
    ): Promise<CreatePaymentIntentResponse> {
      if (Math.abs(req.amount - REPORT_PRICE_GBP) > 1e-9) {
        throw badRequest(AMOUNT_MISMATCH_MESSAGE, [{ path: 'amount', message: AMOUNT_MISMATCH_MESSAGE }])
      }
      const estimate = await getEstimate(req.estimateId, buyer)
      const holding = await deps.payments.findHoldingForEstimate(estimate.id)
      if (holding) throw holding.status === 'succeeded' ? alreadyBought() : paymentInProgress()
      const email = req.email ?? estimate.email ?? undefined
      const created = await provider.createPaymentIntent({
        amountPence: REPORT_PRICE_PENCE,
        currency: REPORT_CURRENCY,
        estimateId: estimate.id,
        email,
      })
      await deps.payments.insert({
        provider: provider.kind,
        providerPaymentId: created.intent.id,
        estimateId: estimate.id,
        amountPence: REPORT_PRICE_PENCE,
        currency: REPORT_CURRENCY,
        status: created.intent.status,
        email: email ?? null,
        buyerName: req.name ?? null,
        metadata: created.storedMetadata ?? null,
      })
      return {
        clientSecret: created.clientSecret,
        paymentIntentId: created.intent.id,
        provider: provider.kind,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
        amount: REPORT_PRICE_GBP,
        currency: REPORT_CURRENCY,
      }
    },

    /** POST /api/test-payments/confirm: only with the TEST MODE provider (404 when Stripe is configured). */
    async confirmTestPayment(req: TestConfirmRequest): Promise<{ status: 'succeeded'; paymentIntentId: string }> {
      if (provider.kind !== 'test' || !deps.testCards)
        throw new AppError(
          'not_found',
          'Test payments are not available: this server takes real payments through Stripe.',
        )
      const { id } = await deps.testCards.confirm(req.clientSecret, req)
      return { status: 'succeeded', paymentIntentId: id }
    },

    /**
     * POST /api/verify-payment-and-generate-report (and /api/estimates/purchase-qs-report). Idempotent: verifying
     * the same payment again answers the same report id.
     */
    async verifyPaymentAndGenerateReport(
      req: VerifyPaymentRequest,
      buyer: Buyer = null,
    ): Promise<VerifyPaymentResponse> {
      if (!req.estimateId) throw badRequest(NO_ESTIMATE_MESSAGE, [{ path: 'estimateId', message: NO_ESTIMATE_MESSAGE }])
      const estimate = isUuid(req.estimateId) ? await deps.estimates.findById(req.estimateId) : undefined
      if (estimate?.userId && estimate.userId !== buyer?.id)
        throw new AppError('not_found', `Estimate not found. ${NO_ESTIMATE_MESSAGE}`)
      if (!PAYMENT_INTENT_ID_PATTERN.test(req.paymentIntentId)) throw paymentNotFound()
      const { report } = await fulfil(req.paymentIntentId, {
        estimateId: req.estimateId,
        email: req.email,
        name: req.name,
        awaitReport: req.awaitReport,
      })
      return {
        success: true,
        reportId: report.reportId,
        message: purchaseMessage(report),
        emailed: report.emailed,
        emailTo: report.email,
      }
    },

    /**
     * Whether an estimate's report is bought, and its id. A paid estimate always names its report: one whose
     * report row was never made (the buyer left between paying and verifying, or a process died in between) gets
     * it now, rendered by the render-report job or the first view.
     */
    async reportStateOf(estimateId: string): Promise<ReportPurchase> {
      const paid = await deps.payments.findSucceededForEstimate(estimateId)
      if (!paid) return { hasReport: false, reportId: null, paymentIntentId: null, buyerEmail: null }
      const bought = { hasReport: true, paymentIntentId: paid.providerPaymentId, buyerEmail: paid.email ?? null }
      if (paid.reportId) return { ...bought, reportId: paid.reportId }
      const { reportId } = await deps.reports.openReportForPayment({
        paymentIntentId: paid.providerPaymentId,
        estimateId,
        email: paid.email,
        name: paid.buyerName,
      })
      return { ...bought, reportId }
    },

    /**
     * A verified Stripe event. `payment_intent.succeeded` produces the report even if the buyer closed the
     * browser; failures and cancellations update the payment row; other types are ignored.
     */
    async handleStripeEvent(event: Stripe.Event): Promise<{ handled: boolean }> {
      const object = event.data.object as { id?: unknown; object?: unknown }
      if (object.object !== 'payment_intent' || typeof object.id !== 'string')
        return deps.otherStripeEvents ? deps.otherStripeEvents(event) : { handled: false }
      const paymentIntentId = object.id
      try {
        switch (event.type) {
          case 'payment_intent.succeeded': {
            const { report } = await fulfil(paymentIntentId, {})
            deps.log.info(
              { eventId: event.id, paymentIntentId, reportId: report.reportId },
              'report produced from webhook',
            )
            return { handled: true }
          }
          case 'payment_intent.payment_failed':
          case 'payment_intent.canceled': {
            const intent = await provider.retrievePaymentIntent(paymentIntentId)
            if (intent && (await deps.payments.findByProviderPaymentId(paymentIntentId))) {
              await deps.payments.recordStatus(paymentIntentId, {
                status: intent.status,
                failureMessage: intent.failureMessage,
              })
            }
            return { handled: true }
          }
          default:
            return { handled: false }
        }
      } catch (err) {
        // A payment that isn't ours or isn't payable can't improve on retry: acknowledge it. Server faults
        // (render, database, Stripe unreachable) propagate so Stripe retries the event.
        if (err instanceof AppError && err.status < 500) {
          deps.log.warn({ eventId: event.id, paymentIntentId, detail: err.message }, 'stripe event not applied')
          return { handled: false }
        }
        throw err
      }
    },
  }
}
export type ReportPurchaseService = ReturnType<typeof createReportPurchaseService>
