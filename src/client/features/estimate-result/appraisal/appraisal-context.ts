import { appraisalContextFromPlan } from '#shared/appraisal/context'
import type { AppraisalContext } from '#shared/appraisal/schema'
import type { CostPlan } from '#shared/cost-engine/types'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { poundsToPence } from '../lib/result-format'

/**
 * The appraisal's context from the estimate as the API answers it, through the module's own builder: the same works
 * range (pounds back to the exact pence), programme, region and price date the server reads from the cost plan
 * (`region` is the plan input's, `priceDate` its price date), so the page's figures are the report's and the API's.
 */
export function appraisalContextOf(estimate: EstimateResponse): AppraisalContext {
  return appraisalContextFromPlan({
    range: {
      lowPence: poundsToPence(estimate.range.low),
      likelyPence: poundsToPence(estimate.range.likely),
      highPence: poundsToPence(estimate.range.high),
      lowExcVatPence: poundsToPence(estimate.range.lowExcludingVAT),
      highExcVatPence: poundsToPence(estimate.range.highExcludingVAT),
    },
    programme: { totalWeeks: estimate.timeline.weeks, phases: estimate.timeline.phases },
    // The builder reads only the input's region and price date.
    input: { region: estimate.region, priceDate: estimate.priceDate } as CostPlan['input'],
  })
}
