import { Link, Navigate } from 'react-router-dom'
import { PageLoading } from '../../components/page-loading'
import { AuthCard, textLinkClass } from '../../features/accounts/components/auth-card'
import { SignUpForm } from '../../features/accounts/components/sign-up-form'
import { useSession } from '../../features/accounts/session-api'

export function SignUpPage() {
  const { user, isLoading } = useSession()
  if (isLoading) return <PageLoading />
  if (user) return <Navigate to="/dashboard" replace />
  return (
    <AuthCard
      title="Create your account"
      description="Keep your estimates and projects in one place. Estimating and buying a report never need an account."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className={textLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  )
}
