// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { createQueryClient } from '#client/lib/query-client'
import { AppProviders } from '../providers'
import { SiteHeader } from './site-header'

setupComponentTest()

const ANN = { id: 'u1', email: 'ann@example.com', name: 'Ann Smith', emailVerified: true }

/** Answers get-session with `user` (null: signed out) and sign-out with 200, recording the calls. */
function stubSession(user: typeof ANN | null) {
  let current = user
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/sign-out') current = null
    const body = url === '/api/auth/get-session' ? (current ? { user: current } : null) : { success: true }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderHeaderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
          </>
        ),
        children: ['/', '/estimate', '/about', '/account'].map((p) => ({ path: p, element: <h1>{p}</h1> })),
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

const mobileNav = () => screen.queryByRole('navigation', { name: 'Mobile' })

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
  expect(mobileNav()).not.toBeNull()
}

describe('SiteHeader mobile menu', () => {
  it('closes when one of its links is followed', async () => {
    stubSession(null)
    renderHeaderAt('/about')
    openMenu()
    fireEvent.click(within(mobileNav()!).getByRole('link', { name: 'Calculator' }))
    expect(await screen.findByRole('heading', { name: '/estimate' })).toBeTruthy()
    expect(mobileNav()).toBeNull()
  })

  it('closes on any navigation and stays closed on Back to the page it was opened on', async () => {
    stubSession(null)
    const router = renderHeaderAt('/about')
    openMenu()
    await act(() => router.navigate('/'))
    expect(mobileNav()).toBeNull()
    await act(() => router.navigate(-1))
    expect(await screen.findByRole('heading', { name: '/about' })).toBeTruthy()
    expect(mobileNav()).toBeNull()
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
  })
})

describe('SiteHeader account state', () => {
  it('offers Sign in when signed out, in the header and in the mobile menu', async () => {
    stubSession(null)
    renderHeaderAt('/')
    expect((await screen.findAllByRole('link', { name: 'Sign in' })).length).toBe(1)
    openMenu()
    expect(within(mobileNav()!).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in')
  })

  it('shows the signed-in name with a menu of Dashboard, Account and Sign out', async () => {
    stubSession(ANN)
    renderHeaderAt('/')
    const trigger = await screen.findByRole('button', { name: /Account menu, signed in as\s*Ann Smith/ })
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' })
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Dashboard', 'Account', 'Sign out'])
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  it('signs out from the mobile menu and shows Sign in again', async () => {
    const fetchMock = stubSession(ANN)
    renderHeaderAt('/account')
    openMenu()
    const nav = mobileNav()!
    expect(await within(nav).findByText('Ann Smith')).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account')
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: '/' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }))
  })
})
