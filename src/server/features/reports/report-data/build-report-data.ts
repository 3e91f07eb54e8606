import { buildAppraisalAppendix } from './appraisal'
import { buildBasis } from './basis'
import { buildBenchmarking } from './benchmarking'
import { buildClosing } from './closing'
import { buildCover } from './cover'
import { buildElemental } from './elemental'
import { truncate } from './format'
import { buildOnCosts } from './on-costs'
import { buildProgramme } from './programme'
import { buildReportContext } from './report-context'
import { buildRisks } from './risks'
import { buildSchedule, SCHEDULE_APPENDIX_TITLE } from './schedule'
import {
  APPRAISAL_APPENDIX_TITLE,
  PAGE_TITLES,
  REPORT_TOTAL_PAGES,
  type BuildReportDataInput,
  type ReportData,
} from './types'

/**
 * Builds the report view-model: cost plan + estimate facts in, every string and number the 10-page PDF prints
 * out, one builder per page, then appendix pages: the rest of a schedule pages 4 and 5 cannot hold (rare), and the
 * appraisal when the buyer saved one. All text fitting (how many rows go on pages 4 and 5, which lists are
 * shortened) is decided here, so `pdf/` only draws and no page's content can spill onto another page.
 * Pure and deterministic: the same input always gives the same output. Money is formatted en-GB GBP with pence
 * wherever a figure adds up to a total, so printed totals equal the plan's to the penny. Throws RangeError if the
 * price date is not a valid date.
 */
export function buildReportData(input: BuildReportDataInput): ReportData {
  const ctx = buildReportContext(input)
  const { basis, briefRest } = buildBasis(ctx)
  const programme = buildProgramme(ctx)
  // The buyer's saved appraisal, when there is one: an appendix page after the 10.
  const appraisal = buildAppraisalAppendix(input.appraisal, input.plan)
  // A schedule pages 4 and 5 cannot hold continues on appendix pages after the 10, before the appraisal's.
  const schedule = buildSchedule(input.plan.lineItems)
  const appendixTitles = [
    ...schedule.appendixPages.map(() => SCHEDULE_APPENDIX_TITLE),
    ...(appraisal ? [APPRAISAL_APPENDIX_TITLE] : []),
  ]
  return {
    reportId: input.report.reportId,
    totalPages: REPORT_TOTAL_PAGES + appendixTitles.length,
    pageTitles: [...PAGE_TITLES, ...appendixTitles],
    header: { left: `Renovation cost plan · ${truncate(ctx.address, 45)}`, right: `Report ${input.report.reportId}` },
    priceDateLabel: ctx.priceDateLabel,
    footerNote: 'An estimate, not a quotation. Not RICS-regulated advice.',
    cover: buildCover(ctx, programme),
    basis,
    elemental: buildElemental(ctx),
    schedule,
    benchmarking: buildBenchmarking(ctx),
    onCosts: buildOnCosts(ctx, programme, schedule.appendixPages.length),
    risks: buildRisks(ctx),
    programme,
    closing: buildClosing(ctx, briefRest, programme),
    ...(appraisal ? { appraisal } : {}),
  }
}
