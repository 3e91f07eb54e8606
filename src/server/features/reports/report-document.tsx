/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import type { ReactNode } from 'react'
import { Document, Font, G, Line, Page, Polyline, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer'
import { SCHEDULE_LAYOUT } from './report-data/schedule.js'
import { estimateLines } from './report-data/text-fit.js'
import type { ReportData, RowKind, ScheduleRow } from './report-data/types.js'
import { interFontSource } from './report-fonts.js'

/** One style object, as StyleSheet.create takes them (the renderer does not export the type itself). */
type Style = Parameters<typeof StyleSheet.create>[0][string]

/**
 * The 10-page professional cost report, drawn from a ReportData view-model. Every page is fixed (wrap off) and
 * the view-model has already fitted the content, so the document is always exactly 10 A4 pages.
 */

// Inter from @fontsource/inter, resolved from node_modules and unpacked to TrueType once (see report-fonts.ts).
// The Latin subset covers £, ², ·, –, … and curly quotes; build-report-data maps anything else (toPdfText).
let fontsRegistered = false
export function registerReportFonts(): void {
  if (fontsRegistered) return
  Font.register({
    family: 'Inter',
    fonts: [
      { src: interFontSource(400) },
      { src: interFontSource(400, 'italic'), fontStyle: 'italic' },
      { src: interFontSource(600), fontWeight: 600 },
      { src: interFontSource(700), fontWeight: 700 },
    ],
  })
  Font.registerHyphenationCallback(breakLongWord)
  fontsRegistered = true
}

/** Longest word kept whole; longer ones (a pasted URL, a run of letters) could not fit a line or a cell. */
export const LONGEST_UNBROKEN_WORD = 24

/**
 * Where react-pdf may break a word. Money and codes stay whole ("£12,3-45" would be wrong), so ordinary words
 * wrap on spaces only; a word longer than any line can be broken into chunks, or the box would clip it.
 */
export function breakLongWord(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN_WORD) return [word]
  const chunkLength = LONGEST_UNBROKEN_WORD / 2
  return Array.from({ length: Math.ceil(word.length / chunkLength) }, (_, i) =>
    word.slice(i * chunkLength, (i + 1) * chunkLength),
  )
}

const C = {
  navy: '#16284A',
  navySoft: '#2C4670',
  accent: '#1E8C7E',
  accentSoft: '#D5EEEA',
  text: '#1D2430',
  muted: '#5D6778',
  rule: '#CDD4DE',
  zebra: '#F2F4F8',
  band: '#E6EBF2',
  white: '#FFFFFF',
  low: '#8FA7C6',
  medium: '#4F73A3',
  high: '#16284A',
}

const PAGE_W = 595.28
const MARGIN_X = 36
const CONTENT_W = PAGE_W - MARGIN_X * 2
const PAGE_H = 841.89
const PAD_TOP = 50
const PAD_BOTTOM = 40
/** Height of each page's body, between the fixed header and footer. */
export const BODY_H = PAGE_H - PAD_TOP - PAD_BOTTOM
const COVER_BAND_H = 96

const s = StyleSheet.create({
  page: {
    fontFamily: 'Inter',
    fontSize: 8,
    color: C.text,
    paddingTop: PAD_TOP,
    paddingBottom: PAD_BOTTOM,
    paddingHorizontal: MARGIN_X,
  },
  header: {
    position: 'absolute',
    top: 18,
    left: MARGIN_X,
    right: MARGIN_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 0.75,
    borderBottomColor: C.navy,
    paddingBottom: 4,
    fontSize: 7,
    color: C.muted,
  },
  headerStrong: { color: C.navy, fontWeight: 600 },
  footer: {
    position: 'absolute',
    bottom: 16,
    left: MARGIN_X,
    right: MARGIN_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: C.rule,
    paddingTop: 4,
    fontSize: 7,
    color: C.muted,
  },
  sectionRow: { flexDirection: 'row', alignItems: 'center', marginBottom: 8 },
  sectionNo: {
    width: 20,
    height: 20,
    backgroundColor: C.navy,
    color: C.white,
    fontSize: 10,
    fontWeight: 700,
    textAlign: 'center',
    paddingTop: 4,
    marginRight: 8,
    borderRadius: 2,
  },
  sectionTitle: { fontSize: 14, fontWeight: 700, color: C.navy },
  h3: {
    fontSize: 9,
    fontWeight: 700,
    color: C.navy,
    marginBottom: 4,
    marginTop: 8,
    paddingBottom: 2,
    borderBottomWidth: 1,
    borderBottomColor: C.accent,
  },
  p: { marginBottom: 4 },
  small: { fontSize: 7, color: C.muted },
  muted: { color: C.muted },
  bold: { fontWeight: 600 },
  row: { flexDirection: 'row' },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  bulletDot: { width: 8, color: C.accent, fontWeight: 700 },
  bulletText: { flex: 1 },
  box: { borderWidth: 0.75, borderColor: C.rule, padding: 6, borderRadius: 2 },
  th: { backgroundColor: C.navy, color: C.white, fontWeight: 600, fontSize: 7 },
  td: { paddingVertical: 2.5, paddingHorizontal: 3 },
})

const moneyAlign = 'right' as const
type Align = 'left' | 'right' | 'center'
interface Col {
  label: string
  width: number
  align?: Align
}

function Header({ data }: { data: ReportData }) {
  return (
    <View style={s.header} fixed>
      {/* One line: the view-model shortens the address; maxLines keeps any rest off the right-hand side. */}
      <Text style={{ flex: 1, marginRight: 12, maxLines: 1, textOverflow: 'ellipsis' }}>{data.header.left}</Text>
      <Text>
        <Text style={s.headerStrong}>{data.header.right}</Text>
        {`  ·  Price date ${data.priceDateLabel}`}
      </Text>
    </View>
  )
}

function Footer({ data, n }: { data: ReportData; n: number }) {
  return (
    <View style={s.footer} fixed>
      <Text>{`${data.footerNote}  ${data.reportId}`}</Text>
      <Text style={s.headerStrong}>{`Page ${n} of ${data.totalPages}`}</Text>
    </View>
  )
}

/**
 * One A4 page. The body is a fixed-height box that clips: content the view-model did not fit is cut off rather
 * than flowing onto an 11th page (render-report-pdf.test.ts checks nothing reaches the clipped zone).
 * (`wrap={false}` on the Page is not used: react-pdf then sizes the page to its content instead of A4.)
 */
