/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { G, Line, Polyline, Rect, Svg, Text, View } from '@react-pdf/renderer'
import type { ReportData } from '../report-data/types'
import { Swatch } from './blocks'
import { textWidth } from './font-metrics'
import { C, CONTENT_W } from './theme'

/** The report's charts: vector, drawn from the view-model's own numbers. */

export const svgText = (size: number, weight = 400) =>
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
export const poundsShort = (pence: number) => {
  const pounds = pence / 100
  if (pounds >= 1_000_000) return `£${(pounds / 1_000_000).toFixed(pounds >= 10_000_000 ? 0 : 1)}m`
  if (pounds >= 1_000) return `£${Number((pounds / 1_000).toFixed(pounds >= 100_000 ? 0 : 1))}k`
  return `£${Math.round(pounds)}`
}

export function RangeChart({ range }: { range: ReportData['cover']['range'] }) {
  const w = CONTENT_W
  const h = 44
  const pad = 50
  const span = Math.max(1, range.highPence - range.lowPence)
  const min = range.lowPence - span * 0.15
  const max = range.highPence + span * 0.15
  const x = (p: number) => pad + ((p - min) / (max - min)) * (w - pad * 2)
  const labels = [
    { pence: range.lowPence, y: 40, fill: C.muted, style: svgText(7), text: `Low ${range.lowLabel}` },
    { pence: range.likelyPence, y: 9, fill: C.accent, style: svgText(7.5, 700), text: `Likely ${range.likelyLabel}` },
    { pence: range.highPence, y: 40, fill: C.muted, style: svgText(7), text: `High ${range.highLabel}` },
  ]
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
      {labels.map((l) => (
        <Text key={l.text} x={x(l.pence)} y={l.y} textAnchor="middle" fill={l.fill} style={l.style}>
          {l.text}
        </Text>
      ))}
    </Svg>
  )
}

export function StackedBar({
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
            <Swatch color={colors[i % colors.length]!} gap={4} />
            <Text style={{ fontSize: 7 }}>{`${p.label}: ${p.amount} (${p.percent})`}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export function HBarChart({
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

export function ColumnChart({
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

/** Type size of the Gantt's phase names. */
export const GANTT_LABEL_PT = 6.5

export function Gantt({
  phases,
  totalWeeks,
  width,
}: {
  phases: ReportData['programme']['phases']
  totalWeeks: number
  width: number
}) {
  // The label column fits the longest phase name in the real font (names are never cut short).
  const labelW = Math.min(230, Math.max(120, ...phases.map((p) => textWidth(p.name, GANTT_LABEL_PT) + 8)))
  const rowH = Math.max(11, Math.min(20, Math.floor(200 / Math.max(1, phases.length))))
  const plotW = width - labelW - 4
  const h = phases.length * rowH + 18
  const tickEvery = totalWeeks <= 20 ? 1 : totalWeeks <= 40 ? 2 : totalWeeks <= 80 ? 4 : 8
  // The axis runs to a whole tick past the end, so the last week's label sits inside the chart (week 27 was once
  // clipped at the right edge).
  const span = Math.max(tickEvery, Math.ceil(totalWeeks / tickEvery - 1e-9) * tickEvery)
  const wk = plotW / span
  const ticks = Array.from({ length: span / tickEvery + 1 }, (_, i) => i * tickEvery)
  return (
    <Svg width={width} height={h}>
      {phases.map((_, i) =>
        i % 2 === 1 ? <Rect key={`z${i}`} x={0} y={14 + i * rowH} width={width} height={rowH} fill={C.zebra} /> : null,
      )}
      {ticks.map((tk) => (
        <G key={`t${tk}`}>
          <Line x1={labelW + tk * wk} y1={12} x2={labelW + tk * wk} y2={h - 2} stroke={C.rule} strokeWidth={0.4} />
          {tk < span ? (
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
            <Text x={2} y={y + rowH - 4} fill={C.text} style={svgText(GANTT_LABEL_PT)}>
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

export function CashFlowChart({
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
                {i === 0 ? (slot < 30 ? 'Pre' : 'Pre-start') : `M${i}`}
              </Text>
            ) : null}
          </G>
        )
      })}
      <Polyline points={points} fill="none" stroke={C.accent} strokeWidth={1.5} />
    </Svg>
  )
}
