import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostInput } from '#shared/cost-engine/types'
import { buildBenchmarkInputs } from './report-data/benchmark-inputs'
import { buildReportData } from './report-data/build-report-data'
import type { ReportData } from './report-data/types'
import { buildReportInput } from './report-input'

/**
 * A 3-bed whole-house renovation in Manchester: the longest report (every page, chart and table), so the warm-up
 * lays out all of them. The report tests' fixture prices the same job (tests/fixtures/sample-cost-plan.ts).
 */
export const WHOLE_HOUSE_SAMPLE = {
  projectType: 'whole_house_renovation',
  sizeSqm: 95,
  region: 'North West',
  condition: 'fair',
  scope: 'extensive',
  quality: 'standard',
  description:
    'Full renovation of a three-bedroom Victorian mid-terrace house in Chorlton, Manchester. New kitchen with the wall to the dining room knocked through, new family bathroom and a small en-suite, full rewire, new combi boiler and radiators, damp treatment to the ground floor, new windows and front door, replastering, flooring and decoration throughout. The house is empty during the works.',
  answers: { rewiring: 'yes', heating: 'new_system', damp: 'yes', structural_walls: 'yes' },
  priceDate: '2025-06-01',
} as const satisfies CostInput

/**
 * A report rendered once by each render worker as it starts, so the first buyer after a start does not wait for
 * react-pdf's modules, fonts and first layout (decision 019: the first report in < 1 s). Never stored or sent.
 */
export function warmUpReportData(): ReportData {
  const plan = estimateCost(WHOLE_HOUSE_SAMPLE, DEFAULT_RATES)
  const estimate = {
    id: '00000000-0000-4000-8000-000000000000',
    projectType: WHOLE_HOUSE_SAMPLE.projectType,
    region: WHOLE_HOUSE_SAMPLE.region,
    propertyAddress: '14 Sample Street, Chorlton, Manchester M21 9AA',
    description: WHOLE_HOUSE_SAMPLE.description,
    email: null,
    sizeSqm: WHOLE_HOUSE_SAMPLE.sizeSqm.toFixed(2),
    totalExVatPence: plan.totalExcVatPence,
    totalCostIncVatPence: plan.totalIncVatPence,
    costBreakdown: plan,
    aiInsights: { answers: WHOLE_HOUSE_SAMPLE.answers },
    createdAt: new Date('2026-01-01T09:00:00Z'),
  }
  const benchmarks = buildBenchmarkInputs(WHOLE_HOUSE_SAMPLE, DEFAULT_RATES, estimateCost)
  return buildReportData(
    buildReportInput({ reportId: 'RPT-WARM-UP', clientEmail: null }, estimate, estimate.createdAt, benchmarks),
  )
}
