// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { renderApp } from '#client/test/render'
import { accountDashboard } from '#tests/factories/dashboard'

setupComponentTest()

const ANN = { id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true }

/**
 * get-session answers `user` (null: signed out), the dashboard an account's, the subscription none and no invoices;
 * anything else answers 200 {}.
 */
function stubSession(user: typeof ANN | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answers: Record<string, unknown> = {
        '/api/auth/get-session': user ? { user } : null,
        '/api/dashboard': accountDashboard,
        '/api/subscription': { subscription: null },
        '/api/subscription/invoices': { invoices: [] },
      }
      const body = url in answers ? answers[url] : {}
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }),
  )
}

describe('account pages and who may see them', () => {
  it('/account signed out sends the visitor to sign in, to come back after', async () => {
    stubSession(null)
    const { router } = renderApp('/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(router.state.location.pathname + router.state.location.search).toBe('/sign-in?next=%2Faccount')
    expect(screen.getByText('Sign in to carry on where you were.')).toBeTruthy()
  })

  it.each(['/sign-in', '/sign-up'])('%s signed in goes to the dashboard', async (path) => {
    stubSession(ANN)
    const { router } = renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('/account signed in shows the settings with the name filled in', async () => {
    stubSession(ANN)
    renderApp('/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann')
    expect(screen.getByText(/reports you paid for/)).toBeTruthy()
  })

  it('/reset-password with an error from the emailed link says so and offers a new link', async () => {
    stubSession(null)
    renderApp('/reset-password?error=INVALID_TOKEN')
    expect(await screen.findByText('This reset link has expired or has already been used.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe('/forgot-password')
  })
})
