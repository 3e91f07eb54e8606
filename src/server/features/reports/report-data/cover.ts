import { capitalise, formatReportDate, gbp, gbp0, num, percentOf, t, truncate, weeksFmt } from './format'
import type { ReportContext } from './report-context'
import type { ReportData } from './types'

/** Page 1: the property, the headline figures, the range, where the money goes and the top risks and savings. */
export function buildCover(ctx: ReportContext): ReportData['cover'] {
  const { plan, estimate, report, excVat, roundingPence } = ctx
  const confidencePct = Math.round((plan.confidence > 1 ? plan.confidence / 100 : plan.confidence) * 100)
  const confidenceWord = confidencePct >= 80 ? 'high' : confidencePct >= 60 ? 'moderate' : 'low'
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
    details: [
      // Whole, however long (the form allows 300 characters): the cover is where the address is read.
      { label: 'Property', value: ctx.address },
      { label: 'Project', value: truncate(t(estimate.projectTypeLabel), 60) },
      { label: 'Floor area', value: `${num.format(ctx.sizeSqm)} m² gross internal` },
      {
        label: 'Region',
        value: `${t(estimate.regionLabel)} (location factor ${plan.facts.locationFactor.toFixed(2)})`,
      },
      { label: 'Prepared for', value: report.clientEmail ? t(report.clientEmail) : 'Not given' },
      { label: 'Report reference', value: report.reportId },
      { label: 'Issued', value: formatReportDate(report.generatedAt) },
      { label: 'Price date', value: `${ctx.priceDateLabel} (valid until ${ctx.validUntil})` },
    ],
    headline: `We estimate the likely cost at ${gbp(plan.totalIncVatPence)} including VAT (${gbp(excVat)} excluding VAT), within a range of ${gbp0(low.inc)} to ${gbp0(high.inc)} including VAT.`,
    summaryRows: [
      { label: 'Low', excVat: gbp(low.exc), vat: gbp(low.inc - low.exc), incVat: gbp(low.inc), isLikely: false },
      {
        label: 'Likely',
        excVat: gbp(excVat),
        vat: gbp(plan.vat.pence),
        incVat: gbp(plan.totalIncVatPence),
        isLikely: true,
      },
      { label: 'High', excVat: gbp(high.exc), vat: gbp(high.inc - high.exc), incVat: gbp(high.inc), isLikely: false },
    ],
    keyFigures: [
      {
        label: 'Cost per m²',
        value: `${gbp0(ctx.perSqmFigures.excVatPence)} exc VAT`,
        note: `${gbp0(ctx.perSqmFigures.incVatPence)} inc VAT`,
      },
      { label: 'Confidence', value: `${confidencePct}% (${confidenceWord})` },
      { label: 'Programme', value: weeksFmt(plan.programme.totalWeeks) },
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
    costSplit: costSplitParts.map((p) => ({
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
