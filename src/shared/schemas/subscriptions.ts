import { z } from 'zod'
import { BILLING_PERIODS, PAID_TIERS, PLAN_TIERS, type PaidTier } from '../plans'
import { penceField } from './fields'
import { CardFormFields } from './report-purchase'

/**
 * The subscriptions wire contract (docs/product/contracts.md ("Subscriptions")), shared by the subscribe page, the account page,
 * the TEST MODE billing portal and the server. Money is integer pence, VAT included; dates are ISO strings.
 */

export const PaidTierSchema = z.enum(PAID_TIERS, { message: 'Choose the Pro or Business plan' })
export type { PaidTier }

export const BillingPeriodSchema = z.enum(BILLING_PERIODS, { message: 'Choose monthly or annual billing' })

/** POST /api/create-subscription, and POST /api/subscription/change (TEST MODE portal: switch plan or period). */
export const SubscriptionChoiceSchema = z.object({ tier: PaidTierSchema, billingPeriod: BillingPeriodSchema })
export type SubscriptionChoice = z.infer<typeof SubscriptionChoiceSchema>

/**
 * POST /api/subscription/change: the new plan and, from the preview the customer confirmed, its `quotedAt`, so the
 * card is charged exactly the amount shown (the proration is worked out at that moment; a quote older than 15
 * minutes, or none, is worked out afresh).
 */
export const SubscriptionChangeSchema = SubscriptionChoiceSchema.extend({
  quotedAt: z.iso.datetime({ message: 'quotedAt must be an ISO date-time' }).optional(),
})
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>

/**
 * GET /api/subscription/change-preview?tier=…&billingPeriod=…: what switching would charge now, for the confirmation
 * before POST /api/subscription/change. Pence, VAT included.
 */
export const SubscriptionChangePreviewSchema = z.object({
  tier: PaidTierSchema,
  billingPeriod: BillingPeriodSchema,
  /** Charged to the saved card now: the new plan for what it covers now, less the credit. */
  amountDueNowPence: penceField,
  /** The new plan's price for the time it covers now: the rest of this period, or a new full period. */
  chargePence: penceField,
  /** Credit for the unused time on the current plan, with any credit already held. */
  creditPence: penceField,
  /** Credit left after the change, taken off the next invoices. */
  creditLeftPence: penceField,
  /** The new plan's price each period from its next renewal. */
  newPricePence: penceField,
  /** When the new plan next renews. */
  renewsAt: z.string(),
  /** When the amounts were worked out; sent back with the change to be charged exactly these. */
  quotedAt: z.string(),
})
export type SubscriptionChangePreview = z.infer<typeof SubscriptionChangePreviewSchema>
export const SubscriptionChangePreviewResponseSchema = z.object({ preview: SubscriptionChangePreviewSchema })

/**
 * POST /api/create-subscription answers the first invoice's client secret, confirmed with the same card form as a
 * report's (in TEST MODE, POST /api/test-payments/confirm).
 */
export const CreateSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
  ...CardFormFields,
  tier: PaidTierSchema,
  billingPeriod: BillingPeriodSchema,
  /** What the first invoice charges, in pence, VAT included. */
  amountPence: penceField,
  currency: z.literal('gbp'),
})
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * The statuses that give the plan's allowances, on the server (which plan an account is on) and in the browser (what
 * the account page offers). `past_due` keeps them while Stripe retries the card; `unpaid`, `canceled`, `incomplete`
 * and `incomplete_expired` do not (docs/decisions/016-subscriptions.md).
 */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const satisfies readonly SubscriptionStatus[]

export const SubscriptionSchema = z.object({
  tier: z.enum(PLAN_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  billingPeriod: BillingPeriodSchema,
  currentPeriodStart: z.string().nullable(),
  /** The renewal date (or, with cancelAtPeriodEnd, the day access ends). */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

/** GET /api/subscription (null when the account has none), POST /api/subscription/cancel|resume|change. */
export const SubscriptionResponseSchema = z.object({ subscription: SubscriptionSchema.nullable() })
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>

/** POST /api/billing-portal: Stripe's Customer Portal, or in TEST MODE our own page (/account/billing). */
export const BillingPortalResponseSchema = z.object({ url: z.string() })

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const

/** GET /api/subscription/invoices: the account's invoices and receipts, newest first. */
export const InvoiceSchema = z.object({
  id: z.string(),
  /** The invoice number shown to the customer (e.g. `RCE-0001`). */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  amountDuePence: penceField,
  amountPaidPence: penceField,
  currency: z.literal('gbp'),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Stripe's hosted invoice page with Stripe keys; null in TEST MODE. */
  hostedInvoiceUrl: z.string().nullable(),
  /** Stripe's own PDF of the invoice with Stripe keys; null in TEST MODE. Ours is /api/subscription/invoices/{id}/pdf. */
  stripePdfUrl: z.string().nullable(),
  /** What the invoice charges (paid once paid, due otherwise) split at 20% VAT: net + VAT = gross, pence. */
  netPence: penceField,
  vatPence: penceField,
  grossPence: penceField,
})
export type Invoice = z.infer<typeof InvoiceSchema>
/** An invoice as a subscription provider gives it; the service adds the VAT split. */
export type ProviderInvoice = Omit<Invoice, 'netPence' | 'vatPence' | 'grossPence'>
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSchema) })
