import { invoicePdf, withVat, type InvoicePdfDeps } from './plan-invoice'
import { getPlan, type BillingPeriod, type PlanTier } from '#shared/plans'
import type {
  CreateSubscriptionResponse,
  Invoice,
  Subscription,
  SubscriptionChange,
  SubscriptionChangePreview,
  SubscriptionChoice,
  SubscriptionStatus,
} from '#shared/schemas/subscriptions'
import type { Db } from '#server/db/client'
import { AppError, signInRequired } from '#server/errors'
import type { Viewer } from '#server/http/viewer'
import type { SubscriptionAccount, SubscriptionProvider } from './subscription-provider'
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository'

/** How long a change preview's amounts hold: a confirmation within this charges exactly what it showed. */
export const QUOTE_VALID_MS = 15 * 60 * 1000

/** When a change is prorated: at the quote's time if it is recent and not in the future, else `now`. */
function prorationTimeOf(quotedAt: string | undefined, now: Date): Date {
  const quoted = quotedAt ? new Date(quotedAt) : undefined
  return quoted && quoted <= now && now.getTime() - quoted.getTime() <= QUOTE_VALID_MS ? quoted : now
}

/** `row`, unless `choice` is the plan it already has (409). */
function refuseCurrentPlan(row: SubscriptionRow, choice: SubscriptionChoice): SubscriptionRow {
  if (row.tier === choice.tier && row.billingPeriod === choice.billingPeriod)
    throw new AppError(
      'conflict',
      `You are already on the ${getPlan(row.tier as PlanTier).name} plan billed ${choice.billingPeriod === 'monthly' ? 'monthly' : 'annually'}.`,
    )
  return row
}

/** Who is asking: the signed-in account (the session port), or null. */
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
  new AppError('not_found', 'You have no active subscription. Choose a plan on the pricing page.')

/** The account's place in a Business team, if any (the business feature answers, through compose.ts). */
export type TeamMembershipOf = (
  userId: string,
) => Promise<{ role: 'owner' | 'member'; ownerName: string; ownerEmail: string } | undefined>

export interface SubscriptionsServiceDeps {
  repo: SubscriptionsRepository
  provider: SubscriptionProvider
  membershipOf: TeamMembershipOf
  now: () => Date
  /** VAT invoices as PDF: who sells (configuration) and the renderer. */
  invoices?: InvoicePdfDeps
}

/**
 * An organisation changes hands (docs/decisions/017-business-api.md): inside the hand-over's transaction `tx`, the
 * old owner's subscriptions, invoices and Stripe Customer become `to`'s, and with Stripe the Customer's email, name
 * and account id follow. 409 when `to` has a live plan of their own: one account holds one subscription.
 */
async function moveSubscriptionToAccount(
  deps: SubscriptionsServiceDeps,
  tx: Db,
  fromUserId: string,
  to: SubscriptionAccount,
): Promise<void> {
  const tables = deps.repo.inTransaction(tx)
  const own = await tables.findLive(to.id)
  if (own)
    throw new AppError(
      'conflict',
      `${to.name || to.email} has a ${planName(own.tier)} subscription of their own. It must end (cancelled in Manage subscription) before they can take over the team’s.`,
    )
  const customerId = await tables.moveAccount(fromUserId, to.id)
  if (customerId) await deps.provider.updateCustomer(customerId, to)
}

/**
 * 409 for a team member: they work on the team's plan, which its owner buys and manages. A member may still open
 * the portal for a live subscription of their own from before they joined (to cancel it).
 */
async function refuseTeamMember(deps: SubscriptionsServiceDeps, userId: string, to: 'buy' | 'manage'): Promise<void> {
  const team = await deps.membershipOf(userId)
  if (team?.role !== 'member' || (to === 'manage' && (await deps.repo.findLive(userId)))) return
  const owner = team.ownerName || team.ownerEmail
  throw new AppError(
    'conflict',
    to === 'buy'
      ? `You’re on ${owner}’s team, which is on its owner’s plan. Leave the team to start a plan of your own.`
      : `Your team’s plan is billed to its owner, ${owner}: only they can manage the subscription.`,
  )
}

