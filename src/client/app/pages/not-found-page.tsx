import { PageTitle } from '#client/components/page-title'
import { LinkButton } from '#client/components/link-button'

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageTitle title="Page not found" />
      <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        The page you were looking for doesn&rsquo;t exist or has moved. Check the address, or head to one of these
        instead.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/" size="lg">
          Back to Home
        </LinkButton>
        <LinkButton to="/estimate" variant="outline" size="lg">
          Get an estimate
        </LinkButton>
        <LinkButton to="/support" variant="ghost" size="lg">
          Help centre
        </LinkButton>
      </div>
    </div>
  )
}
