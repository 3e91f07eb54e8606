/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import { C, CONTENT_W, type Style } from './theme'

export interface KeyFigureProps {
  label: string
  value: string
  note?: string | undefined
  /** The accent bar and larger type of the figure that matters most. */
  strong?: boolean
}

/** A note longer than this is an explanation (small, muted), not a second figure ("£1,758 inc VAT"). */
const NOTE_FIGURE_CHARS = 24

/** A boxed figure with a small uppercase label, and an optional second line. */
export function KeyFigure({ label, value, note, width, strong }: KeyFigureProps & { width: number }) {
  return (
    <View
      style={{
        width,
        borderLeftWidth: 3,
        borderLeftColor: strong ? C.accent : C.navySoft,
        backgroundColor: C.zebra,
        paddingVertical: 5,
        paddingHorizontal: 6,
      }}
    >
      <Text style={{ fontSize: 6.5, color: C.muted, textTransform: 'uppercase', letterSpacing: 0.4 }}>{label}</Text>
      <Text style={{ fontSize: strong ? 12 : 10, fontWeight: 700, color: C.navy, marginTop: 2 }}>{value}</Text>
      {note ? (
        <Text
          style={
            note.length > NOTE_FIGURE_CHARS
              ? { fontSize: 6.5, color: C.muted, marginTop: 1 }
              : { fontSize: 8, fontWeight: 600, color: C.navy, marginTop: 1 }
          }
        >
          {note}
        </Text>
      ) : null}
    </View>
  )
}

/** Key figures side by side across the page, 6 pt apart. */
export function KeyFigureRow({ figures, style }: { figures: KeyFigureProps[]; style: Style }) {
  const width = (CONTENT_W - 6 * (figures.length - 1)) / figures.length
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'space-between', ...style }}>
      {figures.map((f, i) => (
        <KeyFigure key={i} label={f.label} value={f.value} note={f.note} width={width} strong={f.strong} />
      ))}
    </View>
  )
}
