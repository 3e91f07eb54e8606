/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text } from '@react-pdf/renderer'
import { REPORT_TOTAL_PAGES, type ReportData } from '#server/features/reports/report-data/types'
import { ReportPage } from '../report-page'
import { s } from '../theme'
import { ScheduleTable } from './schedule-table'

/** Page 4: the first part of the schedule of works. */
export function ScheduleOfWorksPage({ d }: { d: ReportData }) {
  return (
    <ReportPage data={d} n={4}>
      <Text
        style={[s.p, s.muted]}
      >{`Measured works by trade: ${d.schedule.totals.itemCount} items, ready to send to builders for pricing. Rates exclude preliminaries, overheads and profit, fees, contingency and VAT. PS marks a provisional sum.`}</Text>
      <ScheduleTable rows={d.schedule.pages[0]} density={d.schedule.density} roomy={d.schedule.isShort} />
    </ReportPage>
  )
}

/** Pages after the 10 holding the rest of a schedule pages 4 and 5 could not (`index` 0 is page 11). */
export function ScheduleAppendixPage({ d, index }: { d: ReportData; index: number }) {
  return (
    <ReportPage data={d} n={REPORT_TOTAL_PAGES + 1 + index}>
      <ScheduleTable rows={d.schedule.appendixPages[index] ?? []} density={d.schedule.density} />
    </ReportPage>
  )
}
