/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { ScheduleRow } from '#server/features/reports/report-data/types'
import { columns, TableHeader } from '../table'
import { C, CONTENT_W, s } from '../theme'

const SCHEDULE_COLS = columns(
  'Ref 30 | Description 196 | Qty 36> | Unit 24 | Rate 54> | Labour 60> | Mat. & plant 60> | Total 63>',
)

/** The schedule of works as builders price it (pages 4 and 5): trade headings, items and trade totals. */
export function ScheduleTable({ rows, roomy = false }: { rows: ScheduleRow[]; roomy?: boolean }) {
  const pad = roomy ? 3.4 : 1.6
  // Zebra striping restarts under each trade heading.
  const stripe: boolean[] = []
  rows.reduce((n, r) => {
    stripe.push(n % 2 === 1)
    return r.kind === 'trade' ? 0 : r.kind === 'item' ? n + 1 : n
  }, 0)
  return (
    <View style={{ fontSize: roomy ? 7.5 : 7 }}>
      <TableHeader cols={SCHEDULE_COLS} />
      {rows.map((r, i) => {
        if (r.kind === 'trade') {
          return (
            <View key={i} style={[s.row, { backgroundColor: C.band, marginTop: i === 0 ? 0 : 2 }]}>
              <Text style={[s.td, { width: 30, fontWeight: 700, color: C.navy, paddingVertical: 2.2 }]}>{r.ref}</Text>
              <Text style={[s.td, { width: CONTENT_W - 30, fontWeight: 700, color: C.navy, paddingVertical: 2.2 }]}>
                {r.description}
              </Text>
            </View>
          )
        }
        const isSub = r.kind === 'subtotal'
        const bg = !isSub && stripe[i] ? C.zebra : C.white
        const cells = [r.ref, r.description, r.quantity, r.unit, r.rate, r.labour, r.materials, r.total]
        return (
          <View
            key={i}
            style={[
              s.row,
              { backgroundColor: bg },
              isSub ? { borderTopWidth: 0.5, borderTopColor: C.muted, fontWeight: 600 } : {},
            ]}
          >
            {cells.map((cell, ci) => (
              <Text
                key={ci}
                style={[
                  s.td,
                  {
                    width: SCHEDULE_COLS[ci]!.width,
                    textAlign: SCHEDULE_COLS[ci]!.align ?? 'left',
                    paddingVertical: pad,
                  },
                ]}
              >
                {ci === 1 && r.isProvisionalSum ? (
                  <Text style={{ color: C.accent, fontWeight: 700 }}>{'PS '}</Text>
                ) : null}
                {cell}
              </Text>
            ))}
          </View>
        )
      })}
    </View>
  )
}
