/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { View } from '@react-pdf/renderer'
import type { ReportData } from '#server/features/reports/report-data/types'
import { Columns, H3, Note } from '../blocks'
import { CashFlowChart, Gantt } from '../charts'
import { ReportPage } from '../report-page'
import { columns, itemRows, Table } from '../table'
import { CONTENT_W } from '../theme'

/** Width of the cash flow chart beside the drawdown table. */
const CHART_W = 196
/** The drawdown table's columns (they sum to CONTENT_W - CHART_W - 8). */
export const DRAWDOWN_COLS = `Month 56 | Work value 58> | Deposits 52> | Payable 58> | Cumulative 60> | Done ${CONTENT_W - CHART_W - 8 - 284}>`
/** The stage payments table's columns. */
export const STAGE_COLS = `Stage ${CONTENT_W - 44 - 46 - 80 - 80} | Due 44 | % of price 46> | Exc VAT 80> | Inc VAT 80>`

/** Page 9: the programme as a Gantt chart, the drawdown by value and the stage payments to the builder. */
export function ProgrammePage({ d }: { d: ReportData }) {
  const p = d.programme
  const compact = p.phases.length > 10 || p.cashFlow.length > 9 || p.stagePayments.length > 9
  const total = p.cashFlow.at(-1)
  return (
    <ReportPage data={d} n={9}>
      <H3 style={{ marginTop: 0 }}>{`Programme: ${p.totalWeeksLabel}`}</H3>
      <Gantt phases={p.phases} totalWeeks={p.totalWeeks} width={CONTENT_W} />
      <Note marginTop={1}>{p.approvalsNote}</Note>
      <H3>Drawdown by month: the value of the work done (excluding VAT)</H3>
      <Columns>
        <View style={{ width: CHART_W }}>
          <CashFlowChart flows={p.cashFlow} width={CHART_W} height={compact ? 110 : 130} />
        </View>
        <View style={{ width: CONTENT_W - CHART_W - 8 }}>
          <Table
            cols={columns(DRAWDOWN_COLS)}
            fontSize={6.8}
            pad={compact ? 1.4 : 1.9}
            rows={itemRows(
              p.cashFlow.map((f) => [f.label, f.work, f.deposits, f.amount, f.cumulative, f.percentComplete]),
              ['Total', total ? total.cumulative : '', '-', total ? total.cumulative : '', '', '100.0%'],
            )}
          />
        </View>
      </Columns>
      <Note marginTop={2}>
        {`Bars: payable in the month (left axis); line: cumulative (right axis). ${p.cashFlowNote}`}
      </Note>
      <H3>Stage payments to the builder</H3>
      <Table
        cols={columns(STAGE_COLS)}
        fontSize={compact ? 6.8 : 7.2}
        pad={compact ? 1.5 : 2.1}
        rows={itemRows(
          p.stagePayments.map((x) => [x.stage, x.due, x.percent, x.excVat, x.incVat]),
          ["Builder's price (construction cost)", '', '100.0%', p.stageTotals.excVat, p.stageTotals.incVat],
        )}
      />
      <Note marginTop={3}>{p.stageNote}</Note>
    </ReportPage>
  )
}
