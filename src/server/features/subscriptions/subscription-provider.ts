import type { PaymentProviderKind } from '#shared/schemas/report-purchase'
import type { ProviderInvoice, SubscriptionChoice } from '#shared/schemas/subscriptions'
import type { Account } from '#server/http/viewer'
import type { SubscriptionRow } from './subscriptions.repository'

/**
 * The account a subscription is for: the signed-in Account without `emailVerified`, which no provider reads (a
 * hand-over's new owner comes from the team's store, which does not keep it).
 */
export type SubscriptionAccount = Pick<Account, 'id' | 'email' | 'name'>

export interface CreatedSubscription {
  /** The provider's subscription id (`sub_…`, or `sub_test_…` in TEST MODE). */
  subscriptionId: string
  /** The first invoice's client secret, confirmed by the card form. */
  clientSecret: string
  /** What the first invoice charges, pence, VAT included. */
  amountPence: number
}

/** What a plan or period switch charges now, pence, VAT included (SubscriptionChangePreview without its labels). */
export interface ChangeQuote {
  amountDueNowPence: number
  chargePence: number
  creditPence: number
  creditLeftPence: number
  newPricePence: number
  renewsAt: Date
}

/**
 * One interface, two implementations, like the report purchase's PaymentProvider: Stripe Billing when its keys are
 * set (stripe-subscriptions.ts), else the built-in TEST MODE card provider (local-card-subscriptions.ts). Each writes
 * what it did to the `subscriptions` table before it returns, so the service answers from the database.
 */
export interface SubscriptionProvider {
  readonly kind: PaymentProviderKind
  readonly publishableKey?: string | undefined
  /** A new subscription awaiting its first payment; the account's older unpaid checkouts are cancelled first. */
  create(account: SubscriptionAccount, choice: SubscriptionChoice): Promise<CreatedSubscription>
  /** Cancel at period end (true), or undo that before the end (false). */
  setCancelAtPeriodEnd(row: SubscriptionRow, cancel: boolean): Promise<void>
  /**
   * What switching to `choice` would charge, prorated at `at` (the same sums `change` makes at that moment).
   */
  previewChange(row: SubscriptionRow, choice: SubscriptionChoice, at: Date): Promise<ChangeQuote>
  /** Switches plan or billing period, prorated at `at`. Throws 402 when the card refuses what is due now. */
  change(row: SubscriptionRow, choice: SubscriptionChoice, at: Date): Promise<void>
  /** Ends the subscription now, without a refund (the account is being deleted). */
  cancelNow(row: SubscriptionRow): Promise<void>
  /** Where Manage Subscription goes: Stripe's Customer Portal, or the TEST MODE page. */
  portalUrl(account: SubscriptionAccount): Promise<string>
  /** The account's invoices, newest first. */
  listInvoices(account: SubscriptionAccount): Promise<ProviderInvoice[]>
  /**
   * The provider's Customer `customerId` now belongs to `account` (an organisation changed hands): its email, name
   * and our account id on it follow. Nothing to do in TEST MODE, which has no Customers.
   */
  updateCustomer(customerId: string, account: SubscriptionAccount): Promise<void>
}
