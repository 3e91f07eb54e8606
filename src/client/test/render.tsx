import { configure, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { routes } from '../app/routes'
import { AppProviders } from '../app/providers'
import { createQueryClient } from '../lib/query-client'

// Pages are lazy chunks: on a busy CI machine the first import of one can take longer than Testing Library's 1 s
// default. `findBy*` still resolves the moment the page appears; this only bounds how long it may take.
configure({ asyncUtilTimeout: 10_000 })

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
