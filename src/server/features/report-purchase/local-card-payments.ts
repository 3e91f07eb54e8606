import { AppError } from '#server/errors'
import type { LocalCardProvider } from '#server/payments/local-card-provider/local-card-provider'
import { alreadyBought } from './report-purchase-errors'
import type { PaymentProvider, ProviderPaymentIntent } from './payment-provider'
import type { PaymentRow, ReportPurchaseRepository } from './report-purchase.repository'

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

/**
 * The report purchase on the built-in TEST MODE card provider (docs/decisions/045), used when no Stripe keys are set.
 * Its PaymentIntents (`pi_test_…`) live in the `payments` table, with a hash of the client secret, never the secret
 * itself; the provider's confirm pays them, one charge each.
 */
export function createLocalCardPayments(cards: LocalCardProvider, payments: ReportPurchaseRepository): PaymentProvider {
  cards.acceptCheckouts('pi', {
    use: 'once',
    async find(id) {
      const row = await payments.findByProviderPaymentId(id)
      if (row?.provider !== 'test') return undefined
      return {
        clientSecretSha256: (row.metadata as { clientSecretSha256?: string } | null)?.clientSecretSha256,
        isPaid: row.status === 'succeeded',
        async assertPayable() {
          // Two intents opened for one estimate (two tabs): only the first to be paid is taken. This read answers
          // the usual case early; recordPaid decides races.
          const paid = row.estimateId ? await payments.findSucceededForEstimate(row.estimateId) : undefined
          if (paid && paid.providerPaymentId !== row.providerPaymentId) throw alreadyBought()
          if (row.status === 'canceled')
            throw new AppError('payment_failed', 'This payment was cancelled. Please start again.')
        },
        async recordDecline(message) {
          await payments.recordStatus(id, { status: 'requires_payment_method', failureMessage: message })
        },
        // The charge itself: the database takes it only if no other payment holds the estimate, so of two tabs
        // paying at once (on any instance) exactly one is charged and the other is refused before it is.
        async recordPaid() {
          if (!(await payments.recordStatus(id, { status: 'succeeded', failureMessage: null }))) throw alreadyBought()
        },
      }
    },
  })

  return {
    kind: cards.kind,
    async createPaymentIntent(input) {
      const id = cards.newId('pi')
      const { clientSecret, clientSecretSha256 } = cards.newClientSecret(id)
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
      const row = await payments.findByProviderPaymentId(id)
      return row && row.provider === 'test' ? toIntent(row) : undefined
    },

    // TEST MODE takes no money: there is nothing to give back, and its confirm never takes a second payment.
    refundDuplicate: async (id) => ({ refundId: cards.refundIdOf(id) }),
    // Its confirm refuses an intent for a bought estimate itself (409), so an open one needs no cancelling.
    cancelUnpaid: async (id) => {
      const row = await payments.findByProviderPaymentId(id)
      return row ? toIntent(row) : undefined
    },
  }
}
