import { Link } from 'react-router-dom'
import { AuthCard, textLinkClass } from '#client/features/accounts/components/auth-card'
import { ForgotPasswordForm } from '#client/features/accounts/components/forgot-password-form'

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgotten your password?"
      description="Enter the email address you signed up with and we’ll email you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/sign-in" className={textLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
