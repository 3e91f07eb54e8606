/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import type { ReportData } from '../../report-data/types'
import { H3, Note } from '../blocks'
import { CashFlowChart, Gantt } from '../charts'
import { ReportPage } from '../report-page'
import { columns, itemRows, Table } from '../table'
import { CONTENT_W } from '../theme'

/** Page 9: the programme as a Gantt chart, the monthly cash flow and the stage payments to the builder. */
export function ProgrammePage({ d }: { d: ReportData }) {
  const p = d.programme
  return (
    <ReportPage data={d} n={9}>
      <H3 style={{ marginTop: 0 }}>{`Programme: ${p.totalWeeksLabel}`}</H3>
      <Gantt phases={p.phases} totalWeeks={p.totalWeeks} width={CONTENT_W} />
      <H3>Cash flow by month (excluding VAT)</H3>
      <CashFlowChart flows={p.cashFlow} width={CONTENT_W} height={p.phases.length > 10 ? 120 : 160} />
      <Note marginTop={2}>
        {`Bars: spend in the month (left axis); line: cumulative spend (right axis). ${p.cashFlowNote}`}
      </Note>
      <H3>Stage payments to the builder</H3>
      <Table
        cols={columns('Stage 283 | % of price 60> | Exc VAT 90> | Inc VAT 90>')}
        pad={2.4}
        rows={itemRows(
          p.stagePayments.map((x) => [x.stage, x.percent, x.excVat, x.incVat]),
          ["Builder's price (construction cost)", '100.0%', p.stageTotals.excVat, p.stageTotals.incVat],
        )}
      />
      <Note marginTop={3}>{p.stageNote}</Note>
    </ReportPage>
  )
}
