/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { ReportData } from '#server/features/reports/report-data/types'
import { Bullets, Column, Columns, H3 } from '../blocks'
import { ReportPage } from '../report-page'
import { columns, itemRows, Table } from '../table'
import { C, CONTENT_W, s } from '../theme'

const half = (CONTENT_W - 14) / 2

/** The VAT rate, amount (one line per rate), reason and reference, boxed beside the build-up. */
function VatPosition({ vat }: { vat: ReportData['onCosts']['vat'] }) {
  return (
    <View style={[s.box, { borderColor: C.accent, borderWidth: 1 }]}>
      <Text style={{ fontSize: 7, color: C.muted, textTransform: 'uppercase', letterSpacing: 0.4 }}>VAT position</Text>
      <Text style={{ fontSize: 13, fontWeight: 700, color: C.navy, marginVertical: 2 }}>{vat.rate}</Text>
      {vat.lines.length > 1 ? (
        <View style={{ marginBottom: 3 }}>
          {vat.lines.map((l, i) => (
            <Text key={i} style={s.bold}>{`${l.label}: ${l.value}`}</Text>
          ))}
          <Text style={s.bold}>{`Total VAT: ${vat.amount}`}</Text>
        </View>
      ) : (
        <Text style={[s.bold, { marginBottom: 3 }]}>{`VAT: ${vat.amount}`}</Text>
      )}
      <Text style={s.p}>{vat.reason}</Text>
      <Text style={s.small}>{`Reference: ${vat.reference}`}</Text>
    </View>
  )
}

/** Page 7: the cost build-up, VAT position, preliminaries, overheads and profit, fees and the quote checklist. */
export function OnCostsPage({ d }: { d: ReportData }) {
  const o = d.onCosts
  const checklistSplit = Math.ceil(o.quoteChecklist.length / 2)
  return (
    <ReportPage data={d} n={7}>
      <Columns>
        <View style={{ width: 300 }}>
          <Table
            cols={columns('Cost build-up 150 | Basis 72 | Amount 78>')}
            pad={2.8}
            rows={o.buildUp.map((r) => ({ cells: [r.label, r.basis, r.amount], kind: r.kind }))}
          />
        </View>
        <View style={{ width: CONTENT_W - 314 }}>
          <VatPosition vat={o.vat} />
        </View>
      </Columns>
      <Columns>
        <Column width={half} title={`Preliminaries: ${o.preliminaries.percent}, ${o.preliminaries.amount}`}>
          <Text style={s.p}>{o.preliminaries.basis}</Text>
          <Text style={[s.small, { marginBottom: 2 }]}>Typically covers:</Text>
          <Bullets items={o.preliminaries.covers} />
        </Column>
        <Column width={half} title={`Overheads and profit: ${o.overheadsProfit.percent}, ${o.overheadsProfit.amount}`}>
          <Text style={s.p}>{o.overheadsProfit.basis}</Text>
          <Text style={s.p}>{o.overheadsProfit.note}</Text>
          <H3>Price date</H3>
          <Text style={s.p}>{o.priceAdjustment}</Text>
          <H3>Inflation to tender and mid-construction</H3>
          <Text style={s.p}>{o.inflation}</Text>
        </Column>
      </Columns>
      <H3>Professional and statutory fees</H3>
      {o.fees.length ? (
        <Table
          cols={columns('Fee 190 | Why it is needed 253 | Amount 80>')}
          pad={2.6}
          rows={itemRows(
            o.fees.map((f) => [f.label, f.reason, f.amount]),
            ['Total fees', '', o.feesTotal],
          )}
        />
      ) : (
        <Text style={s.muted}>No professional or statutory fees are needed for this scope of work.</Text>
      )}
      <H3>VAT notes</H3>
      <Bullets items={o.vat.notes} />
      <H3>Check every builder's quote includes</H3>
      <Columns>
        <Bullets items={o.quoteChecklist.slice(0, checklistSplit)} style={{ width: half }} />
        <Bullets items={o.quoteChecklist.slice(checklistSplit)} style={{ width: half }} />
      </Columns>
    </ReportPage>
  )
}
