import type { Subscription } from '#shared/schemas/subscriptions'

/** A signed-in, verified account as GET /api/auth/get-session answers it. */
export const sessionUser = { id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true }

/** An active Pro monthly subscription renewing on 24 December 2026. */
export const proSubscription: Subscription = {
  tier: 'pro',
  status: 'active',
  billingPeriod: 'monthly',
  currentPeriodStart: '2026-11-24T09:00:00.000Z',
  currentPeriodEnd: '2026-12-24T09:00:00.000Z',
  cancelAtPeriodEnd: false,
}
