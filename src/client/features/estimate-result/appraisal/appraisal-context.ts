import { appraisalContextFromPlan } from '../../../../shared/appraisal/context'
import type { AppraisalContext } from '../../../../shared/appraisal/schema'
import type { EstimateResponse } from '../../../../shared/schemas/estimates'
import { poundsToPence } from '../lib/result-format'

/**
 * The appraisal's context from the estimate as the API answers it: the same works range (pounds back to the exact
 * pence), programme and price date the server reads from the cost plan, through the module's own builder, so the
 * page's figures are the report's and the API's.
 */
export function appraisalContextOf(estimate: EstimateResponse): AppraisalContext {
  return appraisalContextFromPlan({
    range: {
      lowPence: poundsToPence(estimate.range.low),
      likelyPence: poundsToPence(estimate.range.likely),
      highPence: poundsToPence(estimate.range.high),
    },
    programme: { totalWeeks: estimate.timeline.weeks, phases: estimate.timeline.phases },
    input: { region: estimate.region, priceDate: estimate.priceDate },
  })
}
