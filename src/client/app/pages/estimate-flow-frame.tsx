import { lazy, Suspense } from 'react'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { PageLoading } from '#client/components/page-loading'
import { WhatYouGetCard } from '#client/features/estimate-wizard/components/what-you-get-card'

// The result and a saved estimate (its figures, charts and the report's payment form) are chunks of their own, so
// the wizard's first screen does not wait for them (docs/decisions/018-prerendering.md).
const EstimateResultStep = lazy(async () => ({
  default: (await import('../estimate-result-step')).EstimateResultStep,
}))
const SavedEstimatePage = lazy(async () => ({ default: (await import('./estimate-detail-page')).SavedEstimatePage }))

/**
 * What /estimate and /professional draw around their own form and questions: the side card, the result step,
 * and addresses under `basePath` (a result at `{basePath}/{id}`; an id the flow did not produce is a saved estimate).
 */
export function estimateFlowFrame(basePath: string, routeEstimateId: string | undefined) {
  return {
    formAside: <WhatYouGetCard />,
    renderResult: (estimate: EstimateResponse, actions: { editDetails: () => void; startOver: () => void }) => (
      <Suspense fallback={<PageLoading />}>
        <EstimateResultStep estimate={estimate} basePath={basePath} {...actions} />
      </Suspense>
    ),
    addressing: {
      formPath: basePath,
      resultPath: (estimateId: string) => `${basePath}/${encodeURIComponent(estimateId)}`,
      routeEstimateId,
      renderSaved: (savedId: string) => (
        <Suspense fallback={<PageLoading />}>
          <SavedEstimatePage id={savedId} basePath={basePath} />
        </Suspense>
      ),
    },
  }
}
