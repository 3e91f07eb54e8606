import { formatGbp } from '#shared/format'
import { REPORT_LINK_TTL_HOURS } from '#shared/retention'
import type { MailMessage } from '#server/mail/mailer'
import { receiptFilenameOf } from './report-receipt'
import type { ReportSummary } from './reports.repository'

type EmailedReport = Pick<ReportSummary, 'reportId' | 'propertyAddress' | 'totalCostIncVatPence'>

const lines = (...all: (string | null)[]) => all.filter((l) => l !== null).join('\n')
/** Which report an email is about: its id, and the property's address when it has one. */
const reportNamed = (reportId: string, address: string | null | undefined) => [
  `Report: ${reportId}`,
  address ? `Property: ${address}` : null,
]

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
      ...reportNamed(report.reportId, address),
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
      ...reportNamed(report.reportId, report.propertyAddress),
      '',
      linkUrl,
      '',
      `The link works for ${REPORT_LINK_TTL_HOURS} hours. If you didn't ask for it, you can ignore this email.`,
    ),
  }
}

/** To the buyer of a report the consistency gate held: what happened, that the payment is safe, what comes next. */
export function heldForBuyerEmail(
  to: string,
  report: Pick<ReportSummary, 'reportId' | 'propertyAddress'>,
): MailMessage {
  return {
    to,
    subject: `Your report ${report.reportId} needs a check before we send it`,
    text: lines(
      'Thank you for buying a professional renovation cost report.',
      '',
      ...reportNamed(report.reportId, report.propertyAddress),
      '',
      'Before any report is sent, we check that its figures agree with each other. Yours did not pass, so we have not issued it.',
      'Our support team has been alerted and will email you the corrected report. Your payment is safe: if you would rather not wait, reply to this email for a full refund.',
    ),
  }
}

/** To support: a report the consistency gate held, with its faults, so someone fixes and reissues it. */
export function heldForSupportEmail(
  to: string,
  report: Pick<ReportSummary, 'reportId' | 'estimateId' | 'clientEmail' | 'paymentIntentId'>,
  faults: string[],
  count: number,
): MailMessage {
  return {
    to,
    subject: `Report ${report.reportId} held by the consistency gate`,
    text: lines(
      `Report ${report.reportId} failed the consistency gate and was not issued (${count} fault${count === 1 ? '' : 's'}).`,
      `Estimate: ${report.estimateId ?? 'none'}`,
      `Payment: ${report.paymentIntentId ?? 'none (included in a plan)'}`,
      `Buyer: ${report.clientEmail ?? 'no email'}`,
      '',
      ...faults.map((f) => `- ${f}`),
      '',
      'The buyer has been told their payment is safe. Fix the fault, then open the report: a view re-runs the gate and issues it.',
    ),
  }
}
