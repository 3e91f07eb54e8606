/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Document, Page, Text, View } from '@react-pdf/renderer'
// The check prints in the report's look: its colours and page geometry (one PDF style for the product).
import { C, s } from '#server/features/reports/pdf/theme'
import type { QuoteCheckPdfData } from './quote-check-pdf-data'

const SEVERITY = {
  red: { label: 'Red flag', colour: '#B42318' },
  amber: { label: 'Check', colour: '#B7791F' },
  info: { label: 'Note', colour: C.muted },
} as const

const COLS = { description: 0.5, amount: 0.13, range: 0.2, status: 0.17 }

function Bullets({ items, numbered = false }: { items: string[]; numbered?: boolean }) {
  return (
    <View>
      {items.map((item, i) => (
        <View key={item} style={s.bullet} wrap={false}>
          <Text style={[s.bulletDot, numbered ? { width: 12 } : {}]}>{numbered ? `${i + 1}.` : '•'}</Text>
          <Text style={s.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

function LinesTable({ lines }: { lines: QuoteCheckPdfData['lines'] }) {
  const cell = (flex: number, align: 'left' | 'right' = 'left') => [s.td, { flex, textAlign: align }]
  return (
    <View>
      <View style={[s.row, s.th]}>
        <Text style={cell(COLS.description)}>Quote line</Text>
        <Text style={cell(COLS.amount, 'right')}>Quote</Text>
        <Text style={cell(COLS.range, 'right')}>Estimate</Text>
        <Text style={cell(COLS.status)}>Stands</Text>
      </View>
      {lines.map((l, i) => (
        <View key={i} style={[s.row, i % 2 === 1 ? { backgroundColor: C.zebra } : {}]} wrap={false}>
          <View style={[s.td, { flex: COLS.description }]}>
            <Text style={s.bold}>{l.description}</Text>
            <Text style={s.small}>{l.matched}</Text>
          </View>
          <Text style={cell(COLS.amount, 'right')}>{l.amount}</Text>
          <Text style={cell(COLS.range, 'right')}>{l.range}</Text>
          <Text style={cell(COLS.status)}>{l.status}</Text>
        </View>
      ))}
    </View>
  )
}

/** The printed quote check: verdict, key figures, line by line, what is left out, findings and questions. */
export function QuoteCheckDocument({ data, createdAt }: { data: QuoteCheckPdfData; createdAt?: Date }) {
  return (
    <Document title={data.title} author="UK Renovation Cost Estimator" creationDate={createdAt}>
      <Page size="A4" style={s.page}>
        <View style={s.header} fixed>
          <Text style={s.headerStrong}>{data.title}</Text>
          <Text>Quote check</Text>
        </View>
        <Text style={s.sectionTitle}>{data.title}</Text>
        <Text style={[s.small, { marginBottom: 8 }]}>{data.subtitle}</Text>

        <View style={[s.box, { borderColor: C.navy, marginBottom: 6 }]} wrap={false}>
          <Text style={{ fontSize: 11, fontWeight: 700, color: C.navy, marginBottom: 4 }}>{data.headline}</Text>
          <Bullets items={data.reasons} />
        </View>
        <View style={[s.row, { marginBottom: 4 }]}>
          {data.facts.map((f) => (
            <View key={f.label} style={{ flex: 1, backgroundColor: C.band, padding: 4, marginRight: 4 }}>
              <Text style={s.small}>{f.label}</Text>
              <Text style={[s.bold, { fontSize: 10 }]}>{f.value}</Text>
            </View>
          ))}
        </View>

        <Text style={s.h3}>Line by line</Text>
        <LinesTable lines={data.lines} />

        {data.missing.length > 0 ? (
          <View>
            <Text style={s.h3}>In the estimate, not in the quote</Text>
            <Bullets
              items={data.missing.map(
                (m) => `${m.description} (${m.range})${m.excluded ? ': excluded by the quote' : ''}`,
              )}
            />
          </View>
        ) : null}

        <Text style={s.h3}>What we found</Text>
        {data.findings.map((f, i) => (
          <View
            key={i}
            style={{
              borderLeftWidth: 2,
              borderLeftColor: SEVERITY[f.severity].colour,
              paddingLeft: 5,
              marginBottom: 4,
            }}
            wrap={false}
          >
            <Text>
              <Text style={[s.bold, { color: SEVERITY[f.severity].colour }]}>{`${SEVERITY[f.severity].label}: `}</Text>
              <Text style={s.bold}>{f.title}</Text>
            </Text>
            <Text>{f.detail}</Text>
            {f.source ? <Text style={s.small}>{`Source: ${f.source}`}</Text> : null}
          </View>
        ))}

        {data.questions.length > 0 ? (
          <View>
            <Text style={s.h3}>Questions to ask the builder</Text>
            <Bullets items={data.questions} numbered />
          </View>
        ) : null}

        <View style={s.footer} fixed>
          <Text>A check against an estimate, not a valuation or legal advice.</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  )
}
