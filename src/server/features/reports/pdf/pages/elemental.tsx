/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { View } from '@react-pdf/renderer'
import type { ReportData } from '#server/features/reports/report-data/types'
import { H3, Note } from '../blocks'
import { HBarChart, poundsShort } from '../charts'
import { textWidth } from '../font-metrics'
import { ReportPage } from '../report-page'
import { columns, itemRows, Table } from '../table'
import { BODY_H, C, CONTENT_W } from '../theme'

const ELEMENT_COLS = columns('Ref 34 | Element (NRM1) 175 | Total 78> | £/m² 50> | % of works 52> | Low 67> | High 67>')

/** Type size of the element chart's labels (HBarChart's largest). */
export const ELEMENT_LABEL_PT = 7

/** Page 3: the NRM1 elements, the on-costs from measured works to the total, and a bar chart of the elements. */
export function ElementalPage({ d }: { d: ReportData }) {
  const e = d.elemental
  const m = e.measuredRow
  const compact = e.rows.length > 16
  // The bar chart takes whatever height the two tables leave (row heights measured from rendered pages).
  const tablesH =
    28 +
    14 +
    (e.rows.length + 1) * (compact ? 13.1 : 15.1) +
    8 +
    14 +
    e.onCostRows.length * (compact ? 13.1 : 14.3) +
    20 +
    26
  const chartPitch = Math.max(5, Math.min(16, (BODY_H - tablesH - 24) / Math.max(1, e.rows.length)))
  return (
    <ReportPage data={d} n={3}>
      <Table
        cols={ELEMENT_COLS}
        fontSize={7.5}
        pad={compact ? 2 : 3}
        rows={itemRows(
          e.rows.map((r) => [r.code, r.name, r.total, r.perSqm, r.percent, r.low, r.high]),
          ['', 'Measured works', m.total, m.perSqm, m.percent, m.low, m.high],
        )}
      />
      <View style={{ marginTop: 8 }}>
        <Table
          cols={columns('From measured works to the total 209 | Total 78> | £/m² 50> | % of total 52> | 134')}
          pad={compact ? 2 : 2.6}
          rows={e.onCostRows.map((r) => ({ cells: [r.label, r.total, r.perSqm, r.percent, ''], kind: r.kind }))}
        />
      </View>
      <Note marginTop={4}>{e.note}</Note>
      <H3>Cost by element</H3>
      <HBarChart
        bars={e.rows.map((r) => ({
          label: `${r.code}  ${r.name}`,
          value: r.pence,
          valueLabel: poundsShort(r.pence),
          color: C.navySoft,
        }))}
        width={CONTENT_W}
        labelW={elementLabelW(e.rows)}
        barH={chartPitch * 0.66}
        gap={chartPitch * 0.34}
      />
    </ReportPage>
  )
}

/** The element chart's label column: the longest "code  name" in the real font (names are never cut short). */
function elementLabelW(rows: ReportData['elemental']['rows']): number {
  return Math.min(300, Math.max(120, ...rows.map((r) => textWidth(`${r.code}  ${r.name}`, ELEMENT_LABEL_PT) + 8)))
}
