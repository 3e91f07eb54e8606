import { createElement, type ReactElement } from 'react'
import { Document, Page, StyleSheet, Text, View, renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import { formatGbp } from '#shared/format'
import { registerReportFonts } from '../features/reports/pdf/fonts'
import { SUPPLIER_ADDRESS_MISSING, SUPPLIER_NAME_MISSING, VAT_NUMBER_MISSING, type Supplier } from './supplier'
import type { VatSplit } from './vat'

/** One line of a receipt or invoice: what was bought and its VAT split at `vatRate`. */
export interface VatDocumentLine extends VatSplit {
  description: string
  vatRate: number
}

/** A VAT receipt (the £6.99 report) or a VAT invoice (a plan's period): a one-page A4 PDF. */
export interface VatDocument {
  kind: 'receipt' | 'invoice'
  number: string
  /** The tax point: when the payment was taken (receipt) or the invoice issued. */
  issuedAt: Date
  supplier: Supplier
  customer: { name: string | null; email: string | null }
  lines: VatDocumentLine[]
  /** Paid, when, and how ("Card payment"); null for an invoice still due. */
  paid: { at: Date; method: string } | null
  /** Further references printed under the lines (the report id, the billing period). */
  notes: string[]
}

const C = { navy: '#16284A', text: '#1D2430', muted: '#5D6778', rule: '#CDD4DE', band: '#E6EBF2' }

const s = StyleSheet.create({
  page: { fontFamily: 'Inter', fontSize: 10, color: C.text, paddingHorizontal: 48, paddingVertical: 48 },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  title: { fontSize: 20, fontWeight: 700, color: C.navy },
  label: { fontSize: 8, color: C.muted, textTransform: 'uppercase', letterSpacing: 0.5, marginBottom: 2 },
  block: { width: '48%' },
  strong: { fontWeight: 600 },
  missing: { fontStyle: 'italic', color: C.muted },
  tableHead: { flexDirection: 'row', backgroundColor: C.band, paddingVertical: 5, paddingHorizontal: 6 },
  tableRow: { flexDirection: 'row', paddingVertical: 6, paddingHorizontal: 6, borderBottom: `0.5pt solid ${C.rule}` },
  desc: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 8 },
  money: { width: 72, textAlign: 'right' },
  rate: { width: 44, textAlign: 'right' },
  totals: { marginTop: 12, marginLeft: 'auto', width: 220 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  grand: { borderTop: `1pt solid ${C.navy}`, marginTop: 3, paddingTop: 5, fontWeight: 700, fontSize: 12 },
  foot: { position: 'absolute', left: 48, right: 48, bottom: 36, fontSize: 8, color: C.muted },
})

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`
const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })

function Missing({ children }: { children: string }) {
  return <Text style={s.missing}>{children}</Text>
}

function SupplierBlock({ supplier }: { supplier: Supplier }) {
  return (
    <View style={s.block}>
      <Text style={s.label}>Supplier</Text>
      {supplier.name ? <Text style={s.strong}>{supplier.name}</Text> : <Missing>{SUPPLIER_NAME_MISSING}</Missing>}
      {supplier.address.length > 0 ? (
        supplier.address.map((line) => <Text key={line}>{line}</Text>)
      ) : (
        <Missing>{SUPPLIER_ADDRESS_MISSING}</Missing>
      )}
      {supplier.vatNumber ? (
        <Text style={{ marginTop: 4 }}>VAT registration number: {supplier.vatNumber}</Text>
      ) : (
        <Text style={[s.missing, { marginTop: 4 }]}>{VAT_NUMBER_MISSING}</Text>
      )}
    </View>
  )
}

function Totals({ lines }: { lines: VatDocumentLine[] }) {
  const sum = (key: 'netPence' | 'vatPence' | 'grossPence') => lines.reduce((t, l) => t + l[key], 0)
  const rates = [...new Set(lines.map((l) => l.vatRate))]
  return (
    <View style={s.totals}>
      <View style={s.totalRow}>
        <Text>Total excluding VAT</Text>
        <Text>{formatGbp(sum('netPence'))}</Text>
      </View>
      <View style={s.totalRow}>
        <Text>VAT at {rates.map(percent).join(', ')}</Text>
        <Text>{formatGbp(sum('vatPence'))}</Text>
      </View>
      <View style={[s.totalRow, s.grand]}>
        <Text>Total including VAT</Text>
        <Text>{formatGbp(sum('grossPence'))}</Text>
      </View>
    </View>
  )
}

function VatDocumentPdf({ doc }: { doc: VatDocument }) {
  const title = doc.kind === 'receipt' ? 'VAT receipt' : 'VAT invoice'
  return (
    <Document title={`${title} ${doc.number}`} author={doc.supplier.name ?? undefined} creationDate={doc.issuedAt}>
      <Page size="A4" style={s.page}>
        <View style={s.row}>
          <Text style={s.title}>{title}</Text>
          <View style={{ alignItems: 'flex-end' }}>
            <Text>
              {doc.kind === 'receipt' ? 'Receipt' : 'Invoice'} number: <Text style={s.strong}>{doc.number}</Text>
            </Text>
            <Text>Date (tax point): {longDate(doc.issuedAt)}</Text>
          </View>
        </View>

        <View style={[s.row, { marginTop: 28 }]}>
          <SupplierBlock supplier={doc.supplier} />
          <View style={s.block}>
            <Text style={s.label}>Customer</Text>
            {doc.customer.name ? <Text style={s.strong}>{doc.customer.name}</Text> : null}
            {doc.customer.email ? <Text>{doc.customer.email}</Text> : null}
            {!doc.customer.name && !doc.customer.email ? <Text>Card payment</Text> : null}
          </View>
        </View>

        <View style={{ marginTop: 28 }}>
          <View style={s.tableHead}>
            <Text style={[s.desc, s.strong]}>Description</Text>
            <Text style={[s.money, s.strong]}>Net</Text>
            <Text style={[s.rate, s.strong]}>VAT rate</Text>
            <Text style={[s.money, s.strong]}>VAT</Text>
            <Text style={[s.money, s.strong]}>Gross</Text>
          </View>
          {doc.lines.map((line, i) => (
            <View key={i} style={s.tableRow} wrap={false}>
              <Text style={s.desc}>{line.description}</Text>
              <Text style={s.money}>{formatGbp(line.netPence)}</Text>
              <Text style={s.rate}>{percent(line.vatRate)}</Text>
              <Text style={s.money}>{formatGbp(line.vatPence)}</Text>
              <Text style={s.money}>{formatGbp(line.grossPence)}</Text>
            </View>
          ))}
        </View>
        <Totals lines={doc.lines} />

        <View style={{ marginTop: 24 }}>
          {doc.paid ? (
            <Text style={s.strong}>
              Paid in full on {longDate(doc.paid.at)} by {doc.paid.method}.
            </Text>
          ) : (
            <Text style={s.strong}>Not yet paid.</Text>
          )}
          {doc.notes.map((note) => (
            <Text key={note} style={{ marginTop: 4 }}>
              {note}
            </Text>
          ))}
        </View>

        <Text style={s.foot} fixed>
          Prices include VAT at the standard rate. All amounts in pounds sterling (GBP).
          {doc.supplier.vatNumber ? '' : ' No VAT registration number is configured for this supplier.'}
        </Text>
      </Page>
    </Document>
  )
}

/** The receipt or invoice as PDF bytes (one A4 page). */
export async function renderVatDocument(doc: VatDocument): Promise<Buffer> {
  registerReportFonts()
  const element = createElement(VatDocumentPdf, { doc }) as unknown as ReactElement<DocumentProps>
  return renderToBuffer(element)
}
