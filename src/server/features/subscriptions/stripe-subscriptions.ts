import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import { parseStripeLookupKey, stripeLookupKey } from '#shared/plans'
import {
  INVOICE_STATUSES,
  type Invoice,
  type ProviderInvoice,
  type SubscriptionChoice,
} from '#shared/schemas/subscriptions'
import { AppError } from '#server/errors'
import { isStripeMissing, stripeUnavailable } from '#server/payments/stripe-client'
import type { SubscriptionAccount, SubscriptionProvider } from './subscription-provider'
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository'

/** The Stripe events that change an account's subscription: each one is applied by re-reading Stripe. */
export const SUBSCRIPTION_EVENT_TYPES = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
])

const fromUnix = (s: number | null | undefined) => (s ? new Date(s * 1000) : null)

/** Stripe's error, as a problem the user can act on: card errors are 402 with Stripe's message, others 502. */
function fromStripe(err: unknown): AppError {
  if (err instanceof AppError) return err
  if (err instanceof Stripe.errors.StripeCardError) return new AppError('payment_failed', err.message)
  return stripeUnavailable(err)
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    throw fromStripe(err)
  }
}

function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const line = invoice.lines?.data[0]
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    status: (INVOICE_STATUSES as readonly string[]).includes(invoice.status ?? '')
      ? (invoice.status as Invoice['status'])
      : 'draft',
    description: invoice.description ?? line?.description ?? 'Subscription',
    amountDuePence: invoice.amount_due,
    amountPaidPence: invoice.amount_paid,
    currency: 'gbp',
    createdAt: new Date(invoice.created * 1000).toISOString(),
    paidAt: fromUnix(invoice.status_transitions?.paid_at)?.toISOString() ?? null,
    periodStart: fromUnix(line?.period?.start ?? invoice.period_start)?.toISOString() ?? null,
    periodEnd: fromUnix(line?.period?.end ?? invoice.period_end)?.toISOString() ?? null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    stripePdfUrl: invoice.invoice_pdf ?? null,
  }
}

export interface StripeSubscriptions extends SubscriptionProvider {
  readonly kind: 'stripe'
  /**
   * Makes our rows for `customerId` match Stripe, read afresh from Stripe (never from an event's payload), so
   * events applied twice or out of order converge on Stripe's current state. Idempotent.
   */
  syncSubscription(customerId: string): Promise<void>
  /** A verified webhook event: subscription and invoice events sync their customer once per event id. */
  handleEvent(event: Stripe.Event): Promise<{ handled: boolean }>
}

/**
 * Stripe Billing: one Customer per account (created before checkout with an idempotency key, kept in
 * users.stripe_customer_id), Prices found by lookup key (`npm run stripe:setup`), subscriptions created
 * `default_incomplete` and paid through the first invoice's confirmation secret (API 2025-03-31 and later).
 */
