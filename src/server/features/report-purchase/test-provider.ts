import { AppError, badRequest } from '#server/errors'
import { clientSecretMatches, idOfClientSecret, newClientSecret, randomToken } from '#server/payments/client-secrets'
import { checkTestCard, type TestCardInput } from '#server/payments/test-cards'
import { alreadyBought } from './report-purchase-errors'
import type { PaymentProvider, ProviderPaymentIntent } from './payment-provider'
import type { PaymentRow, PaymentsRepository } from './payments.repository'

function toIntent(row: PaymentRow): ProviderPaymentIntent {
  return {
    id: row.providerPaymentId,
    status: row.status,
    amountPence: row.amountPence,
    currency: row.currency,
    estimateId: row.estimateId,
    receiptEmail: row.email,
    failureMessage: row.failureMessage,
  }
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly kind: 'test'
  /**
   * Confirms a test payment with a card, as Stripe's test mode would: Stripe's success cards succeed, its
   * decline cards throw 402 with Stripe's message, malformed fields throw 400 naming each field. Idempotent:
   * confirming a payment that already succeeded answers succeeded again without charging anything.
   */
  confirmCard(clientSecret: string, card: TestCardInput): Promise<ProviderPaymentIntent>
}

/**
 * The built-in TEST MODE provider (docs/product/decisions.md, Payments): used when no Stripe keys are set. Its PaymentIntents
 * live in the `payments` table (`pi_test_…`), with a hash of the client secret, never the secret itself.
 */
export function createTestPaymentProvider(deps: {
  payments: PaymentsRepository
  now: () => Date
}): TestPaymentProvider {
  const notFound = () => new AppError('not_found', 'Payment not found. Please start the payment again.')

  return {
    kind: 'test',
    async createPaymentIntent(input) {
      const id = `pi_test_${randomToken(24)}`
      const { clientSecret, clientSecretSha256 } = newClientSecret(id)
      return {
        clientSecret,
        intent: {
          id,
          status: 'requires_payment_method',
          amountPence: input.amountPence,
          currency: input.currency,
          estimateId: input.estimateId,
          receiptEmail: input.email ?? null,
          failureMessage: null,
        },
        storedMetadata: { clientSecretSha256 },
      }
    },

    async retrievePaymentIntent(id) {
      const row = await deps.payments.findByProviderPaymentId(id)
      return row && row.provider === 'test' ? toIntent(row) : undefined
    },

    // TEST MODE takes no money: there is nothing to give back, and its confirm never takes a second payment.
    refundDuplicate: async (id) => ({ refundId: `re_test_${id.slice('pi_test_'.length)}` }),
    // Its confirm refuses an intent for a bought estimate itself (409), so an open one needs no cancelling.
    cancelUnpaid: async (id) => {
      const row = await deps.payments.findByProviderPaymentId(id)
      return row ? toIntent(row) : undefined
    },

    async confirmCard(clientSecret, card) {
      const id = idOfClientSecret(clientSecret)
      const row = id.startsWith('pi_test_') ? await deps.payments.findByProviderPaymentId(id) : undefined
      const stored = (row?.metadata as { clientSecretSha256?: string } | null)?.clientSecretSha256
      if (!row || row.provider !== 'test' || !clientSecretMatches(clientSecret, stored)) throw notFound()

      if (row.status === 'succeeded') return toIntent(row)
      // Two intents opened for one estimate (two tabs): only the first to be paid is taken. This read answers the
      // usual case early; the status update below decides races.
      const paid = row.estimateId ? await deps.payments.findSucceededForEstimate(row.estimateId) : undefined
      if (paid && paid.providerPaymentId !== row.providerPaymentId) throw alreadyBought()
      if (row.status === 'canceled')
        throw new AppError('payment_failed', 'This payment was cancelled. Please start again.')

      const checked = checkTestCard(card, deps.now())
      // A report is one charge: a card whose charges fail (0341) is declined now.
      const result =
        checked.outcome === 'succeeded' && checked.laterDecline
          ? { outcome: 'declined' as const, ...checked.laterDecline }
          : checked
      if (result.outcome === 'invalid') throw badRequest(result.errors.map((e) => e.message).join(' '), result.errors)
      if (result.outcome === 'declined') {
        // Like Stripe: a declined attempt leaves the intent waiting for another card.
        await deps.payments.recordStatus(id, { status: 'requires_payment_method', failureMessage: result.message })
        throw new AppError('payment_failed', result.message)
      }
      // The charge itself: the database takes it only if no other payment holds the estimate, so of two tabs
      // paying at once (on any instance) exactly one is charged and the other is refused before it is.
      if (!(await deps.payments.recordStatus(id, { status: 'succeeded', failureMessage: null }))) throw alreadyBought()
      return { ...toIntent(row), status: 'succeeded', failureMessage: null }
    },
  }
}
