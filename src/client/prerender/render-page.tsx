import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { AppProviders } from '../app/providers'
import { routes } from '../app/routes'
import { createQueryClient } from '../lib/query-client'

/**
 * The HTML of one page of the app, as the browser's first render of it draws it: the same routes and providers as
 * app.tsx, a fresh query cache (nothing fetched, so signed-in parts render as loading, as they do before the
 * session arrives), and every lazy page awaited. The build writes it into index.html for the pages in
 * PRERENDERED_PAGES and the browser hydrates it (main.tsx).
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`))
  if (context instanceof Response) throw new Error(`Prerendering ${pathname}: the router answered a redirect`)
  if (context.statusCode !== 200) throw new Error(`Prerendering ${pathname}: the router answered ${context.statusCode}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        {/* hydrate={false}: no inline hydration script (the CSP allows none); these routes have no loaders. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Never outline a large page into a later chunk revealed by an inline script: the CSP runs no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
