import { capitalise, formatReportDate, gbp0, num, percentOf, t, truncate, formatWeeks } from './format'
import type { ReportContext } from './report-context'
import type { ReportData } from './types'

/** Who prepares the report: the product, named as the site names itself; the method version is printed beneath. */
export const PREPARED_BY = 'UK Renovation Cost Estimator'

/** "Revision 1 (first issue)", then "Revision 2" … for a reissue. */
export function revisionLabel(revision: number | undefined): string {
  const n = revision && revision > 0 ? Math.floor(revision) : 1
  return n === 1 ? 'Revision 1 (first issue)' : `Revision ${n}`
}

/** Whole pounds. */
const toPounds = (pence: number) => Math.round(pence / 100) * 100

/** The headline's precision: to the nearest £1,000 (£100 under £20,000). */
export function headlineRound(pence: number): number {
  const step = pence >= 2_000_000 ? 100_000 : 10_000
  return Math.round(pence / step) * step
}

/** A summary row in whole pounds; its VAT is the difference, so excluding VAT + VAT = including VAT as printed. */
function summaryRow(label: string, excPence: number, incPence: number, isLikely: boolean) {
  const exc = toPounds(excPence)
  const inc = toPounds(incPence)
  return { label, excVat: gbp0(exc), vat: gbp0(inc - exc), incVat: gbp0(inc), isLikely }
}

/** "25.5 weeks on site" under the programme's length, when approvals come first. */
function programmeNote(p: Pick<ReportData['programme'], 'phases'>): string | undefined {
  const site = p.phases.filter((x) => !x.isPreConstruction)
  if (!site.length || site.length === p.phases.length) return undefined
  const weeks = Math.max(...site.map((x) => x.start + x.duration)) - Math.min(...site.map((x) => x.start))
  return `${formatWeeks(weeks)} on site`
}

/** The property, the job, and who the report is for, by whom, which revision and when. */
function coverDetails(ctx: ReportContext): ReportData['cover']['details'] {
  const { plan, estimate, report } = ctx
  return [
    // Whole, however long (the form allows 300 characters): the cover is where the address is read.
    { label: 'Property', value: ctx.address },
    { label: 'Project', value: truncate(t(estimate.projectTypeLabel), 60) },
    { label: 'Floor area', value: `${num.format(ctx.sizeSqm)} m² gross internal` },
    {
      label: 'Region',
      value: `${t(estimate.regionLabel)} (location factor ${plan.facts.locationFactor.toFixed(2)})`,
    },
    // The buyer by name where they gave one (at payment, else their account's name); their email only without a
    // name; never invented.
    {
      label: 'Prepared for',
      value: report.clientName?.trim()
        ? t(report.clientName.trim())
        : report.clientEmail
          ? t(report.clientEmail)
          : 'Not given',
    },
    {
      label: 'Prepared by',
      value: PREPARED_BY,
      note: `Automated estimate: cost engine ${plan.engineVersion.replace(/^cost-engine-/, '')}, rates ${plan.rateTableVersion}`,
    },
    {
      label: 'Revision',
      value: `${revisionLabel(report.revision)}, ${formatReportDate(report.generatedAt)}`,
      note: `Report ${report.reportId}`,
    },
    { label: 'Price date', value: `${ctx.priceDateLabel} (valid until ${ctx.validUntil})` },
  ]
}

/** What the cover's hit rate is a share of. */
export const CONFIDENCE_NOTE = 'of published costs of this kind fell in such a range'

/** Page 1: the property, the headline figures, the range, where the money goes and the top risks and savings. */
export function buildCover(
  ctx: ReportContext,
  programme?: Pick<ReportData['programme'], 'totalWeeks' | 'phases'>,
): ReportData['cover'] {
  const { plan, estimate, excVat, roundingPence } = ctx
  const confidencePct = Math.round((plan.confidence > 1 ? plan.confidence / 100 : plan.confidence) * 100)
  const low = { inc: plan.range.lowPence, exc: plan.range.lowExcVatPence }
  const high = { inc: plan.range.highPence, exc: plan.range.highExcVatPence }
  const costSplitParts = [
    { label: 'Measured works', pence: plan.measuredWorksPence },
    { label: 'Preliminaries', pence: plan.preliminaries.pence },
    { label: 'Overheads and profit', pence: plan.overheadsProfit.pence },
    { label: 'Fees', pence: plan.feesPence + roundingPence },
    { label: 'VAT', pence: plan.vat.pence },
  ]
  return {
    title: 'Renovation Cost Plan',
    subtitle: `${t(estimate.projectTypeLabel)} · ${t(estimate.regionLabel)}`,
    details: coverDetails(ctx),
    // An estimate this wide is not known to the penny: the headline is rounded to match (the exact figures are in
    // the schedule and on page 7), the table to whole pounds with its VAT the difference, so each row adds up.
    headline: `We estimate the likely cost at about ${gbp0(headlineRound(plan.totalIncVatPence))} including VAT (${gbp0(headlineRound(excVat))} excluding VAT), within a range of ${gbp0(headlineRound(low.inc))} to ${gbp0(headlineRound(high.inc))} including VAT. Exact figures to the penny are in the schedule of works and on page 7.`,
    summaryRows: [
      summaryRow('Low', low.exc, low.inc, false),
      summaryRow('Likely', excVat, plan.totalIncVatPence, true),
      summaryRow('High', high.exc, high.inc, false),
    ],
    keyFigures: [
      {
        label: 'Cost per m²',
        value: `${gbp0(ctx.perSqmFigures.excVatPence)} exc VAT`,
        // Over the floor the job measures where it is not the size given (a room of the house, or new space beside it).
        note: `${gbp0(ctx.perSqmFigures.incVatPence)} inc VAT${ctx.measuredSqm === ctx.sizeSqm ? '' : `, over ${num.format(ctx.measuredSqm)} m² priced`}`,
      },
      // The engine's confidence is the share of published costs of this family that fell inside a band this wide
      // (cost-engine/range.ts): said as such, so nobody reads "74% (moderate)" as this range being narrow (N20).
      { label: 'Range hit rate', value: `${confidencePct}%`, note: CONFIDENCE_NOTE },
      programme
        ? { label: 'Programme', value: formatWeeks(programme.totalWeeks), note: programmeNote(programme) }
        : { label: 'Programme', value: formatWeeks(plan.programme.totalWeeks) },
      { label: 'VAT rate', value: ctx.vatLabel },
    ],
    range: {
      lowPence: low.inc,
      likelyPence: plan.totalIncVatPence,
      highPence: high.inc,
      lowLabel: gbp0(low.inc),
      likelyLabel: gbp0(plan.totalIncVatPence),
      highLabel: gbp0(high.inc),
    },
    // A part that rounds to £0 (a kitchen with no fees) is left out of the bar and its legend.
    costSplit: costSplitParts
      .filter((p) => Math.round(p.pence / 100) !== 0)
      .map((p) => ({
        ...p,
        amount: gbp0(p.pence),
        percent: percentOf(p.pence, plan.totalIncVatPence),
      })),
    topRisks: ctx.risksByImpact.slice(0, 3).map((r) => ({
      description: truncate(t(r.description), 110),
      likelihood: capitalise(r.likelihood),
      impact: gbp0(r.impactPence),
    })),
    topSavings: ctx.savingsByValue
      .slice(0, 3)
      .map((s) => ({ title: truncate(t(s.title), 70), saving: gbp0(s.savingPence) })),
  }
}
