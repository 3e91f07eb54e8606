import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { routes } from '../app/routes'
import { AppProviders } from '../app/providers'
import { createQueryClient } from '../lib/query-client'

/** Renders the whole app (providers + routes) at a path, as the browser would. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, router }
}

/** jsdom lacks these; Radix and the scroll manager call them. */
export function stubBrowserApis() {
  window.scrollTo = (() => {}) as typeof window.scrollTo
  Element.prototype.scrollIntoView = () => {}
  Element.prototype.hasPointerCapture = () => false
  Element.prototype.releasePointerCapture = () => {}
}
