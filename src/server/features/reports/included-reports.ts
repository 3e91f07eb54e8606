import { getPlan, type PlanOf } from '#shared/plans'
import { REPORT_CURRENCY } from '#shared/pricing'
import { isUuid } from '#shared/uuid'
import { AppError, signInRequired } from '#server/errors'
import type { ReportForPayment } from './report-ports'

export const INCLUDED_REPORT_REFUSED =
  'Professional reports are included with the Pro and Business plans. Buy this report for £6.99, or upgrade your plan.'

/** The included report's port onto payments (the report purchase's payments store): one payment row per estimate. */
export interface IncludedPayments {
  findSucceededForEstimate(estimateId: string): Promise<IncludedPayment | undefined>
  insertIfMissing(row: {
    provider: 'included'
    providerPaymentId: string
    estimateId: string
    amountPence: number
    currency: string
    status: 'succeeded'
    email: string | null
  }): Promise<IncludedPayment | undefined>
}
interface IncludedPayment {
  providerPaymentId: string
  reportId: string | null
  email: string | null
}

/** The signed-in account asking (the session port), or null. */
export type ReportRequester = { id: string; email?: string | null } | null

/** The payment row an included report hangs on: one per estimate, for nothing (decision 011: one report each). */
const includedPaymentId = (estimateId: string) => `incl_${estimateId.replaceAll('-', '')}`

/**
 * POST /api/reports: a Pro or Business account's report without the £6.99 payment (docs/product/decisions.md). It takes the paid
 * flow's path: a `payments` row (provider `included`, 0 pence, succeeded) that the report is issued for, so the
 * estimate shows its report like a bought one and can never get a second (decision 011). An estimate whose report
 * was bought answers that report, whatever the plan.
 */
export function createIncludedReports(deps: {
  payments: IncludedPayments
  estimates: { findById(id: string): Promise<{ id: string; email: string | null; userId?: string | null } | undefined> }
  reports: { createReportForPayment(input: ReportForPayment): Promise<{ reportId: string }> }
  planOf: PlanOf
}) {
  return {
    /** 401 signed out; 404 for an estimate that is not the account's; 402 on the free plan. */
    async issue(estimateId: string, requester: ReportRequester): Promise<{ reportId: string }> {
      if (!requester) throw signInRequired()
      const estimate = isUuid(estimateId) ? await deps.estimates.findById(estimateId) : undefined
      if (!estimate || estimate.userId !== requester.id)
        throw new AppError('not_found', 'Estimate not found. Save the estimate to your account first.')
      let payment = await deps.payments.findSucceededForEstimate(estimate.id)
      if (!payment) {
        const { tier } = await deps.planOf(requester.id)
        if (!getPlan(tier).reportsIncluded) throw new AppError('payment_required', INCLUDED_REPORT_REFUSED)
        // Undefined when a purchase took the estimate a moment ago: that payment's report is the one.
        payment =
          (await deps.payments.insertIfMissing({
            provider: 'included',
            providerPaymentId: includedPaymentId(estimate.id),
            estimateId: estimate.id,
            amountPence: 0,
            currency: REPORT_CURRENCY,
            status: 'succeeded',
            email: estimate.email ?? requester.email ?? null,
          })) ?? (await deps.payments.findSucceededForEstimate(estimate.id))
        if (!payment) throw new AppError('conflict', 'This report is being bought right now. Please try again.')
      }
      if (payment.reportId) return { reportId: payment.reportId }
      const report = await deps.reports.createReportForPayment({
        paymentIntentId: payment.providerPaymentId,
        estimateId: estimate.id,
        email: payment.email ?? estimate.email ?? requester.email ?? null,
      })
      return { reportId: report.reportId }
    },
  }
}
export type IncludedReports = ReturnType<typeof createIncludedReports>
