import type { EstimateResponse } from '../../../shared/schemas/estimates'
import { WhatYouGetCard } from '../../features/estimate-wizard/components/what-you-get-card'
import { EstimateResultStep } from '../estimate-result-step'
import { SavedEstimatePage } from './estimate-detail-page'

/**
 * What /estimate and /professional draw around their own form and questions: the side card, the result step,
 * and addresses under `basePath` (a result at `{basePath}/{id}`; an id the flow did not produce is a saved estimate).
 */
export function estimateFlowFrame(basePath: string, routeEstimateId: string | undefined) {
  return {
    formAside: <WhatYouGetCard />,
    renderResult: (estimate: EstimateResponse, actions: { editDetails: () => void; startOver: () => void }) => (
      <EstimateResultStep estimate={estimate} {...actions} />
    ),
    addressing: {
      formPath: basePath,
      resultPath: (estimateId: string) => `${basePath}/${encodeURIComponent(estimateId)}`,
      routeEstimateId,
      renderSaved: (savedId: string) => <SavedEstimatePage id={savedId} />,
    },
  }
}
