import { REPORT_PRICE_PENCE } from '#shared/pricing'
import type { Supplier } from '#server/paperwork/supplier'
import { splitGross, STANDARD_VAT_RATE } from '#server/paperwork/vat'
import type { VatDocument } from '#server/paperwork/vat-document'
import type { PaidPayment } from './report-ports'
import type { ReportSummary } from './reports.repository'

type ReceiptReport = Pick<ReportSummary, 'reportId' | 'propertyAddress' | 'clientEmail' | 'createdAt'>

/** A report's receipt number: the report id's random part, so each £6.99 purchase has its own. */
export const receiptNumberOf = (reportId: string) => `RCT-${reportId.replace(/^QSR-/, '')}`

/** The receipt's file name, in downloads and the report email. */
export const receiptFilenameOf = (reportId: string) => `VAT-Receipt-${reportId}.pdf`

/**
 * The VAT receipt for a bought report: the £6.99 (VAT included, docs/product/constants.md#pricing) as net + VAT at 20% + gross,
 * dated when the report was made for the verified payment.
 */
export function reportReceipt(report: ReceiptReport, payment: PaidPayment, supplier: Supplier): VatDocument {
  const gross = payment.amountPence || REPORT_PRICE_PENCE
  return {
    kind: 'receipt',
    number: receiptNumberOf(report.reportId),
    issuedAt: report.createdAt,
    supplier,
    customer: { name: null, email: payment.email ?? report.clientEmail },
    lines: [
      {
        description: `Professional QS cost report ${report.reportId}${report.propertyAddress ? ` for ${report.propertyAddress}` : ''}`,
        vatRate: STANDARD_VAT_RATE,
        ...splitGross(gross),
      },
    ],
    paid: { at: report.createdAt, method: payment.provider === 'test' ? 'card (test mode: no money taken)' : 'card' },
    notes: [`Report ${report.reportId}. One-off purchase: no recurring charge.`],
  }
}
