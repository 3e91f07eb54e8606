// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { Toaster } from '#client/components/ui/toaster'
import { ReportFileButtons } from './report-file-buttons'

setupComponentTest()

const REPORT_ID = 'QSR-0123456789ABCDEFGHJK'

/** HEAD /api/reports/{id}/view answering `status` (409: paid, still rendering), and a record of what was asked. */
function stubHead(status: number) {
  const fetchMock = vi.fn(async () =>
    status === 200
      ? new Response(null, { status, headers: { 'content-length': '48213', 'content-type': 'application/pdf' } })
      : new Response(null, { status, headers: { 'content-type': 'application/problem+json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderButtons() {
  render(
    <>
      <ReportFileButtons reportId={REPORT_ID} />
      <Toaster />
    </>,
  )
}

describe('ReportFileButtons download', () => {
  it('says a paid report that is still rendering is being prepared, rather than that the download failed', async () => {
    const fetchMock = stubHead(409)
    renderButtons()
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('Report Still Being Prepared')).toBeTruthy()
    expect(screen.getByText('Your report is still being prepared. Please try again in a minute.')).toBeTruthy()
    expect(screen.queryByText('Download Failed')).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/reports/${REPORT_ID}/view`,
      expect.objectContaining({ method: 'HEAD' }),
    )
  })

  it('reports a report the server does not know as a failed download', async () => {
    stubHead(404)
    renderButtons()
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('Download Failed')).toBeTruthy()
  })

  it('starts the download of a ready report', async () => {
    stubHead(200)
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderButtons()
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('Download Started')).toBeTruthy()
    expect(click).toHaveBeenCalled()
  })
})
