// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { sendValidForm } from '#tests/helpers/send-form'
import { buildValidationProblem } from '#tests/factories/problem'
import { Toaster } from '#client/components/ui/toaster'
import { createQueryClient } from '#client/lib/query-client'
import { ContractorJoinForm } from './contractor-join-form'

function renderForm() {
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ContractorJoinForm />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  )
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } })
const tick = (label: string | RegExp) => fireEvent.click(screen.getByRole('checkbox', { name: label }))
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send listing/ }))

function fillValid() {
  type('Business name', 'Harper & Sons Building')
  type('Contact name', 'Ellen Harper')
  type('Business email', 'ellen@harper.example')
  type('Business phone', '0161 496 0000')
  tick('Kitchens')
  tick('Extensions')
  tick('North of England')
  type('About your business', 'Family firm in Manchester doing kitchens and extensions since 1998.')
  tick(/I agree that, once verified/)
}

const jsonResponse = (status: number, body: unknown, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } })

const form = { render: renderForm, fillValid, submit }

setupComponentTest()

describe('ContractorJoinForm', () => {
  it('names every missing field, keeps what was typed, focuses the first and sends nothing', () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    type('Business email', 'not-an-email')
    type(/^Website/, 'not a website')
    tick('Roofing')
    submit()

    expect(screen.getByText('Enter your business name')).toBeTruthy()
    expect(screen.getByText('Enter a contact name')).toBeTruthy()
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Enter a phone number')).toBeTruthy()
    expect(screen.getByText(/^Enter a website address/)).toBeTruthy()
    expect(screen.getByText('Choose at least one region')).toBeTruthy()
    expect(screen.getByText(/at least 20 characters/)).toBeTruthy()
    expect(screen.getByText(/^Tick the box/)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Please correct 8 fields below.')
    expect(field('Business email').value).toBe('not-an-email')
    expect(field(/^Website/).value).toBe('not a website')
    expect(screen.getByRole('checkbox', { name: 'Roofing' })).toHaveProperty('checked', true)
    expect(field('Business email').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Business name'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the listing and says it will appear once verified', async () => {
    const fetchMock = sendValidForm(form, async () =>
      jsonResponse(201, { id: 'c1', message: 'Thank you. Our team checks every listing before it appears.' }),
    )

    expect(await screen.findByRole('heading', { name: 'Listing received' })).toBeTruthy()
    expect(screen.getByText(/checks every listing before it appears/)).toBeTruthy()
    expect(screen.getByText(/does not appear in the directory/)).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/contractors')
    expect(JSON.parse(init.body as string)).toEqual({
      businessName: 'Harper & Sons Building',
      contactName: 'Ellen Harper',
      email: 'ellen@harper.example',
      phone: '0161 496 0000',
      specialties: ['kitchens', 'extensions'],
      regions: ['north'],
      description: 'Family firm in Manchester doing kitchens and extensions since 1998.',
      consent: true,
    })
  })

  it('puts the server’s field errors on their fields and keeps the input', async () => {
    const problem = buildValidationProblem([{ path: 'regions.0', message: 'Choose a region from the list' }])
    sendValidForm(form, async () => jsonResponse(400, problem, 'application/problem+json'))

    expect(await screen.findByText('Choose a region from the list')).toBeTruthy()
    expect(screen.getByText('Listing not sent')).toBeTruthy()
    expect(field('Business name').value).toBe('Harper & Sons Building')
    expect(screen.getByRole('checkbox', { name: 'North of England' })).toHaveProperty('checked', true)
  })

  it('shows the server’s reason when it is too busy, and keeps everything typed', async () => {
    const problem = {
      type: '/problems/rate_limited',
      title: 'Too many requests',
      status: 429,
      code: 'rate_limited',
      detail: 'You have sent several messages recently. Please try again later.',
    }
    sendValidForm(form, async () => jsonResponse(429, problem, 'application/problem+json'))

    expect(await screen.findByText(/sent several messages recently/)).toBeTruthy()
    expect(field('About your business').value).toMatch(/^Family firm/)
    expect(screen.getByRole('button', { name: /Send listing/ })).toHaveProperty('disabled', false)
  })
})
