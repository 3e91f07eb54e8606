import type { Invoice, ProviderInvoice } from '#shared/schemas/subscriptions'
import type { Supplier } from '#server/paperwork/supplier'
import { splitGross, STANDARD_VAT_RATE } from '#server/paperwork/vat'
import type { VatDocument } from '#server/paperwork/vat-document'
import { AppError } from '#server/errors'
import type { SubscriptionAccount, SubscriptionProvider } from './subscription-provider'

/** What an invoice charges, VAT included: what was paid once paid, otherwise what is due. */
const chargedPence = (invoice: ProviderInvoice) =>
  invoice.status === 'paid' ? invoice.amountPaidPence : invoice.amountDuePence

/** The invoice with its VAT split at 20% (plan prices include VAT). */
export function withVat(invoice: ProviderInvoice): Invoice {
  return { ...invoice, ...splitGross(chargedPence(invoice)) }
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  })

/** A plan invoice as a VAT invoice PDF's content: number, tax point, the account as customer, net + VAT + gross. */
export function planInvoiceDocument(invoice: Invoice, account: SubscriptionAccount, supplier: Supplier): VatDocument {
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `Billing period ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}.`
      : null
  return {
    kind: 'invoice',
    number: invoice.number ?? invoice.id,
    issuedAt: new Date(invoice.paidAt ?? invoice.createdAt),
    supplier,
    customer: { name: account.name || null, email: account.email },
    lines: [
      {
        description: invoice.description,
        vatRate: STANDARD_VAT_RATE,
        netPence: invoice.netPence,
        vatPence: invoice.vatPence,
        grossPence: invoice.grossPence,
      },
    ],
    paid: invoice.status === 'paid' && invoice.paidAt ? { at: new Date(invoice.paidAt), method: 'card' } : null,
    notes: period ? [period] : [],
  }
}

/** Who sells (configuration) and the PDF renderer. */
export interface InvoicePdfDeps {
  supplier: Supplier
  render: (doc: VatDocument) => Promise<Buffer>
}

/** One of the account's invoices as a VAT invoice PDF; 404 for any other id. */
export async function invoicePdf(
  deps: { provider: SubscriptionProvider; invoices?: InvoicePdfDeps | undefined },
  account: SubscriptionAccount,
  invoiceId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const found = (await deps.provider.listInvoices(account)).find((i) => i.id === invoiceId)
  if (!found || !deps.invoices) throw new AppError('not_found', 'Invoice not found.')
  const doc = planInvoiceDocument(withVat(found), account, deps.invoices.supplier)
  return { number: doc.number, pdf: await deps.invoices.render(doc) }
}
