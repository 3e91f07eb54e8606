/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { ReportData } from '#server/features/reports/report-data/types'
import { Bullets, Columns, H3, MoreNote, Note, Swatch } from '../blocks'
import { HBarChart, poundsShort } from '../charts'
import { KeyFigureRow } from '../key-figure'
import { ReportPage } from '../report-page'
import { columns, Table } from '../table'
import { C, CONTENT_W, s } from '../theme'

/** The consents table's columns. */
export const CONSENT_COLS = `Consent 96 | Why it applies 170 | Cost 104 | Programme ${CONTENT_W - 96 - 170 - 104}`
/** The risk register's columns. */
export const RISK_COLS = 'Ref 26 | Risk 160 | Likelihood 50 | Prob. 30> | Impact 52> | Weighted 50> | Mitigation 155'

/** Page 8: the risk register, its impact chart and likelihood / impact matrix, and why this contingency. */
export function RisksPage({ d }: { d: ReportData }) {
  const r = d.risks
  const compact = r.rows.length > 8
  return (
    <ReportPage data={d} n={8}>
      <Table
        cols={columns(RISK_COLS)}
        fontSize={compact ? 6.8 : 7.3}
        pad={compact ? 1.8 : 2.8}
        rows={r.rows.map((x) => ({
          cells: [x.ref, x.description, x.likelihood, x.probability, x.impact, x.weighted, x.mitigation],
          kind: 'item' as const,
        }))}
      />
      <MoreNote count={r.hiddenCount} what="smaller risks" />
      <KeyFigureRow
        figures={[
          { label: 'Total if every risk happened', value: r.totals.exposure },
          { label: 'Weighted exposure', value: r.totals.weighted },
          { label: `Contingency (${r.totals.contingencyPercent})`, value: r.totals.contingency, strong: true },
          { label: 'Contingency covers', value: `${r.totals.coverage} of weighted` },
        ]}
        style={{ marginTop: 8 }}
      />
      <Columns>
        <View style={{ width: 290 }}>
          <H3>Impact by risk</H3>
          <RiskChart rows={r.rows} weightedPence={r.weightedPence} contingencyPence={r.contingencyPence} width={290} />
        </View>
        <View style={{ width: CONTENT_W - 304 }}>
          <H3>Likelihood and impact</H3>
          <RiskMatrix matrix={r.matrix} width={CONTENT_W - 304} />
          <Note marginTop={3}>{r.impactBands}</Note>
          <H3>Why this contingency</H3>
          <Bullets items={r.contingencyReasons} />
          <Note marginTop={4}>{r.note}</Note>
        </View>
      </Columns>
      <H3>How wide is the range</H3>
      <Text>{r.rangeNote}</Text>
      {r.compliance.length ? (
        <View wrap={false}>
          <H3>Consents and regulations for this job</H3>
          <Table
            cols={columns(CONSENT_COLS)}
            fontSize={6.8}
            pad={compact ? 1.4 : 2}
            rows={r.compliance.map((c) => ({ cells: [c.title, c.why, c.cost, c.programme], kind: 'item' as const }))}
          />
        </View>
      ) : null}
    </ReportPage>
  )
}

/** Each risk's impact, coloured by likelihood, then the contingency against the weighted exposure. */
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
            <Swatch color={color[k]} gap={3} />
            <Text style={s.small}>{`${k[0]!.toUpperCase()}${k.slice(1)} likelihood`}</Text>
          </View>
        ))}
      </View>
      <H3 style={{ marginTop: 8 }}>Contingency against weighted exposure</H3>
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

/** Matrix cell shades, by likelihood score + impact score (0-4). */
const MATRIX_FILL = ['#E4F2EF', '#CFE4DF', '#B9C9DE', '#7D97BD', '#3E5C8A']

/** The 3 × 3 likelihood / impact grid, each cell listing its risks' refs. */
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
