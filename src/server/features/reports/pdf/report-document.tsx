/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: the JSX transform must not depend on which tsconfig tsx finds from the working directory.
import { Document } from '@react-pdf/renderer'
import type { ReportData } from '../report-data/types'
import { AppraisalPage } from './pages/appraisal'
import { BasisPage } from './pages/basis'
import { BenchmarkingPage } from './pages/benchmarking'
import { ClosingPage } from './pages/closing'
import { CoverPage } from './pages/cover'
import { ElementalPage } from './pages/elemental'
import { OnCostsPage } from './pages/on-costs'
import { ProgrammePage } from './pages/programme'
import { RisksPage } from './pages/risks'
import { ScheduleAppendixPage, ScheduleOfWorksPage } from './pages/schedule-of-works'
import { TradeSummaryPage } from './pages/trade-summary'

/**
 * The 10-page professional cost report, drawn from a ReportData view-model. Every page is fixed (wrap off) and
 * the view-model has already fitted the content, so the document is always exactly 10 A4 pages, plus appendix
 * pages: the rest of a schedule too long for pages 4 and 5 (rare), and the appraisal when the buyer saved one.
 * Call `registerReportFonts()` (fonts.ts) once before rendering (renderReportPdf does). `createdAt` is the PDF's
 * creation date, from which its file id is derived; react-pdf uses the render time when it is left out.
 */
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
      <ScheduleOfWorksPage d={data} />
      <TradeSummaryPage d={data} />
      <BenchmarkingPage d={data} />
      <OnCostsPage d={data} />
      <RisksPage d={data} />
      <ProgrammePage d={data} />
      <ClosingPage d={data} />
      {data.schedule.appendixPages.map((_, i) => (
        <ScheduleAppendixPage key={i} d={data} index={i} />
      ))}
      {data.appraisal ? <AppraisalPage d={data} a={data.appraisal} /> : null}
    </Document>
  )
}
