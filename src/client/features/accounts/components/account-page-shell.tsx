import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { PageHero } from '#client/components/page-hero'
import { PageLoading } from '#client/components/page-loading'
import { PageTitle } from '#client/components/page-title'
import { useSession, type SessionUser } from '../session-api'

/**
 * An /account page: signed out it sends the visitor to sign in and back to `path`; signed in it draws the page's
 * title, its hero (`heading`, default `title`, over `lead`) and a reading-width column holding `children(user)`.
 */
export function AccountPageShell({
  path,
  title,
  heading = title,
  lead,
  children,
}: {
  path: string
  title: string
  heading?: string
  lead: ReactNode | ((user: SessionUser) => ReactNode)
  children: (user: SessionUser) => ReactNode
}) {
  const { user, isLoading } = useSession()
  if (isLoading) return <PageLoading />
  if (!user) return <Navigate to={`/sign-in?next=${encodeURIComponent(path)}`} replace />
  return (
    <>
      <PageTitle title={title} />
      <PageHero eyebrow="Your account" title={heading}>
        <p>{typeof lead === 'function' ? lead(user) : lead}</p>
      </PageHero>
      {/* Left-aligned under the hero's heading, at a comfortable reading width. */}
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <div className="max-w-3xl space-y-6">{children(user)}</div>
      </div>
    </>
  )
}
