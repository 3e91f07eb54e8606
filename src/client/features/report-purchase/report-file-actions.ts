import { reportDownloadUrl, reportViewUrl } from './report-purchase-api'

/** Opens the report in a new tab. Returns false when the browser blocked the new window. */
export function openReportInNewTab(reportId: string, token?: string): boolean {
  // Not 'noopener' in the features: then window.open always returns null and a blocked popup can't be told apart.
  const opened = window.open(reportViewUrl(reportId, token), '_blank')
  if (!opened) return false
  opened.opener = null
  return true
}

/**
 * Starts a download of the report PDF through a temporary link (the server sends it as an attachment).
 * `source: 'success'` gives the spec's success-page filename, Professional-Report-{id}.pdf.
 */
export function downloadReport(reportId: string, source?: 'success', token?: string) {
  const link = document.createElement('a')
  link.href = reportDownloadUrl(reportId, source, token)
  link.download =
    source === 'success' ? `Professional-Report-${reportId}.pdf` : `Professional-QS-Report-${reportId}.pdf`
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
}

/** Bytes → "123 KB" (the spec: the success page shows the size in KB). */
export function formatKb(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`
}
