/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { ReportData } from '#server/features/reports/report-data/types'
import { Column, Columns, H3 } from '../blocks'
import { RangeChart, StackedBar } from '../charts'
import { KeyFigureRow } from '../key-figure'
import { ReportPage, SectionTitle } from '../report-page'
import { columns, Table } from '../table'
import { C, CONTENT_W, COVER_BAND_H, MARGIN_X, s } from '../theme'

const half = (CONTENT_W - 12) / 2

/** The navy band across the top of page 1, under the running header. */
function CoverBand({ c }: { c: ReportData['cover'] }) {
  return (
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
  )
}

/** The report's contents, at the foot of page 1. */
/** One contents line per title, pages running on under one title (a schedule's appendix pages) as one line '11-12'. */
export function contentsEntries(titles: string[]): { pages: string; title: string }[] {
  const entries: { first: number; last: number; title: string }[] = []
  titles.forEach((title, i) => {
    const prev = entries.at(-1)
    if (prev?.title === title) prev.last = i + 1
    else entries.push({ first: i + 1, last: i + 1, title })
  })
  return entries.map((e) => ({ pages: e.first === e.last ? String(e.first) : `${e.first}-${e.last}`, title: e.title }))
}

function Contents({ titles }: { titles: string[] }) {
  return (
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
        {contentsEntries(titles).map(({ pages, title }, i) => (
          <Text key={i} style={{ width: half, fontSize: 7, color: C.muted, marginBottom: 1.5 }}>
            <Text style={{ color: C.accent, fontWeight: 700 }}>{`${pages}  `}</Text>
            {title}
          </Text>
        ))}
      </View>
    </View>
  )
}

/** Page 1: the property, the headline figures and range, where the money goes, top risks and savings. */
export function CoverPage({ d }: { d: ReportData }) {
  const c = d.cover
  return (
    <ReportPage data={d} n={1} title={false} band={<CoverBand c={c} />}>
      <Columns style={{ marginTop: COVER_BAND_H - 4, marginBottom: 10 }}>
        {[c.details.slice(0, 4), c.details.slice(4)].map((col, ci) => (
          <View key={ci} style={{ width: half }}>
            {col.map((x, i) => (
              <View
                key={i}
                style={{ flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: C.rule }}
              >
                <Text style={{ width: 78, color: C.muted }}>{x.label}</Text>
                <View style={{ flex: 1 }}>
                  <Text style={{ fontWeight: 600 }}>{x.value}</Text>
                  {x.note ? <Text style={{ fontSize: 7, color: C.muted, marginTop: 1 }}>{x.note}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        ))}
      </Columns>
      <SectionTitle n={1} title={d.pageTitles[0] ?? ''} />
      <Text style={[s.p, { fontSize: 9.5, lineHeight: 1.35 }]}>{c.headline}</Text>
      <Table
        cols={columns('Estimate 110 | Excluding VAT 137> | VAT 137> | Including VAT 139>')}
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
      <KeyFigureRow figures={c.keyFigures.map((k, i) => ({ ...k, strong: i === 0 }))} style={{ marginTop: 6 }} />
      <H3>Where the money goes (including VAT)</H3>
      <StackedBar parts={c.costSplit} width={CONTENT_W} />
      <Columns>
        <Column width={half} title="Top risks by cost impact">
          {c.topRisks.map((r, i) => (
            <View key={i} style={[s.row, { marginBottom: 3 }]}>
              <Text style={{ flex: 1 }}>{r.description}</Text>
              <Text style={{ width: 88, textAlign: 'right' }}>
                <Text style={s.muted}>{`${r.likelihood} · `}</Text>
                <Text style={s.bold}>{r.impact}</Text>
              </Text>
            </View>
          ))}
        </Column>
        <Column width={half} title="Top savings">
          {c.topSavings.map((x, i) => (
            <View key={i} style={[s.row, { marginBottom: 3 }]}>
              <Text style={{ flex: 1 }}>{x.title}</Text>
              <Text style={[s.bold, { width: 60, textAlign: 'right', color: C.accent }]}>{x.saving}</Text>
            </View>
          ))}
        </Column>
      </Columns>
      <Contents titles={d.pageTitles} />
    </ReportPage>
  )
}
