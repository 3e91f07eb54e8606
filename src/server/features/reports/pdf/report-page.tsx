/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import type { ReactNode } from 'react'
import { Page, Text, View } from '@react-pdf/renderer'
import type { ReportData } from '../report-data/types'
import { BODY_H, s } from './theme'

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
export function ReportPage({
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

/** '<n>. <title>' at the top of a page. */
export function SectionTitle({ n, title }: { n: number; title: string }) {
  return (
    <View style={s.sectionRow}>
      <Text style={s.sectionNo}>{String(n)}</Text>
      <Text style={s.sectionTitle}>{title}</Text>
    </View>
  )
}
