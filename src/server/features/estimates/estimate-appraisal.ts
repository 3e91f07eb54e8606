import { appraise } from '#shared/appraisal/appraise'
import { appraisalContextFromPlan } from '#shared/appraisal/context'
import { AppraisalInputSchema, type AppraisalInput } from '#shared/appraisal/schema'
import type { CostPlan } from '#shared/cost-engine/types'
import type { SavedAppraisalResponse } from '#shared/schemas/appraisals'

/** What the `appraisal` column holds (migration 0011): what the buyer typed (defaults not written back), and when. */
export interface StoredAppraisal {
  input: AppraisalInput
  updatedAt: string
}

/**
 * The saved appraisal as the estimate answers it: the stored input and the shared module's figures for it against
 * the estimate's own cost range and programme. Computed on read, so a corrected formula or tax table reaches every
 * saved appraisal. A stored input the schema no longer accepts is answered as none (the buyer types it again).
 */
export function savedAppraisalOf(stored: unknown, plan: CostPlan): SavedAppraisalResponse | null {
  if (!stored || typeof stored !== 'object') return null
  const { input, updatedAt } = stored as Partial<StoredAppraisal>
  const parsed = AppraisalInputSchema.safeParse(input)
  if (!parsed.success || typeof updatedAt !== 'string') return null
  return { input: parsed.data, result: appraise(parsed.data, appraisalContextFromPlan(plan)), updatedAt }
}
