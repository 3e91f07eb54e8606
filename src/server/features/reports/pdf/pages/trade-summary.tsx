/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { G, Rect, Svg, Text, View } from '@react-pdf/renderer'
import { SCHEDULE_LAYOUT, scheduleRowPt } from '#server/features/reports/report-data/schedule'
import type { ReportData } from '#server/features/reports/report-data/types'
import { Bullets, H3, Note, Swatch } from '../blocks'
import { poundsShort, svgText } from '../charts'
import { textWidth } from '../font-metrics'
import { ReportPage } from '../report-page'
import { columns, itemRows, Table } from '../table'
import { BODY_H, C, CONTENT_W, s } from '../theme'
import { ScheduleTable } from './schedule-table'

/** Page 5: the rest of the schedule, the trade summary, and (room permitting) a chart and the tender return form. */
export function TradeSummaryPage({ d }: { d: ReportData }) {
  const sch = d.schedule
  const t = sch.totals
  const { showForm, chart } = page5Layout(sch)
  return (
    <ReportPage data={d} n={5}>
      {sch.pages[1].length ? <ScheduleTable rows={sch.pages[1]} density={sch.density} /> : null}
      {sch.continuesNote ? <Note marginTop={3}>{sch.continuesNote}</Note> : null}
      <H3 style={{ marginTop: sch.pages[1].length ? 10 : 0 }}>Trade summary</H3>
      <Table
        cols={columns('Trade 190 | Items 36> | Labour 76> | Materials & plant 80> | Total 86> | % 55>')}
        fontSize={7}
        pad={sch.tradeSummary.length > 14 ? 1.4 : 2}
        rows={itemRows(
          sch.tradeSummary.map((r) => [r.trade, String(r.items), r.labour, r.materials, r.total, r.percent]),
          ['Measured works', String(t.itemCount), t.labour, t.materials, t.total, '100.0%'],
        )}
      />
      <Note marginTop={4}>{`Provisional sums included in the measured works: ${t.provisional}.`}</Note>
      {chart ? (
        <>
          <H3>Labour and materials by trade</H3>
          <LabourMaterialsChart trades={sch.tradeSummary} width={CONTENT_W} layout={chart} />
        </>
      ) : null}
      <H3>Notes for builders pricing this schedule</H3>
      <Bullets items={sch.notes} />
      {showForm ? <TenderReturnForm /> : null}
    </ReportPage>
  )
}

/**
 * Space left under the schedule and trade summary (row heights measured from rendered pages) decides whether the
 * tender return form fits, and then how the labour / materials chart fits what is left (or whether it is left out).
 */
export function page5Layout(sch: ReportData['schedule']): { showForm: boolean; chart: TradeChartLayout | undefined } {
  const rowsH = sch.pages[1].reduce(
    (a, r) => a + scheduleRowPt(r, sch.density),
    (sch.pages[1].length ? 16 : 0) + (sch.continuesNote ? SCHEDULE_LAYOUT.continuesPt : 0),
  )
  const fixedH =
    28 + 29 + 14 + (sch.tradeSummary.length + 1) * (sch.tradeSummary.length > 14 ? 11.3 : 12.5) + 14 + 26 + 52
  const formH = 168
  let rem = BODY_H - rowsH - fixedH - 8
  const showForm = rem >= formH
  if (showForm) rem -= formH
  const chartH = Math.min(rem - 40, sch.tradeSummary.length * TRADE_ROW_MAX_PT + 16)
  return { showForm, chart: tradeChartLayout(sch.tradeSummary.length, chartH) }
}

/** A summary for each builder to fill in, so quotes come back in one comparable shape. */
function TenderReturnForm() {
  const fields = [
    'Builder / company',
    'Contact and phone',
    'Total price excluding VAT',
    'VAT',
    'Total price including VAT',
    'Programme (weeks) and earliest start',
    'Quote valid until',
    'Exclusions and provisional sums changed',
  ]
  return (
    <View style={{ marginTop: 10, borderWidth: 0.75, borderColor: C.navy, padding: 8 }}>
      <Text style={{ fontWeight: 700, color: C.navy, fontSize: 9 }}>Tender return: for each builder to complete</Text>
      <Text style={[s.small, { marginBottom: 4 }]}>
        Price the schedule above as written; list any item you have not priced or have priced differently.
      </Text>
      {fields.map((f, i) => (
        <View key={i} style={{ flexDirection: 'row', alignItems: 'flex-end', height: 15 }}>
          <Text style={{ width: 190, color: C.muted }}>{f}</Text>
          <View style={{ flex: 1, borderBottomWidth: 0.5, borderBottomColor: C.muted, height: 10 }} />
        </View>
      ))}
    </View>
  )
}

