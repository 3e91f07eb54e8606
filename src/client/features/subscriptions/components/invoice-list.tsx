import { Download, ExternalLink } from 'lucide-react'
import { formatGbp } from '#shared/format'
import type { Invoice } from '#shared/schemas/subscriptions'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { RetryAlert } from '#client/components/retry-alert'
import { shortDate } from '#client/lib/dates'
import { useInvoices } from '../subscriptions-api'

const STATUS: Record<Invoice['status'], { label: string; variant: BadgeVariant }> = {
  paid: { label: 'Paid', variant: 'success' },
  open: { label: 'Due', variant: 'accent' },
  draft: { label: 'Draft', variant: 'outline' },
  uncollectible: { label: 'Unpaid', variant: 'destructive' },
  void: { label: 'Void', variant: 'outline' },
}

/** What an invoice charges: what was paid once paid, otherwise what is due (pence, VAT included). */
export const invoiceAmountPence = (invoice: Invoice) =>
  invoice.status === 'paid' ? invoice.amountPaidPence : invoice.amountDuePence

/** The account's invoices and receipts (GET /api/subscription/invoices): date, what for, amount, status, link. */
export function InvoiceList() {
  const invoices = useInvoices()
  if (invoices.isPending) return <p className="text-muted">Loading your invoices…</p>
  if (invoices.isError) return <RetryAlert query={invoices} fallback="We couldn’t load your invoices." />
  if (invoices.data.length === 0) return <p className="text-muted">No invoices yet.</p>
  return (
    <ul aria-label="Invoices and receipts" className="divide-y divide-line rounded-lg border border-line">
      {invoices.data.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} />
      ))}
    </ul>
  )
}

const linkClass = 'inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline'

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const status = STATUS[invoice.status]
  const date = invoice.paidAt ?? invoice.createdAt
  const pdfUrl = `/api/subscription/invoices/${encodeURIComponent(invoice.id)}/pdf?download=true`
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-navy-900">{invoice.description}</p>
        <p className="text-sm text-muted">
          <time dateTime={date}>{shortDate(date)}</time>
          {invoice.number ? <> · {invoice.number}</> : null}
        </p>
        <p className="text-sm text-muted tabular-nums" data-testid="invoice-vat">
          Net {formatGbp(invoice.netPence)} · VAT (20%) {formatGbp(invoice.vatPence)} · Total{' '}
          {formatGbp(invoice.grossPence)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-navy-900 tabular-nums">
          {formatGbp(invoiceAmountPence(invoice))}
          <span className="sr-only"> including VAT</span>
        </span>
        <Badge variant={status.variant}>{status.label}</Badge>
        <a href={pdfUrl} className={linkClass} download>
          <Download className="size-3.5" aria-hidden="true" />
          PDF
          <span className="sr-only"> VAT invoice {invoice.number ?? ''}</span>
        </a>
        {invoice.hostedInvoiceUrl ? (
          <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer" className={linkClass}>
            View
            <span className="sr-only"> invoice {invoice.number ?? ''} on Stripe (opens in a new tab)</span>
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ) : null}
        {invoice.stripePdfUrl ? (
          <a href={invoice.stripePdfUrl} target="_blank" rel="noreferrer" className={linkClass}>
            Stripe PDF
            <span className="sr-only"> of invoice {invoice.number ?? ''} (opens in a new tab)</span>
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </li>
  )
}