/**
 * Pro and Business subscriptions (docs/product/contracts.md ("Subscriptions"), docs/decisions/016-subscriptions.md): the rules
 * both providers share. Every answer is read back from the database after the provider wrote it.
 */
export function createSubscriptionsService(deps: SubscriptionsServiceDeps) {
  const { repo, provider } = deps

  function accountOf(viewer: Viewer): SubscriptionAccount {
    if (!viewer) throw signInRequired()
    return viewer
  }

  async function getLive(viewer: Viewer): Promise<SubscriptionRow> {
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
    async create(viewer: Viewer, choice: SubscriptionChoice): Promise<CreateSubscriptionResponse> {
      const account = accountOf(viewer)
      // A member works in the team's workspace on its plan: a plan of their own would pay for nothing.
      await refuseTeamMember(deps, account.id, 'buy')
      const live = await repo.findLive(account.id)
      if (live)
        throw new AppError(
          'conflict',
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
    async current(viewer: Viewer): Promise<{ subscription: Subscription | null }> {
      const row = await repo.findCurrent(accountOf(viewer).id)
      return { subscription: row ? toSubscription(row) : null }
    },

    /** POST /api/subscription/cancel: ends at period end; the plan's allowances stay until then. */
    async cancel(viewer: Viewer) {
      const row = await getLive(viewer)
      if (!row.cancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(row, true)
      return answer(row.id)
    },

    /** POST /api/subscription/resume: undoes a cancellation before the period ends. */
    async resume(viewer: Viewer) {
      const row = await getLive(viewer)
      if (row.cancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(row, false)
      return answer(row.id)
    },

    /** GET /api/subscription/change-preview: what the change would charge now. 409 for the current plan. */
    async previewChange(viewer: Viewer, choice: SubscriptionChoice): Promise<SubscriptionChangePreview> {
      const row = refuseCurrentPlan(await getLive(viewer), choice)
      const quotedAt = deps.now()
      const quote = await provider.previewChange(row, choice, quotedAt)
      return { ...choice, ...quote, renewsAt: quote.renewsAt.toISOString(), quotedAt: quotedAt.toISOString() }
    },

    /**
     * POST /api/subscription/change: another plan or billing period, prorated at the confirmed preview's `quotedAt`
     * (so the card pays what the customer saw), or now. 409 for the current one.
     */
    async change(viewer: Viewer, { quotedAt, ...choice }: SubscriptionChange) {
      const row = refuseCurrentPlan(await getLive(viewer), choice)
      await provider.change(row, choice, prorationTimeOf(quotedAt, deps.now()))
      return answer(row.id)
    },

    /** POST /api/billing-portal: Stripe's Customer Portal, or the TEST MODE page. */
    async portal(viewer: Viewer): Promise<{ url: string }> {
      const account = accountOf(viewer)
      await refuseTeamMember(deps, account.id, 'manage')
      return { url: await provider.portalUrl(account) }
    },

    /** GET /api/subscription/invoices: each with its VAT split (plan prices include VAT at 20%). */
    async invoices(viewer: Viewer): Promise<{ invoices: Invoice[] }> {
      return { invoices: (await provider.listInvoices(accountOf(viewer))).map(withVat) }
    },

    /** GET /api/subscription/invoices/{id}/pdf: one of the account's invoices as a VAT invoice PDF; 404 otherwise. */
    invoicePdf: (viewer: Viewer, invoiceId: string) => invoicePdf(deps, accountOf(viewer), invoiceId),

    /** See moveSubscriptionToAccount. */
    moveToAccount: (tx: Db, from: string, to: SubscriptionAccount) => moveSubscriptionToAccount(deps, tx, from, to),

    /** Accounts' beforeDeleteUser: the account's live subscription ends now, so nothing is charged again. */
    async cancelForDeletedAccount(userId: string): Promise<void> {
      const row = await repo.findLive(userId)
      if (row) await provider.cancelNow(row)
      for (const checkout of await repo.listIncomplete(userId)) await provider.cancelNow(checkout)
    },
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>
