// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Invoice, Subscription } from '#shared/schemas/subscriptions'
import { proSubscription, sessionUser } from '#tests/factories/subscription'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { renderApp } from '#client/test/render'

setupComponentTest()

const ANN = sessionUser
const PRO = proSubscription
const RECEIPT: Invoice = {
  id: 'in_1',
  number: 'RCE-0001',
  status: 'paid',
  description: 'Pro plan (monthly)',
  amountDuePence: 999,
  amountPaidPence: 999,
  currency: 'gbp',
  createdAt: '2026-11-24T09:00:00.000Z',
  paidAt: '2026-11-24T09:00:01.000Z',
  periodStart: '2026-11-24T09:00:00.000Z',
  periodEnd: '2026-12-24T09:00:00.000Z',
  hostedInvoiceUrl: 'https://invoice.stripe.test/i/in_1',
  stripePdfUrl: 'https://invoice.stripe.test/i/in_1/pdf',
  netPence: 833,
  vatPence: 166,
  grossPence: 999,
}

const PREVIEW = {
  tier: 'pro',
  billingPeriod: 'annual',
  amountDueNowPence: 9000,
  chargePence: 9999,
  creditPence: 999,
  creditLeftPence: 0,
  newPricePence: 9999,
  renewsAt: '2027-11-24T09:00:00.000Z',
  quotedAt: '2026-11-24T10:00:00.000Z',
}

/** A signed-in account with `subscription`; each POST /api/subscription/* answers the subscription it makes. */
function stubServer(subscription: Subscription | null, user: typeof ANN | null = ANN) {
  const posts: { url: string; body: unknown }[] = []
  let current = subscription
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      if (init?.method === 'POST') {
        posts.push({ url, body })
        if (url === '/api/subscription/cancel') current = { ...current!, cancelAtPeriodEnd: true }
        if (url === '/api/subscription/resume') current = { ...current!, cancelAtPeriodEnd: false }
        if (url === '/api/subscription/change') current = { ...current!, ...body }
      }
      const answers: Record<string, unknown> = {
        '/api/subscription/change-preview?tier=pro&billingPeriod=annual': { preview: PREVIEW },
        '/api/auth/get-session': user && { user },
        '/api/subscription': { subscription: current },
        '/api/subscription/invoices': { invoices: [RECEIPT] },
      }
      const answer =
        url.startsWith('/api/subscription/') && init?.method === 'POST' ? { subscription: current } : answers[url]
      return new Response(JSON.stringify(answer ?? {}), { headers: { 'content-type': 'application/json' } })
    }),
  )
  return posts
}

describe('/account/billing (TEST MODE portal)', () => {
  it('signed out, sends the visitor to sign in and back', async () => {
    stubServer(null, null)
    const { router } = renderApp('/account/billing')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(router.state.location.search).toBe('?next=%2Faccount%2Fbilling')
  })

  it('shows the plan, labelled TEST MODE, and the receipts with their amounts and links', async () => {
    stubServer(PRO)
    renderApp('/account/billing')
    expect(await screen.findByText('Renews on 24 December 2026')).toBeTruthy()
    expect(screen.getByText('TEST MODE')).toBeTruthy()
    const receipts = within(await screen.findByRole('list', { name: 'Invoices and receipts' }))
    expect(receipts.getByText('Pro plan (monthly)')).toBeTruthy()
    expect(receipts.getAllByText('£9.99', { exact: false }).length).toBeGreaterThan(0)
    expect(receipts.getByText('Paid')).toBeTruthy()
    expect(receipts.getByRole('link', { name: /View/ }).getAttribute('href')).toBe(RECEIPT.hostedInvoiceUrl)
  })

  it('switches to annual billing only after a confirmation showing the amount charged now and the new price', async () => {
    const posts = stubServer(PRO)
    renderApp('/account/billing')
    const form = within(await screen.findByRole('form', { name: 'Switch plan' }))
    expect((form.getByRole('button', { name: 'This is your current plan' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(form.getByRole('radio', { name: 'Annual: £99.99' }))
    fireEvent.click(form.getByRole('button', { name: 'Switch to Pro, annual billing' }))

    let dialog = within(await screen.findByRole('dialog', { name: 'Switch to Pro, billed annually?' }))
    expect((await dialog.findByTestId('amount-due-now')).textContent).toBe('£90.00')
    expect(dialog.getByText(/from 24 November 2027/).textContent).toBe('Then £99.99 a year from 24 November 2027.')
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts).toEqual([])

    fireEvent.click(form.getByRole('button', { name: 'Switch to Pro, annual billing' }))
    dialog = within(await screen.findByRole('dialog', { name: 'Switch to Pro, billed annually?' }))
    fireEvent.click(await dialog.findByRole('button', { name: 'Confirm and pay £90.00' }))
    expect(await screen.findByText('Switched to Pro, billed annually')).toBeTruthy()
    expect(posts).toEqual([
      {
        url: '/api/subscription/change',
        body: { tier: 'pro', billingPeriod: 'annual', quotedAt: PREVIEW.quotedAt },
      },
    ])
  })

  it('cancels only after the confirmation, then offers to resume', async () => {
    const posts = stubServer(PRO)
    renderApp('/account/billing')
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your Pro plan?' }))
    expect(posts).toEqual([])
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel at period end' }))
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeTruthy()
    expect(screen.getAllByText(/Cancels on 24 December 2026/).length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }))
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeTruthy()
    expect(posts.map((p) => p.url)).toEqual(['/api/subscription/cancel', '/api/subscription/resume'])
  })
})
