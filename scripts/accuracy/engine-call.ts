import { ZodError } from 'zod'
import { AppError } from '#server/errors'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { RateTable } from '#shared/cost-engine/rate-table'
import { bandKey } from '#shared/cost-engine/stages/range'
import { EstimateRequestSchema, ProfessionalEstimateRequestSchema } from '#shared/schemas/estimates'
import { firstFormRequest, professionalRequest, refuseUnstorable } from '#server/features/estimates/estimate-inputs'
import { toPounds } from '#server/features/estimates/estimate-response'
import type { EstimatePath } from './published-rules'

/** What score-published.py reads from an estimate, in pounds as the API answers them. */
export interface EngineFigures {
  inc: number
  exc: number
  lowInc: number
  highInc: number
  lowExc: number
  highExc: number
  /** The measured band the estimate's range used (its family and scope state): what range-bands.ts measures. */
  band: { family: string; scopeKnown: boolean }
}

/**
 * POST `path` with `body`, in process: the route's schema, the service's input building (estimate-inputs.ts), the
 * engine at `priceDate` with the server's rate table, and the response's pounds. A body the route would refuse (a
 * 400) or an engine error is `{ error }`, as a refused HTTP call is.
 */
export function callEngine(
  path: EstimatePath,
  body: Record<string, unknown>,
  rates: RateTable,
  priceDate: string,
): EngineFigures | { error: string } {
  try {
    const priced =
      path === '/api/estimates'
        ? firstFormRequest(EstimateRequestSchema.parse(body))
        : professionalRequest(ProfessionalEstimateRequestSchema.parse(body))
    const plan = estimateCost({ ...priced.input, priceDate }, rates)
    refuseUnstorable(plan)
    return {
      inc: toPounds(plan.totalIncVatPence),
      exc: toPounds(plan.totalExcVatPence),
      lowInc: toPounds(plan.range.lowPence),
      highInc: toPounds(plan.range.highPence),
      lowExc: toPounds(plan.range.lowExcVatPence),
      highExc: toPounds(plan.range.highExcVatPence),
      band: bandKey(plan.facts.baseType, plan.facts.scopeStated !== false),
    }
  } catch (error) {
    if (error instanceof ZodError)
      return { error: `400: ${error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` }
    if (error instanceof AppError) return { error: `${error.status}: ${error.message}` }
    return { error: error instanceof Error ? error.message : String(error) }
  }
}
