// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteHeader } from './site-header'

afterEach(cleanup)

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
        children: ['/', '/estimate', '/about'].map((p) => ({ path: p, element: <h1>{p}</h1> })),
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const mobileNav = () => screen.queryByRole('navigation', { name: 'Mobile' })

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
  expect(mobileNav()).not.toBeNull()
}

describe('SiteHeader mobile menu', () => {
  it('closes when one of its links is followed', async () => {
    renderHeaderAt('/about')
    openMenu()
    fireEvent.click(within(mobileNav()!).getByRole('link', { name: 'Calculator' }))
    expect(await screen.findByRole('heading', { name: '/estimate' })).toBeTruthy()
    expect(mobileNav()).toBeNull()
  })

  it('closes on any navigation and stays closed on Back to the page it was opened on', async () => {
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
