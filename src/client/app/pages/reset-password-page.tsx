import { useSearchParams } from 'react-router-dom'
import { AuthCard } from '#client/features/accounts/components/auth-card'
import { ResetPasswordForm } from '#client/features/accounts/components/reset-password-form'
import { useRefreshSession } from '#client/features/accounts/session-api'

/** Where the emailed reset link lands: `?token=` when it is good, `?error=INVALID_TOKEN` when not. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const refreshSession = useRefreshSession()
  const token = searchParams.get('error') ? undefined : (searchParams.get('token') ?? undefined)
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm token={token} onReset={refreshSession} />
    </AuthCard>
  )
}
