/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import { SCHEDULE_DENSITIES, type ScheduleDensity } from '#server/features/reports/report-data/schedule'
import type { ScheduleRow } from '#server/features/reports/report-data/types'
import { columns, TableHeader } from '../table'
import { C, CONTENT_W, s } from '../theme'

/** The schedule's columns at each density (the dense one gives the description more room). */
export const SCHEDULE_COLS = {
  regular: columns(SCHEDULE_DENSITIES.regular.columns),
  dense: columns(SCHEDULE_DENSITIES.dense.columns),
}

/**
 * The schedule of works as builders price it (pages 4 and 5, and any appendix pages): trade headings, items and
 * trade totals, at the density the view-model chose.
 */
export function ScheduleTable({
  rows,
  density,
  roomy = false,
}: {
  rows: ScheduleRow[]
  density: ScheduleDensity
  roomy?: boolean
}) {
  const D = SCHEDULE_DENSITIES[density]
  const cols = SCHEDULE_COLS[density]
  const pad = roomy ? 3.4 : D.padY
  const refW = cols[0]!.width
  const headPad = density === 'dense' ? 1.4 : 2.2
  // Zebra striping restarts under each trade heading.
  const stripe: boolean[] = []
  rows.reduce((n, r) => {
    stripe.push(n % 2 === 1)
    return r.kind === 'trade' ? 0 : r.kind === 'item' ? n + 1 : n
  }, 0)
  return (
    <View style={{ fontSize: roomy ? 7.5 : D.fontSize }}>
      <TableHeader cols={cols} />
      {rows.map((r, i) => {
        if (r.kind === 'trade') {
          return (
            <View key={i} style={[s.row, { backgroundColor: C.band, marginTop: i === 0 ? 0 : 2 }]}>
              <Text style={[s.td, { width: refW, fontWeight: 700, color: C.navy, paddingVertical: headPad }]}>
                {r.ref}
              </Text>
              <Text
                style={[s.td, { width: CONTENT_W - refW, fontWeight: 700, color: C.navy, paddingVertical: headPad }]}
              >
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
                    width: cols[ci]!.width,
                    textAlign: cols[ci]!.align ?? 'left',
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
