import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#server/db/client'
import { subscriptions, users } from '#server/db/schema/index'
import type { CreateSubscriptionResponse, PaidTier, SubscriptionChoice } from '#shared/schemas/subscriptions'
import { postAsPage } from './accounts'
import { SUCCESS_CARD } from './report-purchase'

/** Stripe's test card that is taken at sign-up and declined on every later charge. */
export const RENEWAL_FAILS_CARD = { ...SUCCESS_CARD, cardNumber: '4000 0000 0000 0341' }
export const DECLINED_CARD = { ...SUCCESS_CARD, cardNumber: '4000 0000 0000 0002' }

/** A clock tests move by hand (the app's `now` override). */
export function testClock(start = '2026-11-24T12:00:00.000Z') {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set(iso: string | Date) {
      current = new Date(iso)
    },
    advanceDays(days: number) {
      current = new Date(current.getTime() + days * 24 * 60 * 60 * 1000)
    },
  }
}

/** POST /api/create-subscription as the signed-in page does, answering the response. */
export const requestSubscription = (app: FastifyInstance, cookie: string, choice: Record<string, unknown>) =>
  postAsPage(app, '/api/create-subscription', choice, cookie)

/** POST /api/subscription/change as the portal page does. */
export const changeSubscription = (app: FastifyInstance, cookie: string, choice: Record<string, unknown>) =>
  postAsPage(app, '/api/subscription/change', choice, cookie)

/** POST /api/create-subscription, answering its body (throws unless 200). */
export async function createSubscription(app: FastifyInstance, cookie: string, choice: SubscriptionChoice) {
  const res = await requestSubscription(app, cookie, choice)
  if (res.statusCode !== 200) throw new Error(`create-subscription answered ${res.statusCode}: ${res.body}`)
  return res.json() as CreateSubscriptionResponse
}

/** The TEST MODE checkout through the API: create the subscription, then confirm its first invoice with `card`. */
export async function subscribe(
  app: FastifyInstance,
  cookie: string,
  choice: SubscriptionChoice = { tier: 'pro', billingPeriod: 'monthly' },
  card: typeof SUCCESS_CARD = SUCCESS_CARD,
) {
  const created = await createSubscription(app, cookie, choice)
  const confirmed = await postAsPage(app, '/api/test-payments/confirm', { clientSecret: created.clientSecret, ...card })
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`)
  return created
}

export const getSubscription = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/subscription', headers: { cookie } })).json()

/** Puts `email`'s account straight on an active paid plan in the database (no checkout), until `until`. */
export async function grantPlan(t: { database: Database }, email: string, tier: PaidTier, until: Date) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no account for ${email}`)
  await t.database.db.insert(subscriptions).values({ userId: user.id, tier, status: 'active', currentPeriodEnd: until })
}
