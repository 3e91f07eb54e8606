import { useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { PageLoading } from '#client/components/page-loading'
import { AuthCard, textLinkClass } from '#client/features/accounts/components/auth-card'
import { SignInForm } from '#client/features/accounts/components/sign-in-form'
import { safeNextPath } from '#client/features/accounts/lib/safe-next'
import { useRefreshSession, useSession } from '#client/features/accounts/session-api'

/** Sign in, then back to `?next=` (a path on this site) or the dashboard. */
export function SignInPage() {
  const { user, isLoading } = useSession()
  const refreshSession = useRefreshSession()
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  // Set on success, before the session is re-read: the redirect then goes to `next`, not to the dashboard.
  const [signedInTo, setSignedInTo] = useState<string | undefined>()
  if (user) return <Navigate to={signedInTo ?? '/dashboard'} replace />
  if (isLoading) return <PageLoading />
  return (
    <AuthCard
      title="Sign in"
      description={next ? 'Sign in to carry on where you were.' : 'Welcome back.'}
      footer={
        <>
          New here?{' '}
          <Link to={next ? `/sign-up?next=${encodeURIComponent(next)}` : '/sign-up'} className={textLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm
        onSignedIn={async () => {
          setSignedInTo(next ?? '/dashboard')
          await refreshSession()
        }}
      />
    </AuthCard>
  )
}
