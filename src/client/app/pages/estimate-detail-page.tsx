import { SavedEstimate } from '../../features/estimate-result/components/saved-estimate'
import { AccountSaveCard } from '../account-save-card'
import { ReportAction, useReportPlan } from '../report-action'

/** A saved estimate, shown with the wizard's result view (404 → 'Estimate not found'). */
export function SavedEstimatePage({ id }: { id: string }) {
  const { includedIn } = useReportPlan()
  return (
    <SavedEstimate
      key={id}
      id={id}
      reportIncludedIn={includedIn}
      renderReportButton={(estimate) => <ReportAction estimate={estimate} />}
      renderAccountCard={(estimate) => <AccountSaveCard estimate={estimate} />}
    />
  )
}
