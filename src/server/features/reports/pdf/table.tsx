/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { RowKind } from '../report-data/types'
import { C, moneyAlign, s, type Col, type Style } from './theme'

/**
 * A table's columns from a compact spec: 'label width' per column, separated by '|'; a '>' after the width aligns
 * the column right (money and counts), and a column may have no label. `columns('Trade 190 | Total 86>')`.
 */
export function columns(spec: string): Col[] {
  return spec.split('|').map((part) => {
    const m = /^(.*?)\s*(\d+(?:\.\d+)?)(>?)$/.exec(part.trim())
    if (!m) throw new Error(`Not a column spec: '${part}'`)
    const col: Col = { label: m[1]!, width: Number(m[2]) }
    return m[3] ? { ...col, align: moneyAlign } : col
  })
}

/** The navy heading row of a table. */
export function TableHeader({ cols }: { cols: Col[] }) {
  return (
    <View style={[s.row, s.th]}>
      {cols.map((c, i) => (
        <Text key={i} style={[s.td, { width: c.width, textAlign: c.align ?? 'left', paddingVertical: 3 }]}>
          {c.label}
        </Text>
      ))}
    </View>
  )
}

function rowStyle(kind: RowKind | 'trade' | undefined, i: number) {
  if (kind === 'grand') return { backgroundColor: C.navy, color: C.white, fontWeight: 700 }
  if (kind === 'total')
    return { backgroundColor: C.band, fontWeight: 700, borderTopWidth: 0.75, borderTopColor: C.navy }
  if (kind === 'subtotal')
    return { fontWeight: 600, borderTopWidth: 0.5, borderTopColor: C.muted, backgroundColor: C.white }
  return { backgroundColor: i % 2 === 1 ? C.zebra : C.white }
}

/** A table of text cells: zebra item rows, shaded totals, a navy grand total. */
export function Table({
  cols,
  rows,
  fontSize = 7.5,
  pad = 2.5,
}: {
  cols: Col[]
  rows: { cells: string[]; kind?: RowKind; style?: Style }[]
  fontSize?: number
  pad?: number
}) {
  return (
    <View style={{ fontSize }}>
      <TableHeader cols={cols} />
      {rows.map((r, ri) => (
        <View key={ri} style={[s.row, rowStyle(r.kind, ri), r.style ?? {}]}>
          {r.cells.map((cell, ci) => (
            <Text
              key={ci}
              style={[
                s.td,
                { width: cols[ci]?.width ?? 40, textAlign: cols[ci]?.align ?? 'left', paddingVertical: pad },
              ]}
            >
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

/** Rows of a table: every row an item (zebra), then `totals` as total rows. */
export function itemRows(cells: string[][], ...totals: string[][]): { cells: string[]; kind: RowKind }[] {
  return [
    ...cells.map((c) => ({ cells: c, kind: 'item' as RowKind })),
    ...totals.map((c) => ({ cells: c, kind: 'total' as RowKind })),
  ]
}