// eslint-disable-next-line max-lines-per-function -- factory closing over its dependencies; each method is short
export function createStripeSubscriptions(deps: {
  stripe: Stripe
  repo: SubscriptionsRepository
  publishableKey?: string | undefined
  portalReturnUrl: string
  now: () => Date
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}): StripeSubscriptions {
  const { stripe, repo, log } = deps

  async function ensureCustomer(account: SubscriptionAccount): Promise<string> {
    const stored = await repo.findCustomerId(account.id)
    if (stored) return stored
    const create = (idempotencyKey: string) =>
      call(() =>
        stripe.customers.create(
          { email: account.email, name: account.name || undefined, metadata: { userId: account.id } },
          { idempotencyKey },
        ),
      )
    // Two checkouts at once (two tabs) get the same Customer.
    let customer = await create(`rce-customer-${account.id}`)
    // Stripe replays that key for 24 hours: after this account handed its Customer over with its organisation, the
    // replay is the other account's Customer, so a fresh one is made.
    const holder = await repo.findUserIdByCustomerId(customer.id)
    if (holder && holder !== account.id) customer = await create(`rce-customer-${account.id}-${deps.now().getTime()}`)
    return repo.saveCustomerId(account.id, customer.id)
  }

  async function priceFor(choice: SubscriptionChoice): Promise<Stripe.Price> {
    const key = stripeLookupKey(choice.tier, choice.billingPeriod)
    const { data } = await call(() => stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }))
    if (!data[0]) {
      log.error({ lookupKey: key }, 'no Stripe Price with this lookup key: run `npm run stripe:setup`')
      throw new AppError('bad_gateway', 'This plan cannot be bought right now. Please try again later.')
    }
    return data[0]
  }

  /** Writes one Stripe subscription into our table (tier and period from its Price's lookup key). */
  async function store(sub: Stripe.Subscription, userId: string): Promise<void> {
    const item = sub.items.data[0]
    const plan = parseStripeLookupKey(item?.price.lookup_key) ?? {
      tier: sub.metadata?.tier === 'business' ? 'business' : 'pro',
      period: sub.metadata?.billingPeriod === 'annual' ? 'annual' : 'monthly',
    }
    await repo.upsertByProviderId({
      userId,
      provider: 'stripe',
      providerSubscriptionId: sub.id,
      providerCustomerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      tier: plan.tier,
      billingPeriod: plan.period,
      status: sub.status,
      // API 2025-03-31 and later: the period is the item's.
      currentPeriodStart: fromUnix(item?.current_period_start),
      currentPeriodEnd: fromUnix(item?.current_period_end),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      endedAt: fromUnix(sub.ended_at),
    })
  }

  async function syncSubscription(customerId: string): Promise<void> {
    const userId = await repo.findUserIdByCustomerId(customerId)
    if (!userId) return void log.warn({ customerId }, 'stripe customer is not one of our accounts')
    const { data } = await call(() => stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }))
    for (const sub of data) await store(sub, userId)
  }

  async function refresh(row: SubscriptionRow, work: (id: string) => Promise<Stripe.Subscription>) {
    await store(await call(() => work(row.providerSubscriptionId!)), row.userId)
  }

  return {
    kind: 'stripe',
    publishableKey: deps.publishableKey,
    syncSubscription,

    async create(account, choice) {
      const customer = await ensureCustomer(account)
      const price = await priceFor(choice)
      // A new checkout supersedes the account's unpaid ones: they must never be paid, nor billed.
      const open = await call(() => stripe.subscriptions.list({ customer, status: 'incomplete', limit: 100 }))
      for (const old of open.data) await call(() => stripe.subscriptions.cancel(old.id))
      const sub = await call(() =>
        stripe.subscriptions.create({
          customer,
          items: [{ price: price.id }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
          metadata: { userId: account.id, tier: choice.tier, billingPeriod: choice.billingPeriod },
          expand: ['latest_invoice.confirmation_secret'],
        }),
      )
      await syncSubscription(customer)
      const invoice = sub.latest_invoice as Stripe.Invoice | null
      const clientSecret = invoice?.confirmation_secret?.client_secret
      if (!invoice || !clientSecret) {
        log.error({ subscriptionId: sub.id }, 'subscription created without a confirmation secret')
        throw new AppError('bad_gateway', 'Unable to initialize payment. Please try again.')
      }
      return { subscriptionId: sub.id, clientSecret, amountPence: invoice.amount_due }
    },

    async setCancelAtPeriodEnd(row, cancel) {
      await refresh(row, (id) => stripe.subscriptions.update(id, { cancel_at_period_end: cancel }))
    },

    // Stripe's Customer Portal (where Manage subscription goes with Stripe keys) shows its own confirmation with the
    // amounts; the app's confirmation is the TEST MODE portal's (local-card-subscriptions.ts).
    async previewChange() {
      throw new AppError(
        'conflict',
        'Change your plan in the billing portal (Manage subscription): it shows what you will pay before you confirm.',
      )
    },

    async change(row, choice, at) {
      const price = await priceFor(choice)
      await refresh(row, async (id) => {
        const current = await stripe.subscriptions.retrieve(id)
        return stripe.subscriptions.update(id, {
          items: [{ id: current.items.data[0]!.id, price: price.id }],
          proration_behavior: 'create_prorations',
          proration_date: Math.floor(at.getTime() / 1000),
          metadata: { tier: choice.tier, billingPeriod: choice.billingPeriod },
        })
      })
    },

    async cancelNow(row) {
      try {
        await refresh(row, (id) => stripe.subscriptions.cancel(id))
      } catch (err) {
        if (!isStripeMissing((err as AppError).cause)) throw err
        await repo.update(row.id, { status: 'canceled', endedAt: deps.now() })
      }
    },

    async portalUrl(account) {
      const customer = await ensureCustomer(account)
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: deps.portalReturnUrl }),
      )
      return session.url
    },

    async listInvoices(account) {
      const customer = await repo.findCustomerId(account.id)
      if (!customer) return []
      const { data } = await call(() => stripe.invoices.list({ customer, limit: 100 }))
      return data.filter((i) => i.status !== 'draft' && i.status !== 'void').map(toInvoice)
    },

    async updateCustomer(customerId, account) {
      await call(() =>
        stripe.customers.update(customerId, {
          email: account.email,
          name: account.name || account.email,
          metadata: { userId: account.id },
        }),
      )
    },

    async handleEvent(event) {
      if (!SUBSCRIPTION_EVENT_TYPES.has(event.type)) return { handled: false }
      const object = event.data.object as { customer?: string | { id: string } | null }
      const customerId = typeof object.customer === 'string' ? object.customer : object.customer?.id
      if (!customerId) return { handled: false }
      if (!(await repo.recordEvent(event.id, event.type))) {
        log.info({ eventId: event.id }, 'stripe event already applied: skipped')
        return { handled: true }
      }
      try {
        await syncSubscription(customerId)
      } catch (err) {
        // Not applied: forget it, so Stripe's retry of this event applies it.
        await repo.forgetEvent(event.id)
        throw err
      }
      return { handled: true }
    },
  }
}
