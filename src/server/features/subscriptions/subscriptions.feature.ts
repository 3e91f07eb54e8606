import type { Supplier } from '#server/paperwork/supplier'
import { renderVatDocument } from '#server/paperwork/vat-document'
import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import type { JobDefinition } from '#server/jobs/job-queue'
import type { LocalCardProvider } from '#server/payments/local-card-provider/local-card-provider'
import { createLocalCardSubscriptions, type LocalCardSubscriptions } from './local-card-subscriptions'
import { createStripeSubscriptions } from './stripe-subscriptions'
import type { SubscriptionProvider } from './subscription-provider'
import { createSubscriptionsRepository } from './subscriptions.repository'
import { registerSubscriptionsRoutes } from './subscriptions.routes'
import { createSubscriptionsService, type TeamMembershipOf } from './subscriptions.service'

export interface SubscriptionsFeatureDeps {
  db: Db
  now: () => Date
  /** Stripe Billing when the keys are set (the composition root makes the one client)… */
  stripe?: Stripe | undefined
  /** …else the built-in TEST MODE card provider, made once for both payment features. */
  localCards?: LocalCardProvider | undefined
  publishableKey?: string | undefined
  /** Where the Customer Portal sends the customer back (PUBLIC_URL + /account). */
  portalReturnUrl: string
  /** Team members are on their team's plan, billed to its owner: they neither buy nor manage one. */
  membershipOf: TeamMembershipOf
  /** Who sells, printed on VAT invoices (SUPPLIER_* configuration). */
  supplier: Supplier
  log: FastifyBaseLogger
}

/**
 * Pro and Business subscriptions: the provider (Stripe Billing or TEST MODE) and the routes. Hands on the cancel for a
 * deleted account, the move for a team hand-over, the purge's store, the TEST MODE renewal job, or with Stripe keys the
 * webhook's event handler. In TEST MODE a first invoice is paid through the card provider's confirm.
 */
export function createSubscriptionsFeature(deps: SubscriptionsFeatureDeps) {
  const repo = createSubscriptionsRepository(deps.db)
  const stripe = deps.stripe
    ? createStripeSubscriptions({
        stripe: deps.stripe,
        repo,
        publishableKey: deps.publishableKey,
        portalReturnUrl: deps.portalReturnUrl,
        now: deps.now,
        log: deps.log,
      })
    : undefined
  const testMode = deps.localCards ? createLocalCardSubscriptions(deps.localCards, repo) : undefined
  const provider: SubscriptionProvider = stripe ?? testMode!
  const subscriptions = createSubscriptionsService({
    repo,
    provider,
    membershipOf: deps.membershipOf,
    now: deps.now,
    invoices: { supplier: deps.supplier, render: renderVatDocument },
  })
  const jobs: JobDefinition[] = testMode ? [renewSubscriptionsJob(testMode)] : []
  return {
    register: (app) => registerSubscriptionsRoutes(app, subscriptions),
    provides: {
      cancelForDeletedAccount: subscriptions.cancelForDeletedAccount,
      moveToAccount: subscriptions.moveToAccount,
      /** The retention purge's store for invoices and applied Stripe event ids. */
      store: { deleteExpired: repo.deleteExpired },
      jobs,
      stripeEvents: stripe?.handleEvent,
    },
  } satisfies Feature
}

/**
 * TEST MODE renewals: every 5 minutes, on whichever instance pg-boss gives it to, renew the subscriptions whose
 * period ended, retry past_due cards and end what was cancelled (with Stripe keys, Stripe does this).
 */
export function renewSubscriptionsJob(testMode: Pick<LocalCardSubscriptions, 'renewDue'>): JobDefinition {
  return {
    name: 'renew-subscriptions',
    cron: '*/5 * * * *',
    expireInSeconds: 240,
    handler: async () => void (await testMode.renewDue()),
  }
}
