/**
 * What a card payment needs on either side of the client: a report purchase (features/report-purchase) and a
 * subscription's first invoice (features/subscriptions) confirm their client secret the same way.
 */
import { apiRequestJson } from '#client/lib/api-client'

export const NOT_READY_MESSAGE = 'Payment system not ready. Please wait a moment and try again.'
export const GENERIC_PAYMENT_FAILURE = 'Payment processing failed. Please try again.'

export interface TestCardDetails {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
}

/** TEST MODE only: confirms the intent with a Stripe test card. Throws ApiError 402 with the decline message. */
export function confirmTestPayment(clientSecret: string, card: TestCardDetails) {
  return apiRequestJson<{ status: 'succeeded'; paymentIntentId: string }>('POST', '/api/test-payments/confirm', {
    clientSecret,
    ...card,
  })
}
