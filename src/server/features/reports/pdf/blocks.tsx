/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import type { ReactNode } from 'react'
import { Text, View } from '@react-pdf/renderer'
import { C, s, type Style } from './theme'

/** Small building blocks the pages share: headings, bullet lists, notes, columns and zebra rows. */

export function H3({ children, style }: { children: ReactNode; style?: Style }) {
  return <Text style={[s.h3, style ?? {}]}>{children}</Text>
}

/** Width of a numbered list's number column: '10.' in bold 8 pt and a gap (a bought report printed '2.How'). */
export const NUMBER_DOT_W = 14

/** A bullet list; `dot="#"` numbers the items instead. */
export function Bullets({ items, style, dot = '•' }: { items: string[]; style?: Style; dot?: string }) {
  return (
    <View style={style}>
      {items.map((item, i) => (
        <View key={i} style={s.bullet}>
          <Text style={dot === '#' ? [s.bulletDot, { width: NUMBER_DOT_W }] : s.bulletDot}>
            {dot === '#' ? `${i + 1}.` : dot}
          </Text>
          <Text style={s.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

/** Small grey text, optionally set apart from what is above it. */
export function Note({ children, marginTop }: { children: ReactNode; marginTop?: number }) {
  return <Text style={marginTop === undefined ? s.small : [s.small, { marginTop }]}>{children}</Text>
}

/** '+ 3 more … not shown on this page' where a list was shortened to fit its page; nothing when `count` is 0. */
export function MoreNote({ count, what = 'more', where }: { count: number; what?: string; where?: string }) {
  // Never "in your online estimate": a free estimate is deleted after 30 days, the report is kept for 7 years.
  return count > 0 ? <Note>{`+ ${count} ${what} not shown on this page${where ? `: ${where}` : ''}.`}</Note> : null
}

/** Blocks side by side, spread across the row (each child sets its own width). */
export function Columns({ children, style }: { children: ReactNode; style?: Style }) {
  return <View style={{ flexDirection: 'row', justifyContent: 'space-between', ...style }}>{children}</View>
}

/** One column of `width` points under a heading. */
export function Column({ width, title, children }: { width: number; title?: string; children: ReactNode }) {
  return (
    <View style={{ width }}>
      {title === undefined ? null : <H3>{title}</H3>}
      {children}
    </View>
  )
}

/** A label / value row striped by its index `i` (odd rows shaded). */
export function ZebraRow({ i, children }: { i: number; children: ReactNode }) {
  return (
    <View style={[s.row, { paddingVertical: 1.8, backgroundColor: i % 2 ? C.zebra : C.white, paddingHorizontal: 3 }]}>
      {children}
    </View>
  )
}

/** A legend's colour square. */
export function Swatch({ color, gap }: { color: string; gap: number }) {
  return <View style={{ width: 7, height: 7, backgroundColor: color, marginRight: gap }} />
}
