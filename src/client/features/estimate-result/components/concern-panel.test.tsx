// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { Toaster } from '#client/components/ui/toaster'
import { createQueryClient } from '#client/lib/query-client'
import { ConcernPanel } from './concern-panel'

const estimate = {
  id: '3117ecd3-1737-4ddb-8179-76a15b0c5d72',
  projectTypeLabel: 'Kitchen renovation',
  propertyAddress: '14 Elm Road, Bristol',
  totalCostIncludingVAT: 28096.06,
} as EstimateResponse

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConcernPanel estimate={estimate} />
      <Toaster />
    </QueryClientProvider>,
  )
}

const email = () => screen.getByLabelText('Your email') as HTMLInputElement
const message = () => screen.getByLabelText('What concerns you?') as HTMLTextAreaElement
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send to Support Team/ }))
/** Fills both fields and sends. */
function sendConcern(from: string, concern: string) {
  fireEvent.change(email(), { target: { value: from } })
  fireEvent.change(message(), { target: { value: concern } })
  send()
}

setupComponentTest()

describe('ConcernPanel', () => {
  it("shows the estimate's project, address, cost and id", () => {
    renderPanel()
    expect(screen.getByText('Kitchen renovation')).toBeTruthy()
    expect(screen.getByText('14 Elm Road, Bristol')).toBeTruthy()
    expect(screen.getByText('£28,096.06 including VAT')).toBeTruthy()
    expect(screen.getByText(estimate.id)).toBeTruthy()
  })

  it('asks for both fields and sends nothing when one is missing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderPanel()
    fireEvent.change(email(), { target: { value: 'sam@example.co.uk' } })
    send()
    expect(await screen.findByText('Missing Information')).toBeTruthy()
    expect(screen.getByText('Please provide both your email and a message.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says the email is not valid (not that it is missing) and sends nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderPanel()
    sendConcern('sam@example', 'The kitchen looks too dear.')
    expect(await screen.findByText('Enter a valid email address, like name@example.co.uk')).toBeTruthy()
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('Missing Information')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(message().value).toBe('The kitchen looks too dear.')
  })

  it('counts characters up to 1000', () => {
    renderPanel()
    fireEvent.change(message(), { target: { value: 'Too high' } })
    expect(screen.getByText(/^8\/1000/)).toBeTruthy()
    fireEvent.change(message(), { target: { value: 'x'.repeat(1200) } })
    expect(message().value).toHaveLength(1000)
  })

  it('sends the concern with the estimate details, confirms and clears', async () => {
    const fetchMock = vi.fn(
      async () => new Response('{"id":"c1"}', { status: 201, headers: { 'content-type': 'application/json' } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderPanel()
    sendConcern('sam@example.co.uk', 'A builder quoted much less.')
    expect(await screen.findByText('Message Sent')).toBeTruthy()
    expect(screen.getByText(/within 24 hours/)).toBeTruthy()
    await waitFor(() => expect(message().value).toBe(''))
    expect(email().value).toBe('')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/troubleshoot-email')
    expect(JSON.parse(String(init.body))).toMatchObject({
      userEmail: 'sam@example.co.uk',
      message: 'A builder quoted much less.',
      estimateId: estimate.id,
      projectDetails: {
        projectType: 'Kitchen renovation',
        propertyAddress: '14 Elm Road, Bristol',
        totalCost: 28096.06,
      },
    })
  })

  it('keeps the text when sending fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    )
    renderPanel()
    fireEvent.change(email(), { target: { value: 'sam@example.co.uk' } })
    fireEvent.change(message(), { target: { value: 'Please check the VAT.' } })
    send()
    expect(await screen.findByText('Send Failed')).toBeTruthy()
    expect(message().value).toBe('Please check the VAT.')
    expect(email().value).toBe('sam@example.co.uk')
  })
})
