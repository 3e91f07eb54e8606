import { formatGbp } from '../../../shared/format'
import { REPORT_LINK_TTL_HOURS } from '../../../shared/retention'
import type { MailMessage } from '../../mail/mailer'
import { receiptFilenameOf } from './report-receipt'
import type { ReportSummary } from './reports.repository'

type EmailedReport = Pick<ReportSummary, 'reportId' | 'propertyAddress' | 'totalCostIncVatPence'>

const lines = (...all: (string | null)[]) => all.filter((l) => l !== null).join('\n')

/** The purchase email: the PDF attached and a signed link (`linkUrl`) to view it online. */
export function reportEmail(
  to: string,
  report: EmailedReport,
  address: string | null | undefined,
  linkUrl: string,
  pdf: Buffer,
  /** The purchase's VAT receipt (PDF); none for a report included in a plan. */
  receipt?: Buffer,
): MailMessage {
  return {
    to,
    subject: `Your Professional QS Report ${report.reportId}`,
    text: lines(
      'Thank you for buying a professional renovation cost report.',
      '',
      `Report: ${report.reportId}`,
      address ? `Property: ${address}` : null,
      `Estimated cost: ${formatGbp(report.totalCostIncVatPence)} including VAT`,
      '',
      receipt
        ? 'Your report and your VAT receipt are attached as PDFs. You can also view and download the report online with this secure link:'
        : 'Your report is attached as a PDF. You can also view and download it online with this secure link:',
      '',
      linkUrl,
      '',
      `The link works for ${REPORT_LINK_TTL_HOURS} hours. After that, open it and choose "Email me a new link" to get a fresh one sent to this address.`,
      'We keep paid reports for 7 years.',
      '',
      'If the report is faulty, reply within 7 days for a refund (processed in 5-7 business days).',
    ),
    attachments: [
      { filename: `Professional-Report-${report.reportId}.pdf`, content: pdf, contentType: 'application/pdf' },
      ...(receipt
        ? [{ filename: receiptFilenameOf(report.reportId), content: receipt, contentType: 'application/pdf' }]
        : []),
    ],
  }
}

/** A fresh access link, sent when the buyer asks for one. */
export function newLinkEmail(to: string, report: EmailedReport, linkUrl: string): MailMessage {
  return {
    to,
    subject: `Your new report access link (${report.reportId})`,
    text: lines(
      'Here is a new secure link to your professional renovation cost report.',
      '',
      `Report: ${report.reportId}`,
      report.propertyAddress ? `Property: ${report.propertyAddress}` : null,
      '',
      linkUrl,
      '',
      `The link works for ${REPORT_LINK_TTL_HOURS} hours. If you didn't ask for it, you can ignore this email.`,
    ),
  }
}
