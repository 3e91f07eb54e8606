/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { AppraisalAppendix } from '#server/features/reports/report-data/appraisal'
import type { ReportData } from '#server/features/reports/report-data/types'
import { Bullets, Columns, H3, MoreNote, Note } from '../blocks'
import { KeyFigureRow } from '../key-figure'
import { ReportPage } from '../report-page'
import { columns, Table } from '../table'
import { CONTENT_W } from '../theme'

const HALF = (CONTENT_W - 14) / 2
const SECTION_COLS = `Figure ${HALF - 74} | Amount 74>`
const SENSITIVITY_COLS = `Case ${CONTENT_W - 5 * 62 - 44} | Works 62> | Value 62> | Rate 44> | Profit 62> | Left in 62> | Cash-on-cash 62>`

/** Page 11 (only when the buyer saved an appraisal): the same figures as the estimate page, from the same module. */
export function AppraisalPage({ d, a }: { d: ReportData; a: AppraisalAppendix }) {
  const [left, ...right] = a.sections
  return (
    <ReportPage data={d} n={d.totalPages}>
      <Text style={{ fontSize: 8 }}>{a.intro}</Text>
      <KeyFigureRow figures={a.keyFigures.map((f, i) => ({ ...f, strong: i === 0 }))} style={{ marginTop: 6 }} />
      <Columns style={{ marginTop: 4 }}>
        <View style={{ width: HALF }}>{left ? <Section title={left.title} rows={left.rows} /> : null}</View>
        <View style={{ width: HALF }}>
          {right.map((x) => (
            <Section key={x.title} title={x.title} rows={x.rows} />
          ))}
        </View>
      </Columns>
      <H3>Sensitivity: the works at the estimate’s range, the value ±10%, rates ±1 point</H3>
      <Table
        cols={columns(SENSITIVITY_COLS)}
        fontSize={6.8}
        pad={1.6}
        rows={a.sensitivity.map((x) => ({
          cells: [x.label, x.works, x.gdv, x.rate, x.profit, x.leftIn, x.coc],
          kind: 'item' as const,
        }))}
      />
      <H3>What the figures assume</H3>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        {a.assumptions.map((x, i) => (
          <Text key={i} style={{ width: HALF, fontSize: 6.2, marginBottom: 1, marginRight: i % 2 === 0 ? 14 : 0 }}>
            {x}
          </Text>
        ))}
      </View>
      <MoreNote count={a.assumptionsHiddenCount} what="more assumptions" />
      <Bullets items={a.notes} style={{ marginTop: 4 }} />
      <Note marginTop={2}>Figures before income and capital gains tax. Not financial advice.</Note>
    </ReportPage>
  )
}

function Section({ title, rows }: { title: string; rows: { label: string; value: string }[] }) {
  return (
    <View>
      <H3>{title}</H3>
      <Table
        cols={columns(SECTION_COLS)}
        fontSize={7}
        pad={1.6}
        rows={rows.map((r) => ({ cells: [r.label, r.value], kind: 'item' as const }))}
      />
    </View>
  )
}
