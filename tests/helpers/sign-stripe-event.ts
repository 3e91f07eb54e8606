import Stripe from 'stripe'

const stripe = new Stripe('sk_test_signing_only')

/** A Stripe event body for a PaymentIntent, shaped like the real ones. */
export function buildPaymentIntentEvent(type: string, intent: { id: string } & Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { object: 'payment_intent', ...intent } },
  })
}

/** Signs a webhook body the way Stripe does, so the app's real signature check runs (STYLE.md §6). */
export function signStripeEvent(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
}