function ReportPage({
  data,
  n,
  children,
  title = true,
  band,
}: {
  data: ReportData
  n: number
  children: ReactNode
  title?: boolean
  band?: ReactNode
}) {
  return (
    <Page size="A4" style={s.page}>
      <Header data={data} />
      {band}
      <View style={{ height: BODY_H, overflow: 'hidden' }}>
        {title ? <SectionTitle n={n} title={data.pageTitles[n - 1] ?? ''} /> : null}
        {children}
      </View>
      <Footer data={data} n={n} />
    </Page>
  )
}

function SectionTitle({ n, title }: { n: number; title: string }) {
  return (
    <View style={s.sectionRow}>
      <Text style={s.sectionNo}>{String(n)}</Text>
      <Text style={s.sectionTitle}>{title}</Text>
    </View>
  )
}

function H3({ children, style }: { children: ReactNode; style?: Style }) {
  return <Text style={[s.h3, style ?? {}]}>{children}</Text>
}

function Bullets({ items, style, dot = '•' }: { items: string[]; style?: Style; dot?: string }) {
  return (
    <View style={style}>
      {items.map((item, i) => (
        <View key={i} style={s.bullet}>
          <Text style={s.bulletDot}>{dot === '#' ? `${i + 1}.` : dot}</Text>
          <Text style={s.bulletText}>{item}</Text>
        </View>
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

function Table({
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
      <View style={[s.row, s.th]}>
        {cols.map((c, i) => (
          <Text key={i} style={[s.td, { width: c.width, textAlign: c.align ?? 'left', paddingVertical: 3 }]}>
            {c.label}
          </Text>
        ))}
      </View>
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

function KeyFigure({
  label,
  value,
  note,
  width,
  strong,
}: {
  label: string
  value: string
  note?: string | undefined
  width: number
  strong?: boolean
}) {
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
      {note ? <Text style={{ fontSize: 8, fontWeight: 600, color: C.navy, marginTop: 1 }}>{note}</Text> : null}
    </View>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Charts (vector; drawn from the view-model's own numbers)
// ---------------------------------------------------------------------------------------------------------------

const svgText = (size: number, weight = 400) =>
  ({ fontSize: size, fontFamily: 'Inter', fontWeight: weight }) as unknown as Record<string, never>

function niceMax(v: number): number {
  if (v <= 0) return 1
  const mag = 10 ** Math.floor(Math.log10(v))
  const n = v / mag
  const step = n <= 1 ? 1 : n <= 2 ? 2 : n <= 2.5 ? 2.5 : n <= 5 ? 5 : 10
  return step * mag
}
/** Axis ticks for 0..max: 3-6 round steps (1, 2, 2.5 or 5 × 10^n). */
function niceTicks(max: number): number[] {
  const raw = Math.max(max, 1) / 4
  const mag = 10 ** Math.floor(Math.log10(raw))
  const n = raw / mag
  const step = (n <= 1 ? 1 : n <= 2 ? 2 : n <= 2.5 ? 2.5 : n <= 5 ? 5 : 10) * mag
  const count = Math.max(1, Math.ceil(max / step))
  return Array.from({ length: count + 1 }, (_, i) => i * step)
}
const poundsShort = (pence: number) => {
  const pounds = pence / 100
  if (pounds >= 1_000_000) return `£${(pounds / 1_000_000).toFixed(pounds >= 10_000_000 ? 0 : 1)}m`
  if (pounds >= 1_000) return `£${Number((pounds / 1_000).toFixed(pounds >= 100_000 ? 0 : 1))}k`
  return `£${Math.round(pounds)}`
}

function RangeChart({ range }: { range: ReportData['cover']['range'] }) {
  const w = CONTENT_W
  const h = 44
  const pad = 50
  const span = Math.max(1, range.highPence - range.lowPence)
  const min = range.lowPence - span * 0.15
  const max = range.highPence + span * 0.15
  const x = (p: number) => pad + ((p - min) / (max - min)) * (w - pad * 2)
  return (
    <Svg width={w} height={h}>
      <Rect x={pad} y={18} width={w - pad * 2} height={8} fill={C.band} />
      <Rect x={x(range.lowPence)} y={18} width={x(range.highPence) - x(range.lowPence)} height={8} fill={C.low} />
      <Rect
        x={x(range.lowPence)}
        y={18}
        width={x(range.likelyPence) - x(range.lowPence)}
        height={8}
        fill={C.navySoft}
      />
      <Line x1={x(range.likelyPence)} y1={12} x2={x(range.likelyPence)} y2={32} stroke={C.accent} strokeWidth={2.5} />
      <Text
        x={x(range.lowPence)}
        y={40}
        textAnchor="middle"
        fill={C.muted}
        style={svgText(7)}
      >{`Low ${range.lowLabel}`}</Text>
      <Text
        x={x(range.likelyPence)}
        y={9}
        textAnchor="middle"
        fill={C.accent}
        style={svgText(7.5, 700)}
      >{`Likely ${range.likelyLabel}`}</Text>
      <Text
        x={x(range.highPence)}
        y={40}
        textAnchor="middle"
        fill={C.muted}
        style={svgText(7)}
      >{`High ${range.highLabel}`}</Text>
    </Svg>
  )
}

function StackedBar({
  parts,
  width,
}: {
  parts: { label: string; pence: number; amount: string; percent: string }[]
  width: number
}) {
  const total = parts.reduce((a, p) => a + Math.max(0, p.pence), 0) || 1
  const colors = [C.navy, C.navySoft, C.medium, C.low, C.accent, '#9AA5B5']
  const widths = parts.map((p) => (Math.max(0, p.pence) / total) * width)
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((a, w) => a + w, 0))
  const legendW = width / 3
  return (
    <View>
      <Svg width={width} height={14}>
        {parts.map((_, i) => (
          <Rect key={i} x={starts[i]!} y={0} width={widths[i]!} height={14} fill={colors[i % colors.length]} />
        ))}
      </Svg>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginTop: 4 }}>
        {parts.map((p, i) => (
          <View key={i} style={{ width: legendW, flexDirection: 'row', alignItems: 'center', marginBottom: 2 }}>
            <View style={{ width: 7, height: 7, backgroundColor: colors[i % colors.length], marginRight: 4 }} />
            <Text style={{ fontSize: 7 }}>{`${p.label}: ${p.amount} (${p.percent})`}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

function HBarChart({
  bars,
  width,
  labelW = 120,
  barH = 10,
  gap = 4,
  valueW = 52,
}: {
  bars: { label: string; value: number; valueLabel: string; color: string; dashed?: boolean }[]
  width: number
  labelW?: number
  barH?: number
  gap?: number
  valueW?: number
}) {
  const ticks = niceTicks(Math.max(...bars.map((b) => b.value), 1))
  const max = ticks[ticks.length - 1]!
  const plotW = width - labelW - valueW
  const top = 3
  const h = top + bars.length * (barH + gap) + 14
  const fontSize = Math.min(7, barH + 1.5)
  return (
    <Svg width={width} height={h}>
      {ticks.map((v, i) => (
        <G key={i}>
          <Line
            x1={labelW + (plotW * v) / max}
            y1={0}
            x2={labelW + (plotW * v) / max}
            y2={h - 12}
            stroke={C.rule}
            strokeWidth={0.5}
          />
          <Text x={labelW + (plotW * v) / max} y={h - 3} textAnchor="middle" fill={C.muted} style={svgText(6)}>
            {poundsShort(v)}
          </Text>
        </G>
      ))}
      {bars.map((b, i) => {
        const y = top + i * (barH + gap)
        const w = Math.max(0.5, (b.value / max) * plotW)
        return (
          <G key={`b${i}`}>
            <Text
              x={labelW - 4}
              y={y + barH / 2 + fontSize * 0.36}
              textAnchor="end"
              fill={C.text}
              style={svgText(fontSize, b.color === C.accent ? 700 : 400)}
            >
              {b.label}
            </Text>
            <Rect
              x={labelW}
              y={y}
              width={w}
              height={barH}
              fill={b.color}
              stroke={b.dashed ? C.navy : undefined}
              strokeWidth={b.dashed ? 0.75 : 0}
              strokeDasharray={b.dashed ? '2,1.5' : undefined}
            />
            <Text
              x={labelW + w + 4}
              y={y + barH / 2 + fontSize * 0.36}
              fill={C.text}
              style={svgText(fontSize, b.color === C.accent ? 700 : 400)}
            >
              {b.valueLabel}
            </Text>
          </G>
        )
      })}
    </Svg>
  )
}

function ColumnChart({
  cols,
  width,
  height,
}: {
  cols: { label: string; value: number; valueLabel: string; color: string }[]
  width: number
  height: number
}) {
  const ticks = niceTicks(Math.max(...cols.map((c) => c.value), 1))
  const max = ticks[ticks.length - 1]!
  const axisW = 34
  const plotH = height - 30
  const slot = (width - axisW) / Math.max(1, cols.length)
  const bw = Math.min(46, slot * 0.6)
  return (
    <Svg width={width} height={height}>
      {ticks.map((v, i) => (
        <G key={i}>
          <Line
            x1={axisW}
            y1={12 + plotH * (1 - v / max)}
            x2={width}
            y2={12 + plotH * (1 - v / max)}
            stroke={C.rule}
            strokeWidth={0.5}
          />
          <Text x={axisW - 3} y={14 + plotH * (1 - v / max)} textAnchor="end" fill={C.muted} style={svgText(6)}>
            {poundsShort(v)}
          </Text>
        </G>
      ))}
      {cols.map((c, i) => {
        const h = (c.value / max) * plotH
        const x = axisW + slot * i + (slot - bw) / 2
        return (
          <G key={`c${i}`}>
            <Rect x={x} y={12 + plotH - h} width={bw} height={h} fill={c.color} />
            <Text x={x + bw / 2} y={9 + plotH - h} textAnchor="middle" fill={C.text} style={svgText(7, 700)}>
              {c.valueLabel}
            </Text>
            <Text x={x + bw / 2} y={height - 6} textAnchor="middle" fill={C.text} style={svgText(7)}>
              {c.label}
            </Text>
          </G>
        )
      })}
    </Svg>
  )
}

function Gantt({
  phases,
  totalWeeks,
  width,
}: {
  phases: ReportData['programme']['phases']
  totalWeeks: number
  width: number
}) {
  const labelW = 170
  const rowH = Math.max(11, Math.min(20, Math.floor(200 / Math.max(1, phases.length))))
  const plotW = width - labelW - 4
  const wk = plotW / totalWeeks
  const h = phases.length * rowH + 18
  const tickEvery = totalWeeks <= 20 ? 1 : totalWeeks <= 40 ? 2 : totalWeeks <= 80 ? 4 : 8
  const ticks = Array.from({ length: Math.floor(totalWeeks / tickEvery) + 1 }, (_, i) => i * tickEvery)
  return (
    <Svg width={width} height={h}>
      {phases.map((_, i) =>
        i % 2 === 1 ? <Rect key={`z${i}`} x={0} y={14 + i * rowH} width={width} height={rowH} fill={C.zebra} /> : null,
      )}
      {ticks.map((tk) => (
        <G key={`t${tk}`}>
          <Line x1={labelW + tk * wk} y1={12} x2={labelW + tk * wk} y2={h - 2} stroke={C.rule} strokeWidth={0.4} />
          {tk < totalWeeks ? (
            <Text
              x={labelW + tk * wk + (wk * tickEvery) / 2}
              y={9}
              textAnchor="middle"
              fill={C.muted}
              style={svgText(5.5)}
            >
              {String(tk + 1)}
            </Text>
          ) : null}
        </G>
      ))}
      <Text x={0} y={9} fill={C.muted} style={svgText(6, 600)}>
        Phase / week
      </Text>
      {phases.map((p, i) => {
        const y = 14 + i * rowH
        return (
          <G key={`p${i}`}>
            <Text x={2} y={y + rowH - 4} fill={C.text} style={svgText(6.5)}>
              {p.name}
            </Text>
            <Rect
              x={labelW + p.start * wk}
              y={y + 2.5}
              width={Math.max(2, p.duration * wk)}
              height={rowH - 5}
              fill={i % 2 === 0 ? C.navy : C.navySoft}
            />
          </G>
        )
      })}
    </Svg>
  )
}

function CashFlowChart({
  flows,
  width,
  height,
}: {
  flows: ReportData['programme']['cashFlow']
  width: number
  height: number
}) {
  const axisW = 38
  const plotH = height - 26
  const maxBar = niceMax(Math.max(...flows.map((f) => f.pence), 1))
  const maxCum = niceMax(Math.max(...flows.map((f) => f.cumulativePence), 1))
  const slot = (width - axisW * 2) / Math.max(1, flows.length)
  const bw = Math.min(28, slot * 0.62)
  const yBar = (v: number) => 8 + plotH - (v / maxBar) * plotH
  const yCum = (v: number) => 8 + plotH - (v / maxCum) * plotH
  const points = flows.map((f, i) => `${axisW + slot * i + slot / 2},${yCum(f.cumulativePence)}`).join(' ')
  const labelEvery = flows.length > 14 ? Math.ceil(flows.length / 12) : 1
  return (
    <Svg width={width} height={height}>
      {[0, 0.5, 1].map((f, i) => (
        <G key={i}>
          <Line
            x1={axisW}
            y1={8 + plotH * (1 - f)}
            x2={width - axisW}
            y2={8 + plotH * (1 - f)}
            stroke={C.rule}
            strokeWidth={0.5}
          />
          <Text x={axisW - 3} y={10 + plotH * (1 - f)} textAnchor="end" fill={C.muted} style={svgText(6)}>
            {poundsShort(maxBar * f)}
          </Text>
          <Text x={width - axisW + 3} y={10 + plotH * (1 - f)} fill={C.accent} style={svgText(6)}>
            {poundsShort(maxCum * f)}
          </Text>
        </G>
      ))}
      {flows.map((f, i) => {
        const x = axisW + slot * i + (slot - bw) / 2
        return (
          <G key={`f${i}`}>
            <Rect
              x={x}
              y={yBar(f.pence)}
              width={bw}
              height={8 + plotH - yBar(f.pence)}
              fill={i === 0 ? C.low : C.navySoft}
            />
            {i % labelEvery === 0 ? (
              <Text x={x + bw / 2} y={height - 8} textAnchor="middle" fill={C.text} style={svgText(6)}>
                {i === 0 ? 'Pre-start' : `M${i}`}
              </Text>
            ) : null}
          </G>
        )
      })}
      <Polyline points={points} fill="none" stroke={C.accent} strokeWidth={1.5} />
    </Svg>
  )
}

function RiskChart({
  rows,
  weightedPence,
  contingencyPence,
  width,
}: {
  rows: ReportData['risks']['rows']
  weightedPence: number
  contingencyPence: number
  width: number
}) {
  const color = { low: C.low, medium: C.medium, high: C.high }
  const bars = rows.slice(0, 12).map((r) => ({
    label: r.ref,
    value: r.impactPence,
    valueLabel: r.impact,
    color: color[r.likelihoodKey] ?? C.medium,
  }))
  return (
    <View>
      <HBarChart bars={bars} width={width} labelW={28} barH={8} gap={3} />
      <View style={{ flexDirection: 'row', marginTop: 3 }}>
        {(['low', 'medium', 'high'] as const).map((k) => (
          <View key={k} style={{ flexDirection: 'row', alignItems: 'center', marginRight: 10 }}>
            <View style={{ width: 7, height: 7, backgroundColor: color[k], marginRight: 3 }} />
            <Text style={s.small}>{`${k[0]!.toUpperCase()}${k.slice(1)} likelihood`}</Text>
          </View>
        ))}
      </View>
      <Text style={[s.h3, { marginTop: 8 }]}>Contingency against weighted exposure</Text>
      <HBarChart
        bars={[
          { label: 'Weighted exposure', value: weightedPence, valueLabel: poundsShort(weightedPence), color: C.medium },
          { label: 'Contingency', value: contingencyPence, valueLabel: poundsShort(contingencyPence), color: C.accent },
        ]}
        width={width}
        labelW={78}
        barH={11}
      />
    </View>
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------------------

function CoverPage({ d }: { d: ReportData }) {
  const c = d.cover
  const half = (CONTENT_W - 12) / 2
  return (
    <ReportPage
      data={d}
      n={1}
      title={false}
      band={
        <View
          style={{
            position: 'absolute',
            top: 36,
            left: 0,
            right: 0,
            height: COVER_BAND_H,
            backgroundColor: C.navy,
            paddingHorizontal: MARGIN_X,
            paddingVertical: 16,
          }}
        >
          <Text
            style={{
              color: C.accentSoft,
              fontSize: 8,
              fontWeight: 600,
              letterSpacing: 1.2,
              textTransform: 'uppercase',
            }}
          >
            Professional cost report · NRM1 elemental cost plan
          </Text>
          <Text style={{ color: C.white, fontSize: 24, fontWeight: 700, marginTop: 4 }}>{c.title}</Text>
          <Text style={{ color: C.white, fontSize: 11, marginTop: 2 }}>{c.subtitle}</Text>
          <View style={{ height: 2, width: 60, backgroundColor: C.accent, marginTop: 8 }} />
        </View>
      }
    >
      <View
        style={{ flexDirection: 'row', justifyContent: 'space-between', marginTop: COVER_BAND_H - 4, marginBottom: 10 }}
      >
        {[c.details.slice(0, 4), c.details.slice(4)].map((col, ci) => (
          <View key={ci} style={{ width: half }}>
            {col.map((x, i) => (
              <View
                key={i}
                style={{ flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: C.rule }}
              >
                <Text style={{ width: 78, color: C.muted }}>{x.label}</Text>
                <Text style={{ flex: 1, fontWeight: 600 }}>{x.value}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>
      <SectionTitle n={1} title={d.pageTitles[0] ?? ''} />
      <Text style={[s.p, { fontSize: 9.5, lineHeight: 1.35 }]}>{c.headline}</Text>
      <Table
        cols={[
          { label: 'Estimate', width: 110 },
          { label: 'Excluding VAT', width: 137, align: moneyAlign },
          { label: 'VAT', width: 137, align: moneyAlign },
          { label: 'Including VAT', width: 139, align: moneyAlign },
        ]}
        rows={c.summaryRows.map((r) => ({
          cells: [r.label, r.excVat, r.vat, r.incVat],
          kind: r.isLikely ? 'grand' : 'item',
        }))}
        fontSize={8.5}
        pad={3.5}
      />
      <View style={{ marginTop: 8 }}>
        <RangeChart range={c.range} />
      </View>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginTop: 6 }}>
        {c.keyFigures.map((k, i) => (
          <KeyFigure
            key={i}
            label={k.label}
            value={k.value}
            note={k.note}
            width={(CONTENT_W - 18) / 4}
            strong={i === 0}
          />
        ))}
      </View>
      <H3>Where the money goes (including VAT)</H3>
      <StackedBar parts={c.costSplit} width={CONTENT_W} />
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: half }}>
          <H3>Top risks by cost impact</H3>
          {c.topRisks.map((r, i) => (
            <View key={i} style={[s.row, { marginBottom: 3 }]}>
              <Text style={{ flex: 1 }}>{r.description}</Text>
              <Text style={{ width: 88, textAlign: 'right' }}>
                <Text style={s.muted}>{`${r.likelihood} · `}</Text>
                <Text style={s.bold}>{r.impact}</Text>
              </Text>
            </View>
          ))}
        </View>
        <View style={{ width: half }}>
          <H3>Top savings</H3>
          {c.topSavings.map((x, i) => (
            <View key={i} style={[s.row, { marginBottom: 3 }]}>
              <Text style={{ flex: 1 }}>{x.title}</Text>
              <Text style={[s.bold, { width: 60, textAlign: 'right', color: C.accent }]}>{x.saving}</Text>
            </View>
          ))}
        </View>
      </View>
      <View style={{ marginTop: 'auto', borderTopWidth: 0.75, borderTopColor: C.navy, paddingTop: 5 }}>
        <Text
          style={{
            fontSize: 7,
            fontWeight: 700,
            color: C.navy,
            marginBottom: 3,
            textTransform: 'uppercase',
            letterSpacing: 0.6,
          }}
        >
          Contents
        </Text>
        <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
          {d.pageTitles.map((title, i) => (
            <Text key={i} style={{ width: half, fontSize: 7, color: C.muted, marginBottom: 1.5 }}>
              <Text style={{ color: C.accent, fontWeight: 700 }}>{`${i + 1}  `}</Text>
              {title}
            </Text>
          ))}
        </View>
      </View>
    </ReportPage>
  )
}

function BasisPage({ d }: { d: ReportData }) {
  const b = d.basis
  const half = (CONTENT_W - 14) / 2
  return (
    <ReportPage data={d} n={2}>
      <H3 style={{ marginTop: 0 }}>The brief</H3>
      <Text style={[s.p, { fontStyle: 'italic', fontSize: b.briefFontSize }]}>
        {b.brief}
        {b.briefContinues ? <Text style={{ fontStyle: 'normal', fontWeight: 600 }}>{b.briefContinues}</Text> : null}
      </Text>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: half }}>
          <H3>Property and project facts</H3>
          {b.facts.map((f, i) => (
            <View
              key={i}
              style={[
                s.row,
                { paddingVertical: 1.8, backgroundColor: i % 2 ? C.zebra : C.white, paddingHorizontal: 3 },
              ]}
            >
              <Text style={{ width: 110, color: C.muted }}>{f.label}</Text>
              <Text style={{ flex: 1, fontWeight: 600 }}>{f.value}</Text>
            </View>
          ))}
          <H3>Location factor</H3>
          <View style={[s.row, { alignItems: 'center' }]}>
            <Text style={{ fontSize: 18, fontWeight: 700, color: C.accent, width: 54 }}>{b.locationFactor.value}</Text>
            <Text style={{ flex: 1 }}>{`${b.locationFactor.label}. ${b.locationFactor.note}`}</Text>
          </View>
        </View>
        <View style={{ width: half }}>
          <H3>Your answers to the smart questions</H3>
          {b.answers.length === 0 ? (
            <Text style={s.muted}>No smart questions were answered; the range is wider as a result.</Text>
          ) : null}
          {b.answers.map((a, i) => (
            <View
              key={i}
              style={[
                s.row,
                { paddingVertical: 1.8, backgroundColor: i % 2 ? C.zebra : C.white, paddingHorizontal: 3 },
              ]}
            >
              <Text style={{ flex: 1, paddingRight: 4 }}>{a.question}</Text>
              <Text style={{ width: 88, fontWeight: 600 }}>{a.answer}</Text>
            </View>
          ))}
          {b.answersHiddenCount > 0 ? (
            <Text style={s.small}>{`+ ${b.answersHiddenCount} more answers in your online estimate.`}</Text>
          ) : null}
        </View>
      </View>
      <H3>Method</H3>
      {b.method.map((m, i) => (
        <View key={i} style={[s.row, { marginBottom: 2 }]}>
          <Text style={{ width: 16, color: C.accent, fontWeight: 700 }}>{`${i + 1}.`}</Text>
          <Text style={{ width: 92, fontWeight: 600 }}>{m.step}</Text>
          <Text style={{ flex: 1 }}>{m.detail}</Text>
        </View>
      ))}
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: half }}>
          <H3>What moved the estimate</H3>
          {b.drivers.map((x, i) => (
            <View key={i} style={[s.row, { marginBottom: 2 }]}>
              <Text style={{ width: 96, fontWeight: 600, paddingRight: 6 }}>{x.label}</Text>
              <Text style={{ flex: 1 }}>{x.effect}</Text>
            </View>
          ))}
        </View>
        <View style={{ width: half }}>
          <H3>Still unknown (carried in the contingency)</H3>
          {b.unknowns.items.length ? (
            <Bullets items={b.unknowns.items} />
          ) : (
            <Text style={s.muted}>Nothing material: the main cost drivers were answered.</Text>
          )}
          {b.unknowns.hiddenCount > 0 ? (
            <Text style={s.small}>{`+ ${b.unknowns.hiddenCount} more in your online estimate.`}</Text>
          ) : null}
        </View>
      </View>
      <H3>Sources</H3>
      <Bullets items={b.sources} />
    </ReportPage>
  )
}

function ElementalPage({ d }: { d: ReportData }) {
  const e = d.elemental
  const cols: Col[] = [
    { label: 'Ref', width: 34 },
    { label: 'Element (NRM1)', width: 175 },
    { label: 'Total', width: 78, align: moneyAlign },
    { label: '£/m²', width: 50, align: moneyAlign },
    { label: '% of works', width: 52, align: moneyAlign },
    { label: 'Low', width: 67, align: moneyAlign },
    { label: 'High', width: 67, align: moneyAlign },
  ]
  const compact = e.rows.length > 16
  // The bar chart takes whatever height the two tables leave (row heights measured from rendered pages).
  const tablesH =
    28 +
    14 +
    (e.rows.length + 1) * (compact ? 13.1 : 15.1) +
    8 +
    14 +
    e.onCostRows.length * (compact ? 13.1 : 14.3) +
    20 +
    26
  const chartPitch = Math.max(5, Math.min(16, (BODY_H - tablesH - 24) / Math.max(1, e.rows.length)))
  return (
    <ReportPage data={d} n={3}>
      <Table
        cols={cols}
        fontSize={7.5}
        pad={compact ? 2 : 3}
        rows={[
          ...e.rows.map((r) => ({
            cells: [r.code, r.name, r.total, r.perSqm, r.percent, r.low, r.high],
            kind: 'item' as RowKind,
          })),
          {
            cells: [
              '',
              'Measured works',
              e.measuredRow.total,
              e.measuredRow.perSqm,
              e.measuredRow.percent,
              e.measuredRow.low,
              e.measuredRow.high,
            ],
            kind: 'total' as RowKind,
          },
        ]}
      />
      <View style={{ marginTop: 8 }}>
        <Table
          cols={[
            { label: 'From measured works to the total', width: 209 },
            { label: 'Total', width: 78, align: moneyAlign },
            { label: '£/m²', width: 50, align: moneyAlign },
            { label: '% of total', width: 52, align: moneyAlign },
            { label: '', width: 134 },
          ]}
          pad={compact ? 2 : 2.6}
          rows={e.onCostRows.map((r) => ({ cells: [r.label, r.total, r.perSqm, r.percent, ''], kind: r.kind }))}
        />
      </View>
      <Text style={[s.small, { marginTop: 4 }]}>{e.note}</Text>
      <H3>Cost by element</H3>
      <HBarChart
        bars={e.rows.map((r) => ({
          label: `${r.code}  ${r.name.length > 34 ? `${r.name.slice(0, 33)}…` : r.name}`,
          value: r.pence,
          valueLabel: poundsShort(r.pence),
          color: C.navySoft,
        }))}
        width={CONTENT_W}
        labelW={170}
        barH={chartPitch * 0.66}
        gap={chartPitch * 0.34}
      />
    </ReportPage>
  )
}

const SCHEDULE_COLS: Col[] = [
  { label: 'Ref', width: 30 },
  { label: 'Description', width: 196 },
  { label: 'Qty', width: 36, align: moneyAlign },
  { label: 'Unit', width: 24 },
  { label: 'Rate', width: 54, align: moneyAlign },
  { label: 'Labour', width: 60, align: moneyAlign },
  { label: 'Mat. & plant', width: 60, align: moneyAlign },
  { label: 'Total', width: 63, align: moneyAlign },
]

function ScheduleTable({ rows, roomy = false }: { rows: ScheduleRow[]; roomy?: boolean }) {
  const pad = roomy ? 3.4 : 1.6
  // Zebra striping restarts under each trade heading.
  const stripe: boolean[] = []
  rows.reduce((n, r) => {
    stripe.push(n % 2 === 1)
    return r.kind === 'trade' ? 0 : r.kind === 'item' ? n + 1 : n
  }, 0)
  return (
    <View style={{ fontSize: roomy ? 7.5 : 7 }}>
      <View style={[s.row, s.th]}>
        {SCHEDULE_COLS.map((c, i) => (
          <Text key={i} style={[s.td, { width: c.width, textAlign: c.align ?? 'left', paddingVertical: 3 }]}>
            {c.label}
          </Text>
        ))}
      </View>
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

function ScheduleFirstPage({ d }: { d: ReportData }) {
  return (
    <ReportPage data={d} n={4}>
      <Text
        style={[s.p, s.muted]}
      >{`Measured works by trade: ${d.schedule.totals.itemCount} items, ready to send to builders for pricing. Rates exclude preliminaries, overheads and profit, fees, contingency and VAT. PS marks a provisional sum.`}</Text>
      <ScheduleTable rows={d.schedule.pages[0]} roomy={d.schedule.isShort} />
    </ReportPage>
  )
}

function ScheduleSecondPage({ d }: { d: ReportData }) {
  const sch = d.schedule
  // Space left under the schedule and trade summary (row heights measured from rendered pages) decides
  // whether the labour / materials chart and the tender return form fit.
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
  const chartH = Math.min(rem - 40, sch.tradeSummary.length * 14 + 16)
  return (
    <ReportPage data={d} n={5}>
      {sch.pages[1].length ? <ScheduleTable rows={sch.pages[1]} /> : null}
      <H3 style={{ marginTop: sch.pages[1].length ? 10 : 0 }}>Trade summary</H3>
      <Table
        cols={[
          { label: 'Trade', width: 190 },
          { label: 'Items', width: 36, align: moneyAlign },
          { label: 'Labour', width: 76, align: moneyAlign },
          { label: 'Materials & plant', width: 80, align: moneyAlign },
          { label: 'Total', width: 86, align: moneyAlign },
          { label: '%', width: 55, align: moneyAlign },
        ]}
        fontSize={7}
        pad={sch.tradeSummary.length > 14 ? 1.4 : 2}
        rows={[
          ...sch.tradeSummary.map((r) => ({
            cells: [r.trade, String(r.items), r.labour, r.materials, r.total, r.percent],
            kind: 'item' as RowKind,
          })),
          {
            cells: [
              'Measured works',
              String(sch.totals.itemCount),
              sch.totals.labour,
              sch.totals.materials,
              sch.totals.total,
              '100.0%',
            ],
            kind: 'total' as RowKind,
          },
        ]}
      />
      <Text
        style={[s.small, { marginTop: 4 }]}
      >{`Provisional sums included in the measured works: ${sch.totals.provisional}.`}</Text>
      {sch.groupedNote ? <Text style={[s.small, { marginTop: 2 }]}>{sch.groupedNote}</Text> : null}
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

function LabourMaterialsChart({
  trades,
  width,
  height,
}: {
  trades: ReportData['schedule']['tradeSummary']
  width: number
  height: number
}) {
  const labelW = 120
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
          const fs = Math.min(7, barH + 1.5)
          return (
            <G key={i}>
              <Text x={labelW - 4} y={y + barH / 2 + fs * 0.36} textAnchor="end" fill={C.text} style={svgText(fs)}>
                {t.trade.length > 26 ? `${t.trade.slice(0, 25)}…` : t.trade}
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
        <View style={{ width: 7, height: 7, backgroundColor: C.navy, marginRight: 3 }} />
        <Text style={[s.small, { marginRight: 10 }]}>Labour</Text>
        <View style={{ width: 7, height: 7, backgroundColor: C.low, marginRight: 3 }} />
        <Text style={s.small}>Materials and plant</Text>
      </View>
    </View>
  )
}

function BenchmarkPage({ d }: { d: ReportData }) {
  const b = d.benchmarking
  return (
    <ReportPage data={d} n={6}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginBottom: 4 }}>
        <KeyFigure label="Your estimate, £/m² exc VAT" value={b.subjectPerSqm} width={(CONTENT_W - 12) / 3} strong />
        <KeyFigure label="Same project, UK average" value={b.ukAveragePerSqm} width={(CONTENT_W - 12) / 3} />
        <KeyFigure label="Difference" value={b.differenceText} width={(CONTENT_W - 12) / 3} />
      </View>
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
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: 300 }}>
          <Table
            cols={[
              { label: 'Specification', width: 72 },
              { label: 'Exc VAT', width: 80, align: moneyAlign },
              { label: 'Inc VAT', width: 86, align: moneyAlign },
              { label: '£/m²', width: 62, align: moneyAlign },
            ]}
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
      </View>
      <H3>What this means</H3>
      <Bullets items={b.commentary} />
    </ReportPage>
  )
}

function OnCostsPage({ d }: { d: ReportData }) {
  const o = d.onCosts
  const half = (CONTENT_W - 14) / 2
  return (
    <ReportPage data={d} n={7}>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: 300 }}>
          <Table
            cols={[
              { label: 'Cost build-up', width: 150 },
              { label: 'Basis', width: 72 },
              { label: 'Amount', width: 78, align: moneyAlign },
            ]}
            pad={2.8}
            rows={o.buildUp.map((r) => ({ cells: [r.label, r.basis, r.amount], kind: r.kind }))}
          />
        </View>
        <View style={{ width: CONTENT_W - 314 }}>
          <View style={[s.box, { borderColor: C.accent, borderWidth: 1 }]}>
            <Text style={{ fontSize: 7, color: C.muted, textTransform: 'uppercase', letterSpacing: 0.4 }}>
              VAT position
            </Text>
            <Text style={{ fontSize: 13, fontWeight: 700, color: C.navy, marginVertical: 2 }}>{o.vat.rate}</Text>
            {o.vat.lines.length > 1 ? (
              <View style={{ marginBottom: 3 }}>
                {o.vat.lines.map((l, i) => (
                  <Text key={i} style={s.bold}>{`${l.label}: ${l.value}`}</Text>
                ))}
                <Text style={s.bold}>{`Total VAT: ${o.vat.amount}`}</Text>
              </View>
            ) : (
              <Text style={[s.bold, { marginBottom: 3 }]}>{`VAT: ${o.vat.amount}`}</Text>
            )}
            <Text style={s.p}>{o.vat.reason}</Text>
            <Text style={s.small}>{`Reference: ${o.vat.reference}`}</Text>
          </View>
        </View>
      </View>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: half }}>
          <H3>{`Preliminaries: ${o.preliminaries.percent}, ${o.preliminaries.amount}`}</H3>
          <Text style={s.p}>{o.preliminaries.basis}</Text>
          <Text style={[s.small, { marginBottom: 2 }]}>Typically covers:</Text>
          <Bullets items={o.preliminaries.covers} />
        </View>
        <View style={{ width: half }}>
          <H3>{`Overheads and profit: ${o.overheadsProfit.percent}, ${o.overheadsProfit.amount}`}</H3>
          <Text style={s.p}>{o.overheadsProfit.basis}</Text>
          <Text style={s.p}>
            Builders' overheads and profit usually run from 8% to 15% on domestic work; a price well below that often
            means items are left out or will come back as extras.
          </Text>
          <H3>Price date</H3>
          <Text style={s.p}>{o.priceAdjustment}</Text>
        </View>
      </View>
      <H3>Professional and statutory fees</H3>
      {o.fees.length ? (
        <Table
          cols={[
            { label: 'Fee', width: 190 },
            { label: 'Why it is needed', width: 253 },
            { label: 'Amount', width: 80, align: moneyAlign },
          ]}
          pad={2.6}
          rows={[
            ...o.fees.map((f) => ({ cells: [f.label, f.reason, f.amount], kind: 'item' as RowKind })),
            { cells: ['Total fees', '', o.feesTotal], kind: 'total' as RowKind },
          ]}
        />
      ) : (
        <Text style={s.muted}>No professional or statutory fees are needed for this scope of work.</Text>
      )}
      <H3>VAT notes</H3>
      <Bullets items={o.vat.notes} />
      <H3>Check every builder's quote includes</H3>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <Bullets items={o.quoteChecklist.slice(0, Math.ceil(o.quoteChecklist.length / 2))} style={{ width: half }} />
        <Bullets items={o.quoteChecklist.slice(Math.ceil(o.quoteChecklist.length / 2))} style={{ width: half }} />
      </View>
    </ReportPage>
  )
}

const MATRIX_FILL = ['#E4F2EF', '#CFE4DF', '#B9C9DE', '#7D97BD', '#3E5C8A']

function RiskMatrix({ matrix, width }: { matrix: ReportData['risks']['matrix']; width: number }) {
  const axisW = 44
  const cellW = (width - axisW) / 3
  const score = { low: 0, medium: 1, high: 2 }
  return (
    <View>
      {matrix.map((row, ri) => (
        <View key={ri} style={{ flexDirection: 'row' }}>
          <Text
            style={{ width: axisW, fontSize: 6.5, color: C.muted, paddingTop: 8 }}
          >{`${row[0]!.likelihood[0]!.toUpperCase()}${row[0]!.likelihood.slice(1)}`}</Text>
          {row.map((cell, ci) => {
            const k = score[cell.likelihood] + score[cell.impact]
            return (
              <View
                key={ci}
                style={{
                  width: cellW,
                  height: 24,
                  backgroundColor: MATRIX_FILL[k],
                  borderWidth: 0.75,
                  borderColor: C.white,
                  justifyContent: 'center',
                  alignItems: 'center',
                }}
              >
                <Text style={{ fontSize: 7, fontWeight: 700, color: k >= 3 ? C.white : C.navy }}>
                  {cell.refs.join(' ')}
                </Text>
              </View>
            )
          })}
        </View>
      ))}
      <View style={{ flexDirection: 'row', marginTop: 2 }}>
        <Text style={{ width: axisW, fontSize: 6, color: C.muted }}>Likelihood / impact</Text>
        {['Low', 'Medium', 'High'].map((l) => (
          <Text key={l} style={{ width: cellW, fontSize: 6.5, color: C.muted, textAlign: 'center' }}>
            {l}
          </Text>
        ))}
      </View>
    </View>
  )
}

function RiskPage({ d }: { d: ReportData }) {
  const r = d.risks
  const compact = r.rows.length > 8
  return (
    <ReportPage data={d} n={8}>
      <Table
        cols={[
          { label: 'Ref', width: 26 },
          { label: 'Risk', width: 160 },
          { label: 'Likelihood', width: 50 },
          { label: 'Prob.', width: 30, align: moneyAlign },
          { label: 'Impact', width: 52, align: moneyAlign },
          { label: 'Weighted', width: 50, align: moneyAlign },
          { label: 'Mitigation', width: 155 },
        ]}
        fontSize={compact ? 6.8 : 7.3}
        pad={compact ? 1.8 : 2.8}
        rows={r.rows.map((x) => ({
          cells: [x.ref, x.description, x.likelihood, x.probability, x.impact, x.weighted, x.mitigation],
          kind: 'item' as RowKind,
        }))}
      />
      {r.hiddenCount > 0 ? (
        <Text style={s.small}>{`+ ${r.hiddenCount} smaller risks in your online estimate.`}</Text>
      ) : null}
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', marginTop: 8 }}>
        <KeyFigure label="Total if every risk happened" value={r.totals.exposure} width={(CONTENT_W - 18) / 4} />
        <KeyFigure label="Weighted exposure" value={r.totals.weighted} width={(CONTENT_W - 18) / 4} />
        <KeyFigure
          label={`Contingency (${r.totals.contingencyPercent})`}
          value={r.totals.contingency}
          width={(CONTENT_W - 18) / 4}
          strong
        />
        <KeyFigure label="Contingency covers" value={`${r.totals.coverage} of weighted`} width={(CONTENT_W - 18) / 4} />
      </View>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: 290 }}>
          <H3>Impact by risk</H3>
          <RiskChart rows={r.rows} weightedPence={r.weightedPence} contingencyPence={r.contingencyPence} width={290} />
        </View>
        <View style={{ width: CONTENT_W - 304 }}>
          <H3>Likelihood and impact</H3>
          <RiskMatrix matrix={r.matrix} width={CONTENT_W - 304} />
          <Text style={[s.small, { marginTop: 3 }]}>{r.impactBands}</Text>
          <H3>Why this contingency</H3>
          <Bullets items={r.contingencyReasons} />
          <Text style={[s.small, { marginTop: 4 }]}>{r.note}</Text>
        </View>
      </View>
      <H3>How wide is the range</H3>
      <Text>{r.rangeNote}</Text>
    </ReportPage>
  )
}

function ProgrammePage({ d }: { d: ReportData }) {
  const p = d.programme
  return (
    <ReportPage data={d} n={9}>
      <H3 style={{ marginTop: 0 }}>{`Programme: ${p.totalWeeksLabel}`}</H3>
      <Gantt phases={p.phases} totalWeeks={p.totalWeeks} width={CONTENT_W} />
      <H3>Cash flow by month (excluding VAT)</H3>
      <CashFlowChart flows={p.cashFlow} width={CONTENT_W} height={p.phases.length > 10 ? 120 : 160} />
      <Text
        style={[s.small, { marginTop: 2 }]}
      >{`Bars: spend in the month (left axis); line: cumulative spend (right axis). ${p.cashFlowNote}`}</Text>
      <H3>Stage payments to the builder</H3>
      <Table
        cols={[
          { label: 'Stage', width: 283 },
          { label: '% of price', width: 60, align: moneyAlign },
          { label: 'Exc VAT', width: 90, align: moneyAlign },
          { label: 'Inc VAT', width: 90, align: moneyAlign },
        ]}
        pad={2.4}
        rows={[
          ...p.stagePayments.map((x) => ({ cells: [x.stage, x.percent, x.excVat, x.incVat], kind: 'item' as RowKind })),
          {
            cells: ["Builder's price (construction cost)", '100.0%', p.stageTotals.excVat, p.stageTotals.incVat],
            kind: 'total' as RowKind,
          },
        ]}
      />
      <Text style={[s.small, { marginTop: 3 }]}>{p.stageNote}</Text>
    </ReportPage>
  )
}

function ClosingPage({ d }: { d: ReportData }) {
  const c = d.closing
  const half = (CONTENT_W - 14) / 2
  return (
    <ReportPage data={d} n={10}>
      <Table
        cols={[
          { label: 'Saving', width: 140 },
          { label: 'How', width: 318 },
          { label: 'Up to', width: 65, align: moneyAlign },
        ]}
        fontSize={7.2}
        pad={2}
        rows={c.savings.map((x) => ({ cells: [x.title, x.detail, x.saving], kind: 'item' as RowKind }))}
      />
      <Text style={[s.small, { marginTop: 2 }]}>
        {c.savingsHiddenCount > 0
          ? `${c.savingsNote} + ${c.savingsHiddenCount} more in your online estimate.`
          : c.savingsNote}
      </Text>
      <H3>Questions to ask builders</H3>
      <Bullets items={c.questions} dot="#" />
      <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
        <View style={{ width: half }}>
          <H3>Assumptions</H3>
          <Bullets items={c.assumptions.items} style={{ fontSize: 7.2 }} />
          {c.assumptions.hiddenCount > 0 ? (
            <Text style={s.small}>{`+ ${c.assumptions.hiddenCount} more in your online estimate.`}</Text>
          ) : null}
        </View>
        <View style={{ width: half }}>
          <H3>Exclusions</H3>
          <Bullets items={c.exclusions.items} style={{ fontSize: 7.2 }} />
          {c.exclusions.hiddenCount > 0 ? (
            <Text style={s.small}>{`+ ${c.exclusions.hiddenCount} more in your online estimate.`}</Text>
          ) : null}
        </View>
      </View>
      <H3>Validity</H3>
      <Text style={s.p}>{c.validity}</Text>
      <View style={[s.box, { backgroundColor: C.zebra, marginTop: 4, borderColor: C.navy }]}>
        <Text style={{ fontWeight: 700, color: C.navy, marginBottom: 2 }}>Important: an estimate, not a quotation</Text>
        <Text style={{ fontSize: 7 }}>{c.disclaimer}</Text>
      </View>
      {c.briefContinuation ? (
        <>
          <H3>{c.briefContinuation.title}</H3>
          {/* lineHeight matches the room fitBriefContinuation reserved for these lines. */}
          <Text style={{ fontStyle: 'italic', fontSize: c.briefContinuation.fontSize, lineHeight: 1.25 }}>
            {c.briefContinuation.text}
          </Text>
        </>
      ) : null}
    </ReportPage>
  )
}

/** The whole report. Call `registerReportFonts()` once before rendering (renderReportPdf does). */
export function ReportDocument({ data, createdAt }: { data: ReportData; createdAt?: Date | undefined }) {
  return (
    <Document
      creationDate={createdAt}
      title={`Renovation cost plan ${data.reportId}`}
      author="UK Renovation Estimator"
      subject={data.cover.subtitle}
      creator="UK Renovation Estimator"
      producer="UK Renovation Estimator"
      language="en-GB"
    >
      <CoverPage d={data} />
      <BasisPage d={data} />
      <ElementalPage d={data} />
      <ScheduleFirstPage d={data} />
      <ScheduleSecondPage d={data} />
      <BenchmarkPage d={data} />
      <OnCostsPage d={data} />
      <RiskPage d={data} />
      <ProgrammePage d={data} />
      <ClosingPage d={data} />
    </Document>
  )
}
