import { getPlan, type BillingPeriod, type PlanTier } from '../../../shared/plans'
import type {
  CreateSubscriptionResponse,
  Invoice,
  Subscription,
  SubscriptionChoice,
  SubscriptionStatus,
} from '../../../shared/schemas/subscriptions'
import { AppError, signInRequired } from '../../errors'
import type { SubscriptionAccount, SubscriptionProvider } from './subscription-provider'
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository'

/** Who is asking: the signed-in account (the session port), or null. */
export type SubscriptionViewer = SubscriptionAccount | null

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    tier: row.tier as PlanTier,
    status: row.status as SubscriptionStatus,
    billingPeriod: row.billingPeriod as BillingPeriod,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  }
}

const planName = (tier: string) => getPlan(tier as PlanTier).name
const noSubscription = () =>
  new AppError('not_found', 404, 'You have no active subscription. Choose a plan on the pricing page.')

export interface SubscriptionsServiceDeps {
  repo: SubscriptionsRepository
  provider: SubscriptionProvider
}

/**
 * Pro and Business subscriptions (PRODUCT.md "Subscriptions", docs/decisions/016-subscriptions.md): the rules
 * both providers share. Every answer is read back from the database after the provider wrote it.
 */
export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { repo, provider } = deps

  function accountOf(viewer: SubscriptionViewer): SubscriptionAccount {
    if (!viewer) throw signInRequired()
    return viewer
  }

  async function getLive(viewer: SubscriptionViewer): Promise<SubscriptionRow> {
    const row = await repo.findLive(accountOf(viewer).id)
    if (!row) throw noSubscription()
    return row
  }

  async function answer(id: string): Promise<{ subscription: Subscription | null }> {
    const row = await repo.findById(id)
    return { subscription: row ? toSubscription(row) : null }
  }

  return {
    /** POST /api/create-subscription: 409 when the account already has a plan (change it instead). */
    async create(viewer: SubscriptionViewer, choice: SubscriptionChoice): Promise<CreateSubscriptionResponse> {
      const account = accountOf(viewer)
      const live = await repo.findLive(account.id)
      if (live)
        throw new AppError(
          'conflict',
          409,
          `You already have the ${planName(live.tier)} plan. Use Manage Subscription to change or cancel it.`,
        )
      const created = await provider.create(account, choice)
      return {
        clientSecret: created.clientSecret,
        subscriptionId: created.subscriptionId,
        provider: provider.kind,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
        tier: choice.tier,
        billingPeriod: choice.billingPeriod,
        amountPence: created.amountPence,
        currency: 'gbp',
      }
    },

    /** GET /api/subscription: the live subscription, else the latest ended one, else null. */
    async current(viewer: SubscriptionViewer): Promise<{ subscription: Subscription | null }> {
      const row = await repo.findCurrent(accountOf(viewer).id)
      return { subscription: row ? toSubscription(row) : null }
    },

    /** POST /api/subscription/cancel: ends at period end; the plan's allowances stay until then. */
    async cancel(viewer: SubscriptionViewer) {
      const row = await getLive(viewer)
      if (!row.cancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(row, true)
      return answer(row.id)
    },

    /** POST /api/subscription/resume: undoes a cancellation before the period ends. */
    async resume(viewer: SubscriptionViewer) {
      const row = await getLive(viewer)
      if (row.cancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(row, false)
      return answer(row.id)
    },

    /** POST /api/subscription/change: another plan or billing period, prorated. 409 for the current one. */
    async change(viewer: SubscriptionViewer, choice: SubscriptionChoice) {
      const row = await getLive(viewer)
      if (row.tier === choice.tier && row.billingPeriod === choice.billingPeriod)
        throw new AppError(
          'conflict',
          409,
          `You are already on the ${planName(row.tier)} plan billed ${choice.billingPeriod === 'monthly' ? 'monthly' : 'annually'}.`,
        )
      await provider.change(row, choice)
      return answer(row.id)
    },

    /** POST /api/billing-portal: Stripe's Customer Portal, or the TEST MODE page. */
    async portal(viewer: SubscriptionViewer): Promise<{ url: string }> {
      return { url: await provider.portalUrl(accountOf(viewer)) }
    },

    /** GET /api/subscription/invoices. */
    async invoices(viewer: SubscriptionViewer): Promise<{ invoices: Invoice[] }> {
      return { invoices: await provider.listInvoices(accountOf(viewer)) }
    },

    /** Accounts' beforeDeleteUser: the account's live subscription ends now, so nothing is charged again. */
    async cancelForDeletedAccount(userId: string): Promise<void> {
      const row = await repo.findLive(userId)
      if (row) await provider.cancelNow(row)
      for (const checkout of await repo.listIncomplete(userId)) await provider.cancelNow(checkout)
    },
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>