/** Type size of the trade chart's labels. */
export const TRADE_LABEL_PT = 6.5
/**
 * Closest spacing of the chart's rows: a 6.5 pt label and its value need their own line (18 trades were once
 * squeezed into 6 pt rows and their labels printed over each other).
 */
export const TRADE_ROW_MIN_PT = 9.5
const TRADE_ROW_MAX_PT = 14
/** Gap between the chart's two columns. */
const TRADE_COLUMN_GAP = 18

export interface TradeChartLayout {
  /** Trades side by side: 1, or 2 or 3 when fewer columns' rows would be closer than TRADE_ROW_MIN_PT. */
  columns: 1 | 2 | 3
  rows: number
  pitch: number
}

/**
 * How the labour / materials chart fits `heightPt`: one column of rows at least TRADE_ROW_MIN_PT apart, else two
 * or three columns, else no chart (the trade summary above it has the same figures).
 */
export function tradeChartLayout(trades: number, heightPt: number): TradeChartLayout | undefined {
  if (trades === 0) return undefined
  for (const columns of [1, 2, 3] as const) {
    const rows = Math.ceil(trades / columns)
    const pitch = Math.min(TRADE_ROW_MAX_PT, (heightPt - 16) / rows)
    if (pitch >= TRADE_ROW_MIN_PT) return { columns, rows, pitch }
  }
  return undefined
}

/** Width of a column of the chart's trade labels (room for the longest, in the real font). */
export function tradeLabelWidth(trades: string[], columns: TradeChartLayout['columns']): number {
  const longest = Math.max(...trades.map((t) => textWidth(t, TRADE_LABEL_PT) + 8))
  return columns === 1 ? Math.min(200, Math.max(110, longest)) : Math.min(110, Math.max(60, longest))
}

/** Each trade's labour and materials as one stacked bar, in one or two columns of rows. */
function LabourMaterialsChart({
  trades,
  width,
  layout,
}: {
  trades: ReportData['schedule']['tradeSummary']
  width: number
  layout: TradeChartLayout
}) {
  const { columns, rows, pitch } = layout
  const columnW = (width - (columns - 1) * TRADE_COLUMN_GAP) / columns
  const labelW = tradeLabelWidth(
    trades.map((t) => t.trade),
    columns,
  )
  const valueW = columns === 1 ? 56 : 36
  const plotW = columnW - labelW - valueW
  const max = Math.max(...trades.map((t) => t.pence), 1)
  const barH = Math.min(pitch * 0.68, pitch - 3)
  const fs = TRADE_LABEL_PT
  return (
    <View>
      <Svg width={width} height={rows * pitch + 4}>
        {trades.map((t, i) => {
          const x0 = Math.floor(i / rows) * (columnW + TRADE_COLUMN_GAP)
          const y = 2 + (i % rows) * pitch
          const lw = (t.labourPence / max) * plotW
          const mw = (t.materialsPence / max) * plotW
          return (
            <G key={i}>
              <Text x={x0 + labelW - 4} y={y + barH / 2 + fs * 0.36} textAnchor="end" fill={C.text} style={svgText(fs)}>
                {t.trade}
              </Text>
              <Rect x={x0 + labelW} y={y} width={Math.max(0.5, lw)} height={barH} fill={C.navy} />
              <Rect x={x0 + labelW + lw} y={y} width={Math.max(0.5, mw)} height={barH} fill={C.low} />
              <Text x={x0 + labelW + lw + mw + 4} y={y + barH / 2 + fs * 0.36} fill={C.muted} style={svgText(fs)}>
                {poundsShort(t.pence)}
              </Text>
            </G>
          )
        })}
      </Svg>
      <View style={{ flexDirection: 'row', marginTop: 2, marginLeft: labelW }}>
        <Swatch color={C.navy} gap={3} />
        <Text style={[s.small, { marginRight: 10 }]}>Labour</Text>
        <Swatch color={C.low} gap={3} />
        <Text style={s.small}>Materials and plant</Text>
      </View>
    </View>
  )
}
