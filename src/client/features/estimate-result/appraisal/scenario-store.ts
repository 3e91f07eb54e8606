import { z } from 'zod'
import { AppraisalInputSchema, type AppraisalInput } from '#shared/appraisal/schema'

export interface AppraisalScenario {
  name: string
  input: AppraisalInput
}

const ScenariosSchema = z.array(z.object({ name: z.string().max(40), input: AppraisalInputSchema })).max(3)
const keyOf = (estimateId: string) => `appraisal-scenarios:${estimateId}`

/**
 * The named scenarios kept for an estimate in this browser (localStorage): what was kept, checked against the
 * schema when read back, or none (storage unavailable, or anything unreadable).
 */
export function loadScenarios(estimateId: string): AppraisalScenario[] {
  try {
    const raw = window.localStorage.getItem(keyOf(estimateId))
    if (!raw) return []
    const parsed = ScenariosSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

export function storeScenarios(estimateId: string, scenarios: AppraisalScenario[]): void {
  try {
    if (scenarios.length === 0) window.localStorage.removeItem(keyOf(estimateId))
    else window.localStorage.setItem(keyOf(estimateId), JSON.stringify(scenarios))
  } catch {
    // Private browsing or storage full: the scenarios stay on the page until it closes.
  }
}
