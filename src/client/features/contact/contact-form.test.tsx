// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { sendValidForm } from '#tests/helpers/send-form'
import { buildValidationProblem } from '#tests/factories/problem'
import { Toaster } from '#client/components/ui/toaster'
import { createQueryClient } from '#client/lib/query-client'
import { ContactForm } from './contact-form'

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
      <Toaster />
    </QueryClientProvider>,
  )
}

function field(label: string | RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } })
}

function chooseSubject(name: string) {
  const trigger = screen.getByRole('combobox', { name: 'Subject' })
  fireEvent.keyDown(trigger, { key: 'Enter' })
  const option = screen.getByRole('option', { name })
  fireEvent.keyDown(option, { key: 'Enter' })
}

function fillValid() {
  type('First name', 'Priya')
  type('Last name', 'Shah')
  type('Email', 'priya@example.co.uk')
  chooseSubject('Billing Question')
  type('Message', 'I was charged twice for my report.')
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: /Send message/ }))
}

const form = { render: renderForm, fillValid, submit }

setupComponentTest()

describe('ContactForm', () => {
  it('offers the six subjects of the spec', () => {
    renderForm()
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Subject' }), { key: 'Enter' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'General Inquiry',
      'Technical Support',
      'Billing Question',
      'Report Issue',
      'Feedback',
      'Partnership',
    ])
  })

  it('shows a message per invalid field, keeps what was typed and sends nothing', () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    type('Email', 'not-an-email')
    type('Message', 'short')
    submit()

    expect(screen.getByText('Enter your first name')).toBeTruthy()
    expect(screen.getByText('Enter your last name')).toBeTruthy()
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Choose a subject')).toBeTruthy()
    expect(screen.getByText(/at least 10 characters/)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Please correct 5 fields below.')
    expect(field('Email').value).toBe('not-an-email')
    expect(field('Message').value).toBe('short')
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('First name'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the message, shows Message Sent and clears the form', async () => {
    let release: (r: Response) => void = () => {}
    const fetchMock = sendValidForm(form, () => new Promise<Response>((resolve) => (release = resolve)))

    const button = await screen.findByRole('button', { name: /Sending\.\.\./ })
    expect(button).toHaveProperty('disabled', true)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/contact')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.co.uk',
      subject: 'billing',
      message: 'I was charged twice for my report.',
    })

    release(
      new Response(JSON.stringify({ id: 'msg_1' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    )
    expect(await screen.findByText('Message Sent')).toBeTruthy()
    expect(screen.getByText(/24-48 hours/, { selector: '[data-state] *' })).toBeTruthy()
    await waitFor(() => expect(field('First name').value).toBe(''))
    expect(field('Message').value).toBe('')
    expect(screen.getByRole('button', { name: /Send message/ })).toHaveProperty('disabled', false)
  })

  it('maps server field errors onto the fields and keeps the input', async () => {
    const problem = buildValidationProblem([{ path: 'email', message: 'This email domain cannot receive mail' }])
    sendValidForm(
      form,
      async () =>
        new Response(JSON.stringify(problem), {
          status: 400,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    )

    expect(await screen.findByText('This email domain cannot receive mail')).toBeTruthy()
    expect(screen.getByText('Send Failed')).toBeTruthy()
    expect(field('Email').value).toBe('priya@example.co.uk')
    expect(field('Message').value).toBe('I was charged twice for my report.')
  })

  it('shows Send Failed and keeps everything typed when the server fails', async () => {
    sendValidForm(form, async () => new Response('', { status: 500, statusText: 'Internal Server Error' }))

    expect(await screen.findByText('Send Failed')).toBeTruthy()
    expect(field('First name').value).toBe('Priya')
    expect(field('Message').value).toBe('I was charged twice for my report.')
    expect(screen.getByRole('combobox', { name: 'Subject' }).textContent).toContain('Billing Question')
    expect(screen.getByRole('button', { name: /Send message/ })).toHaveProperty('disabled', false)
  })
})
