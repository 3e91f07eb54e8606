import { Download, ExternalLink } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { toast } from '#client/components/ui/use-toast'
import { checkReport } from './report-purchase-api'
import { downloadReport, openReportInNewTab } from './report-file-actions'

/**
 * 'View Report Online' (new tab) and 'Download PDF', with docs/product/errors.md's toasts. On a bought estimate's page the spec names
 * them 'View PDF Report in Browser' and 'Download PDF Report' (`labels`), stacked to fit its side card.
 */
export function ReportFileButtons({
  reportId,
  downloadSource,
  labels = { view: 'View Report Online', download: 'Download PDF' },
  stacked = false,
  token,
}: {
  reportId: string
  /** The emailed link's token, when the page was opened from it. */
  token?: string
  downloadSource?: 'success'
  labels?: { view: string; download: string }
  stacked?: boolean
}) {
  function view() {
    if (openReportInNewTab(reportId, token)) {
      toast({ title: 'Report Opened', description: 'Your report opened in a new tab.' })
    } else {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to open report. Please try again.' })
    }
  }

  async function download() {
    // A HEAD first: a link click can't report failure, and the file is only worth starting if it is there.
    const check = await checkReport(reportId, token)
    if (check.status === 'preparing') {
      // Paid, and still rendering (e.g. just after a restart): say so rather than call it a failure.
      toast({
        title: 'Report Still Being Prepared',
        description: 'Your report is still being prepared. Please try again in a minute.',
      })
      return
    }
    if (check.status !== 'found') {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: 'Failed to download report. Please try again.',
      })
      return
    }
    downloadReport(reportId, downloadSource, token)
    toast({ title: 'Download Started', description: 'Your PDF report is downloading.' })
  }

  return (
    <div className={stacked ? 'flex flex-col gap-3' : 'flex flex-col gap-3 sm:flex-row'}>
      <Button size="lg" onClick={view}>
        <ExternalLink aria-hidden="true" />
        {labels.view}
      </Button>
      <Button size="lg" variant="outline" onClick={() => void download()}>
        <Download aria-hidden="true" />
        {labels.download}
      </Button>
    </div>
  )
}
