import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import { buildReportData } from '#server/features/reports/report-data/build-report-data'
import type { BuildReportDataInput, ReportData } from '#server/features/reports/report-data/types'
import {
  buildEngineReportInput,
  buildLargeCostPlan,
  buildSampleCostPlan,
  buildSampleReportInput,
  ENGINE_SAMPLE_INPUTS,
} from '../fixtures/sample-cost-plan'

/** '£1,234.56' → 123456; '-£5.00' → -500. */
export function pence(text: string): number {
  const m = /^(-)?£([\d,]+)(?:\.(\d{2}))?$/.exec(text)
  if (!m) throw new Error(`not money: ${text}`)
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3] ?? 0))
}

/** The report data of a plan (the sample fixture plan by default). */
export function sampleData(plan: CostPlan = buildSampleCostPlan()): { plan: CostPlan; data: ReportData } {
  return { plan, data: buildReportData(buildSampleReportInput(plan)) }
}

/** The report data of the large fixture plan: a schedule and lists longer than their pages hold. */
export function largeSampleData(): { plan: CostPlan; data: ReportData } {
  return sampleData(buildLargeCostPlan())
}

/** The sample report input, after `edit` if given, and its report data. */
export function sampleReport(edit?: (input: BuildReportDataInput) => void): {
  input: BuildReportDataInput
  data: ReportData
} {
  const input = buildSampleReportInput()
  edit?.(input)
  return { input, data: buildReportData(input) }
}

/** The report input of the engine's own plan for `costInput`, as the report service would build it, and its data. */
export function engineReport(costInput: CostInput): { input: BuildReportDataInput; data: ReportData } {
  const input = buildEngineReportInput(costInput)
  return { input, data: buildReportData(input) }
}

/**
 * The report data of the engine's own plan for `input` with `overrides` on top (another type, size or description),
 * as the report service would build it.
 */
export function engineData(input: CostInput, overrides: Partial<CostInput> = {}): ReportData {
  return engineReport({ ...input, ...overrides }).data
}

/** Every engine sample input, named, for table-driven tests. */
export const engineCases = Object.entries(ENGINE_SAMPLE_INPUTS).map(([name, input]) => ({ name, input }))
