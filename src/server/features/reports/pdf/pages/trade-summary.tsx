/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { G, Rect, Svg, Text, View } from '@react-pdf/renderer'
import { SCHEDULE_LAYOUT } from '#server/features/reports/report-data/schedule'
import { estimateLines } from '#server/features/reports/report-data/text-fit'
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
  const { showForm, chartH } = roomLeft(sch)
  return (
    <ReportPage data={d} n={5}>
      {sch.pages[1].length ? <ScheduleTable rows={sch.pages[1]} /> : null}
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
      {sch.groupedNote ? <Note marginTop={2}>{sch.groupedNote}</Note> : null}
      {chartH >= 60 ? (
        <>
          <H3>Labour and materials by trade</H3>
          <LabourMaterialsChart trades={sch.tradeSummary} width={CONTENT_W} height={chartH} />
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
 * labour / materials chart and the tender return form fit.
 */
function roomLeft(sch: ReportData['schedule']): { showForm: boolean; chartH: number } {
  const rowsH = sch.pages[1].reduce(
    (a, r) =>
      a +
      (r.kind === 'trade'
        ? 14.5
        : 11.2 +
          (estimateLines((r.isProvisionalSum ? 'PS ' : '') + r.description, SCHEDULE_LAYOUT.descCharsPerLine) - 1) *
            8.1),
    sch.pages[1].length ? 16 : 0,
  )
  const fixedH =
    28 +
    29 +
    14 +
    (sch.tradeSummary.length + 1) * (sch.tradeSummary.length > 14 ? 11.3 : 12.5) +
    14 +
    (sch.groupedNote ? 10 : 0) +
    26 +
    52
  const formH = 168
  let rem = BODY_H - rowsH - fixedH - 8
  const showForm = rem >= formH
  if (showForm) rem -= formH
  return { showForm, chartH: Math.min(rem - 40, sch.tradeSummary.length * 14 + 16) }
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

/** Each trade's labour and materials as one stacked bar. */
function LabourMaterialsChart({
  trades,
  width,
  height,
}: {
  trades: ReportData['schedule']['tradeSummary']
  width: number
  height: number
}) {
  const labelW = Math.min(200, Math.max(110, ...trades.map((t) => textWidth(t.trade, TRADE_LABEL_PT) + 8)))
  const valueW = 56
  const plotW = width - labelW - valueW
  const max = Math.max(...trades.map((t) => t.pence), 1)
  const pitch = Math.min(14, (height - 16) / Math.max(1, trades.length))
  const barH = pitch * 0.68
  return (
    <View>
      <Svg width={width} height={trades.length * pitch + 4}>
        {trades.map((t, i) => {
          const y = 2 + i * pitch
          const lw = (t.labourPence / max) * plotW
          const mw = (t.materialsPence / max) * plotW
          // Never below 6 pt (issue 26: labels were ~5 pt on a long trade list).
          const fs = TRADE_LABEL_PT
          return (
            <G key={i}>
              <Text x={labelW - 4} y={y + barH / 2 + fs * 0.36} textAnchor="end" fill={C.text} style={svgText(fs)}>
                {t.trade}
              </Text>
              <Rect x={labelW} y={y} width={Math.max(0.5, lw)} height={barH} fill={C.navy} />
              <Rect x={labelW + lw} y={y} width={Math.max(0.5, mw)} height={barH} fill={C.low} />
              <Text x={labelW + lw + mw + 4} y={y + barH / 2 + fs * 0.36} fill={C.muted} style={svgText(fs)}>
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
