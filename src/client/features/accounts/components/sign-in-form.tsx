import { useState } from 'react'
import { Link } from 'react-router-dom'
import { SignInSchema } from '#shared/schemas/accounts'
import { signIn } from '../account-api'
import { useAccountForm } from '../lib/use-account-form'
import { textLinkClass } from './auth-card'
import { AccountForm, EmailField, PasswordField } from './account-form'
import { FormAlert } from '#client/components/form-alert'
import { ResendVerificationButton } from './resend-verification-button'
import { SubmitButton } from './submit-button'

const IDS = { email: 'sign-in-email', password: 'sign-in-password' }

/** Email and password. An account whose email is not confirmed yet is told so, with a button to resend the link. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [unverified, setUnverified] = useState<string | undefined>()
  const { formRef, ...f } = useAccountForm({
    ids: IDS,
    schema: SignInSchema,
    submit: async (data) => {
      setUnverified(undefined)
      return signIn(data)
    },
    onSuccess: onSignedIn,
    explain: (error) => {
      if (error.status === 401) return { message: 'That email address and password don’t match an account.' }
      if (error.status === 403) {
        setUnverified(f.values.email.trim().toLowerCase())
        return { message: '' }
      }
      return undefined
    },
  })
  return (
    <AccountForm
      formRef={formRef}
      frame={f.frame}
      label="Sign in"
      notice={unverified ? <UnverifiedNotice email={unverified} /> : undefined}
    >
      <EmailField {...f.bind('email')} label="Email address" />
      <PasswordField {...f.bind('password')} label="Password" />
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Link to="/forgot-password" className={textLinkClass}>
          Forgotten your password?
        </Link>
        <SubmitButton isPending={f.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </AccountForm>
  )
}

/** better-auth emails a fresh link on such a sign-in already; the button sends one more on request. */
function UnverifiedNotice({ email }: { email: string }) {
  return (
    <FormAlert tone="info">
      <p className="font-semibold">Please confirm your email address first.</p>
      <p className="mt-1">
        We’ve sent a link to <strong className="break-words">{email}</strong>. Open it and you’ll be signed in.
      </p>
      <ResendVerificationButton
        email={email}
        size="sm"
        className="mt-3"
        sent={<p className="mt-2">We’ve sent it again.</p>}
        failed={(detail) => <p className="mt-2 text-danger">{detail}</p>}
      />
    </FormAlert>
  )
}
