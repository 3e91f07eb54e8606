/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Text, View } from '@react-pdf/renderer'
import type { ListBlock, ReportData } from '#server/features/reports/report-data/types'
import { Bullets, Column, Columns, H3, MoreNote, Note } from '../blocks'
import { ReportPage } from '../report-page'
import { columns, itemRows, Table } from '../table'
import { C, CONTENT_W, s } from '../theme'

const half = (CONTENT_W - 14) / 2

/** A shortened list in a half-width column, with its count of what was left out. */
function ListColumn({ title, list }: { title: string; list: ListBlock }) {
  return (
    <Column width={half} title={title}>
      <Bullets items={list.items} style={{ fontSize: 7.2 }} />
      <MoreNote count={list.hiddenCount} />
    </Column>
  )
}

/** Page 10: savings, questions for builders, assumptions, exclusions, validity, disclaimer, rest of the brief. */
export function ClosingPage({ d }: { d: ReportData }) {
  const c = d.closing
  return (
    <ReportPage data={d} n={10}>
      {c.savings.length > 0 && (
        <Table
          cols={columns('Saving 140 | How 318 | Up to 65>')}
          fontSize={7.2}
          pad={2}
          rows={itemRows(c.savings.map((x) => [x.title, x.detail, x.saving]))}
        />
      )}
      <Note marginTop={2}>
        {c.savingsHiddenCount > 0
          ? `${c.savingsNote} + ${c.savingsHiddenCount} smaller savings not shown.`
          : c.savingsNote}
      </Note>
      <H3>Questions to ask builders</H3>
      <Bullets items={c.questions} dot="#" />
      <Columns>
        <ListColumn title="Assumptions" list={c.assumptions} />
        <ListColumn title="Exclusions" list={c.exclusions} />
      </Columns>
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
