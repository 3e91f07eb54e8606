import type { EstimateForReport } from './report-input'

/*
 * What the reports feature needs from other features, declared here and satisfied in the composition root
 * (src/server/compose.ts; docs/decisions/013-composition-root.md).
 */

/**
 * The reports feature's port onto estimates: the little it reads and writes. Declared here, satisfied by the
 * estimates repository in the composition root (src/server/compose.ts).
 */
export interface EstimateSource {
  findById(id: string): Promise<EstimateForReport | undefined>
  /** Keeps the estimate at least until `until` (the report's expiry). */
  markRetained(id: string, until: Date): Promise<void>
}

/**
 * The reports feature's port onto payments: a report points back at the payment it was made for. Declared here,
 * satisfied by the report purchase's payments repository in the composition root.
 */
export interface PaymentLinks {
  /** Points the payment at its report (idempotent). */
  linkReport(paymentIntentId: string, reportId: string): Promise<void>
  /** The payment a report was bought with, for its VAT receipt; undefined when none (a plan's included report). */
  paidPayment?(paymentIntentId: string): Promise<PaidPayment | undefined>
}

/** A taken payment, as its VAT receipt prints it. */
export interface PaidPayment {
  /** What was charged, VAT included. */
  amountPence: number
  currency: string
  email: string | null
  /** `stripe` or `test` (TEST MODE); `included` never reaches a receipt. */
  provider: string
}

/** The payment a report is made for, the estimate it paid for, where to email the report and the name for its cover. */
export interface ReportForPayment {
  paymentIntentId: string
  estimateId: string
  email: string | null
  /** The name the buyer gave for "Prepared for" (absent or null: none given). */
  name?: string | null
}
