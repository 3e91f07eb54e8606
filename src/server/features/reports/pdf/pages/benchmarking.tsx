/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { View } from '@react-pdf/renderer'
import type { ReportData, RowKind } from '#server/features/reports/report-data/types'
import { Bullets, Columns, H3 } from '../blocks'
import { ColumnChart, HBarChart } from '../charts'
import { KeyFigureRow } from '../key-figure'
import { ReportPage } from '../report-page'
import { columns, Table } from '../table'
import { C, CONTENT_W } from '../theme'

/** Page 6: the cost per m² against the UK average, every region, and budget / standard / premium specification. */
export function BenchmarkingPage({ d }: { d: ReportData }) {
  const b = d.benchmarking
  return (
    <ReportPage data={d} n={6}>
      <KeyFigureRow
        figures={[
          { label: 'Your estimate, £/m² exc VAT', value: b.subjectPerSqm, strong: true },
          { label: 'Same project, UK average', value: b.ukAveragePerSqm },
          { label: 'Difference', value: b.differenceText },
        ]}
        style={{ marginBottom: 4 }}
      />
      <H3>Cost per m² by region (excluding VAT)</H3>
      <HBarChart
        bars={b.regional.map((r) => ({
          label: r.label,
          value: r.perSqmPence,
          valueLabel: r.perSqm,
          color: r.isSubject ? C.accent : r.isUkAverage ? C.band : C.low,
          dashed: r.isUkAverage,
        }))}
        width={CONTENT_W}
        labelW={110}
        barH={b.regional.length > 13 ? 10 : 12}
        gap={b.regional.length > 13 ? 4 : 5}
      />
      <H3>Budget, standard and premium specification</H3>
      <Columns>
        <View style={{ width: 300 }}>
          <Table
            cols={columns('Specification 72 | Exc VAT 80> | Inc VAT 86> | £/m² 62>')}
            pad={3}
            rows={b.quality.map((q) => ({
              cells: [q.isSelected ? `${q.label} (yours)` : q.label, q.excVat, q.incVat, q.perSqm],
              kind: q.isSelected ? ('total' as RowKind) : ('item' as RowKind),
            }))}
          />
        </View>
        <ColumnChart
          cols={b.quality.map((q) => ({
            label: q.label,
            value: q.perSqmPence,
            valueLabel: q.perSqm,
            color: q.isSelected ? C.accent : C.navySoft,
          }))}
          width={205}
          height={150}
        />
      </Columns>
      <H3>What this means</H3>
      <Bullets items={b.commentary} />
    </ReportPage>
  )
}
