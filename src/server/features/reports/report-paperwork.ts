import type { CostPlan } from '#shared/cost-engine/types'
import type { ReportStatusResponse } from '#shared/schemas/reports'
import { AppError } from '#server/errors'
import type { Supplier } from '#server/paperwork/supplier'
import type { VatDocument } from '#server/paperwork/vat-document'
import { reportExpired, reportNotFound } from './report-errors'
import { isReportId } from './report-id'
import type { EstimateSource, PaymentLinks } from './report-ports'
import { reportReceipt } from './report-receipt'
import type { ReportMetadata, ReportsRepository, ReportSummary } from './reports.repository'
import type { ScheduleExportSource } from './schedule-export'

export interface ReportPaperworkDeps {
  repo: Pick<ReportsRepository, 'findSummaryByReportId'>
  estimates: EstimateSource
  payments: PaymentLinks
  /** Who sells (configuration) and the receipt's PDF renderer. */
  receipts: { supplier: Supplier; render: (doc: VatDocument) => Promise<Buffer> }
  now: () => Date
}

type CanRead = (report: ReportSummary) => Promise<boolean>

/**
 * A bought report's papers beside the PDF (docs/decisions/028-paperwork.md): its status without waiting, its VAT
 * receipt and the source of its schedule export. Each answers 404 for an id the viewer may not read, as the PDF does.
 */
export function createReportPaperwork(deps: ReportPaperworkDeps) {
  async function readable(reportId: string, canRead?: CanRead): Promise<ReportSummary> {
    if (!isReportId(reportId)) throw reportNotFound()
    const summary = await deps.repo.findSummaryByReportId(reportId)
    if (!summary || (canRead && !(await canRead(summary)))) throw reportNotFound()
    return summary
  }
  const live = (summary: ReportSummary) => {
    if (summary.expiresAt.getTime() < deps.now().getTime()) throw reportExpired()
    return summary
  }

  /** The report's VAT receipt as a PDF; undefined when it took no payment (a plan's included report). */
  async function receiptFor(report: ReportSummary): Promise<Buffer | undefined> {
    if (!report.paymentIntentId || !deps.payments.paidPayment) return undefined
    const payment = await deps.payments.paidPayment(report.paymentIntentId)
    if (!payment) return undefined
    return deps.receipts.render(reportReceipt(report, payment, deps.receipts.supplier))
  }

  return {
    receiptFor,

    /** Where a report is, without waiting or rendering (the success page polls it); 410 past retention. */
    async getReportStatus(reportId: string, canRead?: CanRead): Promise<ReportStatusResponse> {
      const summary = live(await readable(reportId, canRead))
      const isHeld = summary.status === 'failed' && (summary.reportMetadata as ReportMetadata | null)?.heldAt
      const status =
        summary.status === 'ready' ? 'ready' : isHeld ? 'held' : summary.status === 'failed' ? 'failed' : 'preparing'
      return { reportId, status, sizeBytes: status === 'ready' ? summary.sizeBytes : null }
    },

    /** The VAT receipt PDF; 404 too for a report included in a plan (its invoice is the plan's). */
    async getReceiptFile(reportId: string, canRead?: CanRead): Promise<{ reportId: string; pdf: Buffer }> {
      const pdf = await receiptFor(await readable(reportId, canRead))
      if (!pdf)
        throw new AppError(
          'not_found',
          'This report took no payment (it was included in a plan), so it has no receipt. Your plan invoices are on your account page.',
        )
      return { reportId, pdf }
    },

    /** The estimate's cost plan the schedule export is built from (the one the PDF is drawn from); 410 past retention. */
    async getScheduleSource(reportId: string, canRead?: CanRead): Promise<ScheduleExportSource> {
      const summary = live(await readable(reportId, canRead))
      const estimate = summary.estimateId ? await deps.estimates.findById(summary.estimateId) : undefined
      if (!estimate) throw reportNotFound()
      return {
        reportId,
        propertyAddress: summary.propertyAddress ?? estimate.propertyAddress ?? null,
        plan: estimate.costBreakdown as CostPlan,
      }
    },
  }
}
export type ReportPaperwork = ReturnType<typeof createReportPaperwork>
