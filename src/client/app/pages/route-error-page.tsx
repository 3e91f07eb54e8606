import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { Button } from '#client/components/ui/button'
import { NotFoundPage } from './not-found-page'
import { LinkButton } from '#client/components/link-button'

/** Shown when a page throws or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">
        This page couldn&rsquo;t be displayed. Reloading usually fixes it; if not, please let us know.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <LinkButton to="/contact" variant="outline" size="lg">
          Contact support
        </LinkButton>
      </div>
    </div>
  )
}
