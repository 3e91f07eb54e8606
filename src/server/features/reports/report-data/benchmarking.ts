import { capitalise, gbp, gbp0, QUALITY_LABEL, t } from './format'
import type { ReportContext } from './report-context'
import type { QualityComparisonRow, RegionalComparisonRow, ReportData } from './types'

/**
 * Page 6: the cost per m² against the UK average, each region and each specification. Compares costs per m²
 * excluding VAT throughout (the benchmarks are built the same way); without benchmarks it compares the region
 * with the UK average derived from the location factor.
 */
export function buildBenchmarking(ctx: ReportContext): ReportData['benchmarking'] {
  const { plan, benchmarks, excVat } = ctx
  const input0 = plan.input
  const subjectPerSqmPence = ctx.perSqmFigures.excVatPence
  const ukAvg = benchmarks?.ukAveragePerSqmPence ?? Math.round(subjectPerSqmPence / (plan.facts.locationFactor || 1))
  const regionalSource: RegionalComparisonRow[] = benchmarks?.regionalComparison.length
    ? benchmarks.regionalComparison
    : [{ label: plan.facts.regionLabel, perSqmPence: subjectPerSqmPence, isSubject: true }]
  const regional = [
    ...regionalSource.map((r) => ({
      label: t(r.label),
      perSqmPence: r.perSqmPence,
      perSqm: gbp0(r.perSqmPence),
      isSubject: r.isSubject,
      isUkAverage: false,
    })),
    { label: 'UK average', perSqmPence: ukAvg, perSqm: gbp0(ukAvg), isSubject: false, isUkAverage: true },
  ]
    .sort((a, b) => b.perSqmPence - a.perSqmPence)
    .slice(0, 16)
  const qualitySource: QualityComparisonRow[] = benchmarks?.qualityComparison.length
    ? benchmarks.qualityComparison
    : [
        {
          quality: input0.quality,
          totalExcVatPence: excVat,
          totalIncVatPence: plan.totalIncVatPence,
          perSqmPence: subjectPerSqmPence,
        },
      ]
  const diff = ukAvg ? subjectPerSqmPence / ukAvg - 1 : 0
  const diffPct = Math.abs(Math.round(diff * 100))
  const budgetRow = qualitySource.find((q) => q.quality === 'budget')
  const premiumRow = qualitySource.find((q) => q.quality === 'premium')
  const fittingsApart = benchmarks?.fittingsApart === true
  // Which moves the cost more, said only as the figures show it: the specification's spread against the regions'.
  const specSpread = budgetRow && premiumRow ? premiumRow.perSqmPence - budgetRow.perSqmPence : 0
  const regionPerSqm = regionalSource.map((r) => r.perSqmPence)
  const regionSpread = regionPerSqm.length > 1 ? Math.max(...regionPerSqm) - Math.min(...regionPerSqm) : 0
  const specRange = (budget: QualityComparisonRow, premium: QualityComparisonRow) =>
    `the same scope ranges from ${gbp0(budget.totalIncVatPence)} at budget to ${gbp0(premium.totalIncVatPence)} at premium specification, including VAT`
  return {
    subjectPerSqm: gbp0(subjectPerSqmPence),
    ukAveragePerSqm: gbp0(ukAvg),
    differenceText:
      diffPct === 0 ? 'in line with the UK average' : `${diffPct}% ${diff > 0 ? 'above' : 'below'} the UK average`,
    regional,
    quality: qualitySource.map((q) => ({
      label: QUALITY_LABEL[q.quality] ?? capitalise(q.quality),
      excVat: gbp(q.totalExcVatPence),
      incVat: gbp(q.totalIncVatPence),
      perSqm: gbp0(q.perSqmPence),
      perSqmPence: q.perSqmPence,
      isSelected: q.quality === input0.quality,
    })),
    commentary: [
      `Your estimate of ${gbp0(subjectPerSqmPence)}/m² excluding VAT (${gbp0(ctx.perSqmFigures.incVatPence)}/m² including VAT) is ${diffPct === 0 ? 'in line with' : `${diffPct}% ${diff > 0 ? 'above' : 'below'}`} the same project at UK-average prices (${gbp0(ukAvg)}/m²), reflecting the ${t(plan.facts.regionLabel)} location factor of ${plan.facts.locationFactor.toFixed(2)}.`,
      budgetRow && premiumRow
        ? `${regionSpread > specSpread ? 'Location moves the cost more than specification' : regionSpread > 0 ? 'Specification moves the cost more than location' : 'Specification'}: ${specRange(budgetRow, premiumRow)}.`
        : 'Specification alternatives were not priced for this report.',
      ...(fittingsApart
        ? [
            `Your estimate prices its fittings at another level than its ${(QUALITY_LABEL[input0.quality] ?? input0.quality).toLowerCase()} specification (as answered or described); each row here is a whole specification with its own fittings, so your estimate's figure is not one of the rows.`,
          ]
        : []),
      "Regional figures re-price the same scope, quantities and specification with each region's location factor; they are not averages of other people's projects.",
      'Quotes within about 10% of the likely figure are normal. A quote far below the low figure usually leaves work out: check it against the schedule of works.',
    ],
  }
}
