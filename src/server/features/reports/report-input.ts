import { AppraisalInputSchema, type AppraisalInput } from '#shared/appraisal/schema'
import type { CostPlan } from '#shared/cost-engine/types'
import { projectTypeLabel, regionLabel } from '#shared/project-types'
import { SCOPE_QUESTION_ID } from '#shared/smart-questions/question-catalogue'
import { answerLabel, questionText } from '#shared/smart-questions/readable-answers'
import { scopeLabel, toScope } from '#shared/scope'
import type { BuildReportDataInput, ReportBenchmarks } from './report-data/types'
import type { ReportSummary } from './reports.repository'

/**
 * What a report needs of its estimate: the reports feature declares it, the estimates repository's row satisfies
 * it (the composition root hands one to the other, docs/decisions/013-composition-root.md).
 */
export interface EstimateForReport {
  id: string
  projectType: string
  region: string
  propertyAddress: string | null
  description: string | null
  email: string | null
  /** numeric(7,2) as the database returns it. */
  sizeSqm: string
  totalExVatPence: number
  totalCostIncVatPence: number
  /** The engine's CostPlan, stored as JSON. */
  costBreakdown: unknown
  aiInsights: unknown
  createdAt: Date
  /** The account the estimate is saved to: then only its owner (or the buyer) reads its report without a link. */
  userId?: string | null
  /** The name on the owner's account, where they gave one (the report's "Prepared for"). */
  ownerName?: string | null
  /** The investor appraisal saved with the estimate (decision 029): `{ input, updatedAt }` as stored, or null. */
  appraisal?: unknown
}

/** The saved appraisal's input, when it is one the schema still accepts (else the report has no appendix). */
export function savedAppraisalInput(stored: unknown): AppraisalInput | undefined {
  if (!stored || typeof stored !== 'object') return undefined
  const parsed = AppraisalInputSchema.safeParse((stored as { input?: unknown }).input)
  return parsed.success ? parsed.data : undefined
}

/** The answers as people read them: the question asked and the option label, never an id or option value. */
export function answersOf(
  row: Pick<EstimateForReport, 'aiInsights'>,
): { id: string; question: string; answer: string }[] {
  const answers = (row.aiInsights as { answers?: Record<string, string> } | null)?.answers ?? {}
  return Object.entries(answers)
    .filter(([, a]) => typeof a === 'string' && a.trim() !== '')
    .map(([id, a]) => ({
      id,
      question: questionText(id),
      // The scope answer by its ladder label alone (its option label also says what the rung includes).
      answer: id === SCOPE_QUESTION_ID ? scopeLabel(toScope(a) ?? 'medium') : answerLabel(id, a),
    }))
}

/**
 * The report's input from its row and estimate (pure). The buyer's email falls back to the estimate form's, the name
 * given at payment to the account holder's.
 */
export function buildReportInput(
  report: Pick<ReportSummary, 'reportId' | 'clientEmail'> & Partial<Pick<ReportSummary, 'clientName'>>,
  estimate: EstimateForReport,
  generatedAt: Date,
  benchmarks?: ReportBenchmarks,
): BuildReportDataInput {
  const plan = estimate.costBreakdown as CostPlan
  const appraisal = savedAppraisalInput(estimate.appraisal)
  return {
    plan,
    estimate: {
      id: estimate.id,
      projectTypeLabel: projectTypeLabel(estimate.projectType),
      propertyAddress: estimate.propertyAddress,
      description: estimate.description ?? plan.input?.description ?? '',
      sizeSqm: Number(estimate.sizeSqm),
      regionLabel: plan.facts?.regionLabel ?? regionLabel(estimate.region),
      createdAt: estimate.createdAt,
      answers: answersOf(estimate),
    },
    report: {
      reportId: report.reportId,
      generatedAt,
      priceDate: plan.priceAdjustment?.priceDate ?? plan.input?.priceDate ?? generatedAt.toISOString().slice(0, 10),
      clientEmail: report.clientEmail?.trim() || estimate.email?.trim() || null,
      // The name given at payment, else the account holder's; the cover shows the email only without either.
      clientName: report.clientName?.trim() || estimate.ownerName?.trim() || null,
    },
    ...(benchmarks ? { benchmarks } : {}),
    ...(appraisal ? { appraisal } : {}),
  }
}
