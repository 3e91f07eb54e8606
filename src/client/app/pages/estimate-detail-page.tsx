import { useParams } from 'react-router-dom'
import { SavedEstimate } from '../../features/estimate-result/components/saved-estimate'
import { BuyReportButton } from '../../features/payments/buy-report-button'

/** /estimate/:id: a saved estimate, shown with the wizard's result view (404 → 'Estimate not found'). */
export function EstimateDetailPage() {
  const { id = '' } = useParams()
  return (
    <SavedEstimate
      key={id}
      id={id}
      renderReportButton={(estimate) => <BuyReportButton estimateId={estimate.id} className="w-full" />}
    />
  )
}
