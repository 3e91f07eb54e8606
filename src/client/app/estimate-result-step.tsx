import { useQuery } from '@tanstack/react-query'
import { ClipboardCheck, PencilLine, RotateCcw } from 'lucide-react'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { LinkButton } from '../components/link-button'
import { Button } from '../components/ui/button'
import { getEstimate } from '../features/estimate-result/api/result-api'
import { EstimateResult } from '../features/estimate-result/components/estimate-result'
import { savedEstimateQueryKey } from '../features/estimate-result/components/saved-estimate'
import { AccountSaveCard } from './account-save-card'
import { ReportAction, useReportPlan } from './report-action'
import { useReviseEstimate } from './use-revise-estimate'

/** The wizards' last step: the fresh estimate with its report button, 'Edit details' and 'New estimate'. */
export function EstimateResultStep({
  estimate,
  editDetails,
  startOver,
  basePath,
}: {
  estimate: EstimateResponse
  editDetails: () => void
  startOver: () => void
  /** Where this wizard's results live ('/estimate'): a corrected estimate opens at `{basePath}/{id}`. */
  basePath: string
}) {
  const revision = useReviseEstimate(basePath)
  // The same cache entry as /estimate/{id}: once the report is bought (or found bought) it refreshes to 'Ready'.
  const { data } = useQuery({
    queryKey: savedEstimateQueryKey(estimate.id),
    queryFn: async ({ signal }) => ({ estimate: await getEstimate(estimate.id, signal) }),
    initialData: { estimate },
  })
  const current = data.estimate
  const { includedIn } = useReportPlan()
  return (
    <EstimateResult
      estimate={current}
      focusTitle
      reportButton={<ReportAction estimate={current} />}
      reportIncludedIn={includedIn}
      // The POST's answer says when it was not saved (the plan's allowance); a later read no longer does.
      accountCard={<AccountSaveCard estimate={{ ...current, notSaved: current.notSaved ?? estimate.notSaved }} />}
      onChangeFact={(id, value) => revision.onChangeFact(current, id, value)}
      isRevising={revision.isRevising}
      actions={
        <>
          <LinkButton to={`/quote-check/${current.id}`} variant="outline">
            <ClipboardCheck aria-hidden="true" />
            Check a builder’s quote
          </LinkButton>
          <Button variant="outline" onClick={editDetails}>
            <PencilLine aria-hidden="true" />
            Edit details
          </Button>
          <Button variant="ghost" onClick={startOver}>
            <RotateCcw aria-hidden="true" />
            New estimate
          </Button>
        </>
      }
    />
  )
}
