import { PencilLine, RotateCcw } from 'lucide-react'
import type { EstimateResponse } from '../../shared/schemas/estimates'
import { Button } from '../components/ui/button'
import { EstimateResult } from '../features/estimate-result/components/estimate-result'
import { BuyReportButton } from '../features/payments/buy-report-button'

/** The wizards' last step: the fresh estimate with its report button, 'Edit details' and 'New estimate'. */
export function EstimateResultStep({
  estimate,
  editDetails,
  startOver,
}: {
  estimate: EstimateResponse
  editDetails: () => void
  startOver: () => void
}) {
  return (
    <EstimateResult
      estimate={estimate}
      focusTitle
      reportButton={<BuyReportButton estimateId={estimate.id} className="w-full" />}
      actions={
        <>
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
