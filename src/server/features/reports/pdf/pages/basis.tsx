/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { ReportData } from '#server/features/reports/report-data/types'
import { Bullets, Column, Columns, H3, MoreNote, ZebraRow } from '../blocks'
import { ReportPage } from '../report-page'
import { C, CONTENT_W, s } from '../theme'

const half = (CONTENT_W - 14) / 2

/** Page 2: the brief, facts and answers, location factor, method, what moved the estimate and what is unknown. */
export function BasisPage({ d }: { d: ReportData }) {
  const b = d.basis
  return (
    <ReportPage data={d} n={2}>
      <H3 style={{ marginTop: 0 }}>The brief</H3>
      <Text style={[s.p, { fontStyle: 'italic', fontSize: b.briefFontSize }]}>
        {b.brief}
        {b.briefContinues ? <Text style={{ fontStyle: 'normal', fontWeight: 600 }}>{b.briefContinues}</Text> : null}
      </Text>
      <Columns>
        <Column width={half} title="Property and project facts">
          {b.facts.map((f, i) => (
            <ZebraRow key={i} i={i}>
              <Text style={{ width: 110, color: C.muted }}>{f.label}</Text>
              <Text style={{ flex: 1, fontWeight: 600 }}>{f.value}</Text>
            </ZebraRow>
          ))}
          <H3>Location factor</H3>
          <View style={[s.row, { alignItems: 'center' }]}>
            <Text style={{ fontSize: 18, fontWeight: 700, color: C.accent, width: 54 }}>{b.locationFactor.value}</Text>
            <Text style={{ flex: 1 }}>{`${b.locationFactor.label}. ${b.locationFactor.note}`}</Text>
          </View>
        </Column>
        <Column width={half} title="Your answers to the smart questions">
          {b.answers.length === 0 ? (
            <Text style={s.muted}>No smart questions were answered; the range is wider as a result.</Text>
          ) : null}
          {b.answers.map((a, i) => (
            <ZebraRow key={i} i={i}>
              <Text style={{ flex: 1, paddingRight: 4 }}>{a.question}</Text>
              <Text style={{ width: 88, fontWeight: 600 }}>{a.answer}</Text>
            </ZebraRow>
          ))}
          <MoreNote
            count={b.answersHiddenCount}
            what="more answers"
            where="each is priced in the schedule of works and listed under what moved the estimate"
          />
        </Column>
      </Columns>
      <H3>Method</H3>
      {b.method.map((m, i) => (
        <View key={i} style={[s.row, { marginBottom: 2 }]}>
          <Text style={{ width: 16, color: C.accent, fontWeight: 700 }}>{`${i + 1}.`}</Text>
          <Text style={{ width: 92, fontWeight: 600 }}>{m.step}</Text>
          <Text style={{ flex: 1 }}>{m.detail}</Text>
        </View>
      ))}
      <Columns>
        <Column width={half} title="What moved the estimate">
          {b.drivers.map((x, i) => (
            <View key={i} style={[s.row, { marginBottom: 2 }]}>
              <Text style={{ width: 96, fontWeight: 600, paddingRight: 6 }}>{x.label}</Text>
              <Text style={{ flex: 1 }}>{x.effect}</Text>
            </View>
          ))}
        </Column>
        <Column width={half} title="Still unknown (carried in the contingency)">
          {b.unknowns.items.length ? (
            <Bullets items={b.unknowns.items} />
          ) : (
            <Text style={s.muted}>Nothing material: the main cost drivers were answered.</Text>
          )}
          <MoreNote count={b.unknowns.hiddenCount} />
        </Column>
      </Columns>
      <H3>Sources</H3>
      <Bullets items={b.sources} />
    </ReportPage>
  )
}
