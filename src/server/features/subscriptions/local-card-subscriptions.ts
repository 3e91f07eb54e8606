import { getPlan, type BillingPeriod, type PlanTier } from '#shared/plans'
import type { Invoice, ProviderInvoice, SubscriptionChoice } from '#shared/schemas/subscriptions'
import { AppError } from '#server/errors'
import type { LocalCardProvider, SavedCard } from '#server/payments/local-card-provider/local-card-provider'
import { nextPeriod, periodBoundary, pricePence, prorate } from './billing-periods'
import type { SubscriptionProvider } from './subscription-provider'
import type {
  InvoiceRow,
  SubscriptionRow,
  SubscriptionsRepository,
  SubscriptionTables,
} from './subscriptions.repository'

/** Days after a failed renewal when TEST MODE tries the card again; after the last failure the account is unpaid. */
export const RENEWAL_RETRY_DAYS = [3, 5, 7] as const
const DAY_MS = 24 * 60 * 60 * 1000

const periodLabel = (period: BillingPeriod) => (period === 'monthly' ? 'monthly' : 'annual')
export const planLabel = (tier: PlanTier, period: BillingPeriod) =>
  `${getPlan(tier).name} plan (${periodLabel(period)})`
const formatPence = (pence: number) => `£${(pence / 100).toFixed(2)}`

export const invoiceNumber = (n: number) => `RCE-${String(n).padStart(6, '0')}`

export function toInvoice(row: InvoiceRow): ProviderInvoice {
  return {
    id: row.providerInvoiceId,
    number: invoiceNumber(row.number),
    status: row.status as Invoice['status'],
    description: row.description,
    amountDuePence: row.amountDuePence,
    amountPaidPence: row.amountPaidPence,
    currency: 'gbp',
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    hostedInvoiceUrl: null,
    stripePdfUrl: null,
  }
}

const checkoutGone = () =>
  new AppError('payment_failed', 'This checkout was replaced or has expired. Please start again.')

/** The card the subscription's first invoice was paid with, kept for its later charges. */
const savedCardOf = (row: SubscriptionRow) => row.testCard as SavedCard | null

export interface LocalCardSubscriptions extends SubscriptionProvider {
  readonly kind: 'test'
  /** The renewal sweep at `now`: renews, retries, ends and expires what is due. Answers how many it handled. */
  renewDue(): Promise<number>
}

/**
 * Subscriptions on the built-in TEST MODE card provider (docs/decisions/045), with no Stripe keys: subscriptions and
 * invoices live in the database, so every instance sees the same ones, and the `renew-subscriptions` job renews them
 * at period end. The provider's confirm pays a first invoice (`in_test_…`) and saves its card for the renewals.
 */
