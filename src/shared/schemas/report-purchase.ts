import { z } from 'zod'
import { emailAddress, text } from './text'

/**
 * The £6.99 report purchase (docs/decisions/005 and 045): creating and confirming the payment, then verifying it and
 * issuing the report. The report's own routes (status, access, the included report) are in `reports.ts`.
 */

/** Stripe PaymentIntent ids (`pi_…`) and the built-in test provider's (`pi_test_…`). */
export const PAYMENT_INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_]{8,120}$/

const Email = emailAddress()
/** The report buyer's email, asked in the payment modal when the estimate has none (docs/product/decisions.md). */
export const ReportEmailSchema = Email
const OptionalEmail = z.preprocess((v) => (v === '' || v === null ? undefined : v), Email.optional())
const EstimateIdField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  text().trim().max(100, 'Estimate id is too long').optional(),
)

/** Longest name printed as the report's "Prepared for". */
export const REPORT_NAME_MAX = 100
/**
 * The optional name printed on the report's cover as "Prepared for" (the buyer's name where given; the email
 * shows only without one). Trimmed; blank means not given.
 */
export const ReportNameSchema = text()
  .trim()
  .max(REPORT_NAME_MAX, `Name must be ${REPORT_NAME_MAX} characters or fewer`)
  .transform((v) => v || undefined)
const OptionalReportName = z.preprocess((v) => (v === null ? undefined : v), ReportNameSchema.optional())

/** POST /api/create-payment-intent: the spec sends `amount: 6.99`; the server checks it against its own price. */
export const CreatePaymentIntentRequestSchema = z.object({
  amount: z.number({ message: 'Amount must be a number' }),
  estimateId: EstimateIdField,
  email: OptionalEmail,
  name: OptionalReportName,
})
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequestSchema>

export const PaymentProviderKindSchema = z.enum(['test', 'stripe'])
export type PaymentProviderKind = z.infer<typeof PaymentProviderKindSchema>

/**
 * Which card form confirms a payment's client secret: Stripe's Payment Element (with Stripe keys, `publishableKey`
 * set) or our TEST MODE form. Reports and subscriptions answer it alike.
 */
export const CardFormFields = {
  provider: PaymentProviderKindSchema,
  publishableKey: z.string().optional(),
}

export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  ...CardFormFields,
  amount: z.number(),
  currency: z.string(),
})
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>

/** POST /api/test-payments/confirm: the TEST MODE card form. Fields are checked by the service to name each one. */
export const TestConfirmRequestSchema = z.object({
  clientSecret: text().min(1, 'Client secret is required').max(300),
  cardNumber: text().max(40, 'Card number is too long'),
  expMonth: z.union([z.number(), text().max(4)]),
  expYear: z.union([z.number(), text().max(4)]),
  cvc: text().max(8, 'Security code is too long'),
})
export type TestConfirmRequest = z.infer<typeof TestConfirmRequestSchema>

export const TestConfirmResponseSchema = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() })

/**
 * POST /api/verify-payment-and-generate-report and /api/estimates/purchase-qs-report. The spec lets the client add
 * estimate fields; they are ignored (unknown keys are stripped): everything comes from the stored estimate.
 */
export const VerifyPaymentRequestSchema = z.object({
  paymentIntentId: text().trim().max(200),
  estimateId: EstimateIdField,
  email: OptionalEmail,
  /** The name for the report's cover, typed beside the card (it wins over one given when the payment was created). */
  name: OptionalReportName,
  /**
   * False: answer as soon as the payment is verified and the report row exists, rendering the PDF after the answer
   * (the web app's success page shows "being prepared" → ready). Default true: answer once the PDF is ready.
   */
  awaitReport: z.boolean().optional(),
})
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequestSchema>

export const VerifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  reportId: z.string(),
  message: z.string(),
  /** True only once the mailer accepted the report email: the success page claims a send only then. */
  emailed: z.boolean(),
  /** Where the report is (being) emailed, when we have an address: the success page names it. */
  emailTo: z.string().nullable().optional(),
})
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>
