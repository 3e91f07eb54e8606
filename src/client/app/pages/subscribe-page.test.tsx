// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CreateSubscriptionResponse, Subscription } from '#shared/schemas/subscriptions'
import { proSubscription, sessionUser } from '#tests/factories/subscription'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { renderApp } from '#client/test/render'

setupComponentTest()

const ANN = sessionUser
const PRO = proSubscription

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })

function created(body: { tier: 'pro' | 'business'; billingPeriod: 'monthly' | 'annual' }): CreateSubscriptionResponse {
  const amountPence = { pro: { monthly: 999, annual: 9999 }, business: { monthly: 2999, annual: 29999 } }[body.tier][
    body.billingPeriod
  ]
  return {
    clientSecret: 'sub_secret',
    subscriptionId: 'sub_1',
    provider: 'test',
    currency: 'gbp',
    amountPence,
    ...body,
  }
}

/**
 * The server as the subscribe page meets it: the session, the account's subscription, POST /api/create-subscription
 * (answering for the choice asked, or `createStatus`) and the TEST MODE confirm (`confirm`).
 */
function stubServer(options: {
  user?: typeof ANN | null
  subscription?: Subscription | null
  createStatus?: number
  confirm?: () => Response
}) {
  const calls: { url: string; body: unknown }[] = []
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ url, body })
    if (url === '/api/auth/get-session')
      return json(options.user === undefined ? { user: ANN } : options.user && { user: options.user })
    if (url === '/api/subscription') return json({ subscription: options.subscription ?? null })
    if (url === '/api/create-subscription')
      return options.createStatus
        ? json({ status: options.createStatus, code: 'internal', detail: 'Boom' }, options.createStatus)
        : json(created(body))
    if (url === '/api/test-payments/confirm') return options.confirm ? options.confirm() : json({ status: 'succeeded' })
    if (url === '/api/dashboard') return json({})
    return json({})
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

const creations = (calls: { url: string; body: unknown }[]) =>
  calls.filter((c) => c.url === '/api/create-subscription').map((c) => c.body)

async function fillAndSubscribe(cardNumber: string) {
  const form = await screen.findByRole('form', { name: 'Test card details' })
  fireEvent.change(within(form).getByLabelText('Card number'), { target: { value: cardNumber } })
  fireEvent.change(within(form).getByLabelText('Expiry (MM / YY)'), { target: { value: '1234' } })
  fireEvent.change(within(form).getByLabelText('CVC'), { target: { value: '123' } })
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }))
}

describe('/subscribe/{tier}', () => {
  it('signed out, asks to sign in or sign up and comes back to the same tier and period', async () => {
    const calls = stubServer({ user: null })
    renderApp('/subscribe/business?period=annual')
    expect(await screen.findByRole('heading', { name: 'Sign in to subscribe' })).toBeTruthy()
    const next = encodeURIComponent('/subscribe/business?period=annual')
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/sign-in?next=${next}`)
    expect(main.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/sign-up?next=${next}`)
    expect(screen.getByTestId('plan-price').textContent).toContain('£299.99')
    expect(screen.getByText('Save 17%', { selector: 'label span' })).toBeTruthy()
    expect(creations(calls)).toEqual([])
  })

  it('creates the subscription for the tier and period, and again when the period changes', async () => {
    const calls = stubServer({})
    const { router } = renderApp('/subscribe/pro')
    expect(await screen.findByText(/You pay/)).toBeTruthy()
    expect(screen.getByText('£9.99', { selector: 'strong' })).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /Annual/ }))
    expect(await screen.findByText('£99.99', { selector: 'strong' })).toBeTruthy()
    expect(router.state.location.search).toBe('?period=annual')
    expect(creations(calls)).toEqual([
      { tier: 'pro', billingPeriod: 'monthly' },
      { tier: 'pro', billingPeriod: 'annual' },
    ])
  })

  it('a failed setup says Payment Setup Failed with Back to Pricing', async () => {
    stubServer({ createStatus: 500 })
    renderApp('/subscribe/pro?period=monthly')
    expect(await screen.findByRole('heading', { name: 'Payment Setup Failed' })).toBeTruthy()
    expect(screen.getByText('Unable to initialize payment. Please try again.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Pricing' }).getAttribute('href')).toBe('/#pricing')
  })

  it('a declined card toasts Payment Failed with the provider’s message and stays on the page', async () => {
    stubServer({
      confirm: () => json({ status: 402, code: 'payment_failed', detail: 'Your card was declined.' }, 402),
    })
    const { router } = renderApp('/subscribe/pro?period=monthly')
    await fillAndSubscribe('4000000000000002')
    expect(await screen.findByText('Payment Failed')).toBeTruthy()
    expect(screen.getByText('Your card was declined.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/subscribe/pro')
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeTruthy()
  })

  it('a paid first invoice welcomes the user to the plan and goes to the dashboard', async () => {
    const calls = stubServer({})
    const { router } = renderApp('/subscribe/business?period=monthly')
    await fillAndSubscribe('4242424242424242')
    expect(await screen.findByText('Welcome to the Business plan')).toBeTruthy()
    expect(screen.getByText('Payment Successful')).toBeTruthy()
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard?subscription=success')
    expect(calls.find((c) => c.url === '/api/test-payments/confirm')?.body).toEqual({
      clientSecret: 'sub_secret',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    })
  })

  it('an account already on a plan is sent to Manage subscription, never charged again', async () => {
    const calls = stubServer({ subscription: PRO })
    renderApp('/subscribe/pro?period=annual')
    expect(await screen.findByRole('heading', { name: 'You’re already on the Pro plan' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull()
    expect(creations(calls)).toEqual([])
  })

  it.each([
    ['/subscribe/gold', 'Plan not found'],
    ['/subscribe/free', 'The Free plan needs no subscription'],
  ])('%s is a clear not-found state', async (path, heading) => {
    stubServer({})
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/#pricing')
  })
})