// eslint-disable-next-line max-lines-per-function -- factory closing over its dependencies; each method is short
export function createLocalCardSubscriptions(
  cards: LocalCardProvider,
  repo: SubscriptionsRepository,
): LocalCardSubscriptions {
  const chargeSavedCard = (row: SubscriptionRow) => cards.chargeSavedCard(savedCardOf(row))

  async function expireCheckouts(userId: string, except: string | undefined, r: SubscriptionTables, now: Date) {
    for (const old of await r.listIncomplete(userId)) {
      if (old.id === except) continue
      await r.update(old.id, { status: 'incomplete_expired', endedAt: now })
      await r.voidOpenInvoices(old.id)
    }
  }

  /** The cycle invoice for the period after the current one, paid from the saved card when it can be. */
  async function renew(row: SubscriptionRow, r: SubscriptionTables, now: Date) {
    const tier = row.tier as PlanTier
    const period = row.billingPeriod as BillingPeriod
    const next = nextPeriod(row.billingCycleAnchor ?? row.currentPeriodStart ?? now, period, row.currentPeriodEnd!)
    const price = pricePence(tier, period)
    const creditUsed = Math.min(row.creditPence, price)
    const decline = price - creditUsed > 0 ? chargeSavedCard(row) : undefined
    await r.insertInvoice({
      providerInvoiceId: cards.newId('in'),
      createdAt: now,
      userId: row.userId,
      subscriptionId: row.id,
      status: decline ? 'open' : 'paid',
      reason: 'subscription_cycle',
      description: `${planLabel(tier, period)} renewal`,
      amountDuePence: price - creditUsed,
      amountPaidPence: decline ? 0 : price - creditUsed,
      periodStart: next.start,
      periodEnd: next.end,
      paidAt: decline ? null : now,
      failureMessage: decline ?? null,
    })
    // Like Stripe, the period moves on whether or not the charge was taken; an unpaid one leaves the account past_due.
    await r.update(row.id, {
      currentPeriodStart: next.start,
      currentPeriodEnd: next.end,
      creditPence: row.creditPence - creditUsed,
      status: decline ? 'past_due' : 'active',
      renewalAttempts: decline ? 1 : 0,
      nextRenewalAttemptAt: decline ? new Date(now.getTime() + RENEWAL_RETRY_DAYS[0] * DAY_MS) : null,
    })
  }

  /** A past_due subscription's retry of its open invoice: paid → active; the last failure → unpaid (free). */
  async function retry(row: SubscriptionRow, r: SubscriptionTables, now: Date) {
    const invoice = await r.findOpenInvoice(row.id)
    const decline = invoice ? chargeSavedCard(row) : undefined
    if (!decline) {
      if (invoice) {
        await r.updateInvoice(invoice.id, {
          status: 'paid',
          amountPaidPence: invoice.amountDuePence,
          paidAt: now,
          failureMessage: null,
        })
      }
      return r.update(row.id, { status: 'active', renewalAttempts: 0, nextRenewalAttemptAt: null })
    }
    const attempts = row.renewalAttempts + 1
    const delayDays = RENEWAL_RETRY_DAYS[attempts - 1]
    if (delayDays === undefined) {
      await r.updateInvoice(invoice!.id, { status: 'uncollectible', failureMessage: decline })
      return r.update(row.id, { status: 'unpaid', renewalAttempts: attempts, nextRenewalAttemptAt: null, endedAt: now })
    }
    await r.updateInvoice(invoice!.id, { failureMessage: decline })
    await r.update(row.id, {
      renewalAttempts: attempts,
      nextRenewalAttemptAt: new Date(now.getTime() + delayDays * DAY_MS),
    })
  }

  /** One due subscription, under its row lock: whatever is due at `now`, re-checked now that it is held. */
  async function settle(row: SubscriptionRow, r: SubscriptionTables, now: Date) {
    const ended = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now
    if (row.status === 'incomplete') {
      if (row.createdAt.getTime() + 23 * 60 * 60 * 1000 > now.getTime()) return
      await r.update(row.id, { status: 'incomplete_expired', endedAt: now })
      return r.voidOpenInvoices(row.id)
    }
    if (ended && row.cancelAtPeriodEnd) {
      await r.update(row.id, { status: 'canceled', endedAt: row.currentPeriodEnd, nextRenewalAttemptAt: null })
      return r.voidOpenInvoices(row.id)
    }
    if (row.status === 'past_due' && row.nextRenewalAttemptAt && row.nextRenewalAttemptAt <= now)
      return retry(row, r, now)
    if ((row.status === 'active' || row.status === 'trialing') && ended) return renew(row, r, now)
  }

  /** A first invoice paid with `card`: the subscription starts now, on that card, and the account's other checkouts end. */
  async function activate(invoice: InvoiceRow & { subscriptionId: string }, card: SavedCard) {
    await repo.withLocked(invoice.subscriptionId, async (sub, r) => {
      const current = await r.findInvoiceByProviderId(invoice.providerInvoiceId)
      if (current?.status === 'paid') return
      if (sub.status !== 'incomplete' || current?.status !== 'open') throw checkoutGone()
      const live = await r.findLive(sub.userId)
      if (live) throw new AppError('conflict', `You already have the ${getPlan(live.tier as PlanTier).name} plan.`)
      const now = cards.now()
      const end = periodBoundary(now, sub.billingPeriod as BillingPeriod, 1)
      await r.updateInvoice(current.id, {
        status: 'paid',
        amountPaidPence: current.amountDuePence,
        paidAt: now,
        periodStart: now,
        periodEnd: end,
        failureMessage: null,
      })
      await r.update(sub.id, {
        status: 'active',
        billingCycleAnchor: now,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        testCard: card,
      })
      await expireCheckouts(sub.userId, sub.id, r, now)
    })
  }

  // A first invoice is paid through the provider's confirm (POST /api/test-payments/confirm with the client secret
  // from create-subscription); its card is kept, even one whose later charges fail (0341).
  cards.acceptCheckouts('in', {
    use: 'saved',
    async find(id) {
      const invoice = await repo.findInvoiceByProviderId(id)
      const { subscriptionId } = invoice ?? {}
      if (!invoice || !subscriptionId) return undefined
      return {
        clientSecretSha256: invoice.clientSecretSha256,
        isPaid: invoice.status === 'paid',
        assertPayable: async () => {
          if (invoice.status !== 'open') throw checkoutGone()
        },
        recordDecline: (message) => repo.updateInvoice(invoice.id, { failureMessage: message }),
        recordPaid: (card) => activate({ ...invoice, subscriptionId }, card),
      }
    },
  })

  return {
    kind: cards.kind,

    async create(account, choice) {
      const now = cards.now()
      await expireCheckouts(account.id, undefined, repo, now)
      const sub = await repo.insert({
        userId: account.id,
        provider: 'test',
        providerSubscriptionId: cards.newId('sub'),
        createdAt: now,
        tier: choice.tier,
        billingPeriod: choice.billingPeriod,
        status: 'incomplete',
      })
      const invoiceId = cards.newId('in')
      const { clientSecret, clientSecretSha256 } = cards.newClientSecret(invoiceId)
      const amountPence = pricePence(choice.tier, choice.billingPeriod)
      await repo.insertInvoice({
        providerInvoiceId: invoiceId,
        createdAt: now,
        userId: account.id,
        subscriptionId: sub.id,
        status: 'open',
        reason: 'subscription_create',
        description: planLabel(choice.tier, choice.billingPeriod),
        amountDuePence: amountPence,
        clientSecretSha256,
      })
      return { subscriptionId: sub.providerSubscriptionId!, clientSecret, amountPence }
    },

    async setCancelAtPeriodEnd(row, cancel) {
      await repo.update(row.id, { cancelAtPeriodEnd: cancel })
    },

    async previewChange(row, choice, at) {
      const { proration, balance, duePence } = quoteChange(row, choice, at)
      return {
        amountDueNowPence: duePence,
        chargePence: proration.chargePence,
        creditPence: balance,
        creditLeftPence: balance - (proration.chargePence - duePence),
        newPricePence: pricePence(choice.tier, choice.billingPeriod),
        renewsAt: proration.periodEnd,
      }
    },

    async change(row, choice, at) {
      await repo.withLocked(row.id, (sub, r) => applyChange(sub, choice, r, { at, cards }))
    },

    async cancelNow(row) {
      await repo.update(row.id, { status: 'canceled', endedAt: cards.now(), nextRenewalAttemptAt: null })
      await repo.voidOpenInvoices(row.id)
    },

    portalUrl: async () => '/account/billing',

    listInvoices: async (account) => (await repo.listInvoices(account.id)).map(toInvoice),

    // TEST MODE has no Customers: the subscription's rows and saved card moved with the account's id.
    updateCustomer: async () => undefined,

    async renewDue() {
      const now = cards.now()
      const due = await repo.listDueTestSubscriptions(now)
      for (const row of due) await repo.withLocked(row.id, (locked, r) => settle(locked, r, now))
      return due.length
    },
  }
}

