import { SavedEstimate } from '#client/features/estimate-result/components/saved-estimate'
import { AccountSaveCard } from '../account-save-card'
import { ReportAction, useReportPlan } from '../report-action'
import { useReviseEstimate } from '../use-revise-estimate'

/** A saved estimate, shown with the wizard's result view (404 → 'Estimate not found'). */
export function SavedEstimatePage({ id, basePath }: { id: string; basePath: string }) {
  const { includedIn } = useReportPlan()
  const revision = useReviseEstimate(basePath)
  return (
    <SavedEstimate
      key={id}
      id={id}
      reportIncludedIn={includedIn}
      renderReportButton={(estimate) => <ReportAction estimate={estimate} />}
      renderAccountCard={(estimate) => <AccountSaveCard estimate={estimate} />}
      revision={revision}
    />
  )
}
