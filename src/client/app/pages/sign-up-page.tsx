import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { PageLoading } from '#client/components/page-loading'
import { AuthCard, textLinkClass } from '#client/features/accounts/components/auth-card'
import { SignUpForm } from '#client/features/accounts/components/sign-up-form'
import { safeNextPath } from '#client/features/accounts/lib/safe-next'
import { useSession } from '#client/features/accounts/session-api'

/** Create an account; `?next=` (a path on this site) is where the emailed link and the Sign in link lead back to. */
export function SignUpPage() {
  const { user, isLoading } = useSession()
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  if (isLoading) return <PageLoading />
  if (user) return <Navigate to={next ?? '/dashboard'} replace />
  return (
    <AuthCard
      title="Create your account"
      description="Keep your estimates and projects in one place. Estimating and buying a report never need an account."
      footer={
        <>
          Already have an account?{' '}
          <Link to={next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in'} className={textLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm next={next} />
    </AuthCard>
  )
}