/**
 * The sums of a switch at `now`, Stripe's proration: credit for the unused time on the old price plus any credit
 * held (`balance`), and what the card pays now (`duePence`). The preview shows these; the change charges them.
 */
function quoteChange(sub: SubscriptionRow, choice: SubscriptionChoice, now: Date) {
  const from = { tier: sub.tier as PlanTier, billingPeriod: sub.billingPeriod as BillingPeriod }
  const proration = prorate({
    from,
    to: choice,
    periodStart: sub.currentPeriodStart ?? now,
    periodEnd: sub.currentPeriodEnd ?? now,
    now,
  })
  const balance = sub.creditPence + proration.creditPence
  return { from, proration, balance, duePence: Math.max(0, proration.chargePence - balance) }
}

/**
 * A plan or period switch with Stripe's proration at `at` (the confirmed quote's time), paid `now` from the saved
 * card: credit for the unused time on the old price (plus any credit held), an invoice for the rest. A credit larger than the charge is kept for the next
 * invoices. Throws 402 with the decline, changing nothing, when the card refuses the difference.
 */
async function applyChange(
  sub: SubscriptionRow,
  choice: SubscriptionChoice,
  r: SubscriptionTables,
  { at, cards }: { at: Date; cards: LocalCardProvider },
) {
  const now = cards.now()
  const { from, proration, balance, duePence } = quoteChange(sub, choice, at)
  if (duePence > 0) {
    const decline = cards.chargeSavedCard(savedCardOf(sub))
    if (decline) throw new AppError('payment_failed', decline)
  }
  const start = proration.resetsAnchor ? at : (sub.currentPeriodStart ?? at)
  await r.insertInvoice({
    providerInvoiceId: cards.newId('in'),
    createdAt: now,
    userId: sub.userId,
    subscriptionId: sub.id,
    status: 'paid',
    reason: 'subscription_update',
    description:
      `Change to ${planLabel(choice.tier, choice.billingPeriod)}: ${formatPence(proration.chargePence)}, ` +
      `less ${formatPence(proration.creditPence)} unused time on ${planLabel(from.tier, from.billingPeriod)}`,
    amountDuePence: duePence,
    amountPaidPence: duePence,
    periodStart: at,
    periodEnd: proration.periodEnd,
    paidAt: now,
  })
  await r.update(sub.id, {
    tier: choice.tier,
    billingPeriod: choice.billingPeriod,
    creditPence: balance - (proration.chargePence - duePence),
    ...(proration.resetsAnchor ? { billingCycleAnchor: at } : {}),
    currentPeriodStart: start,
    currentPeriodEnd: proration.periodEnd,
  })
}
