import { useState } from 'react'
import { Link } from 'react-router-dom'
import { SignUpSchema } from '#shared/schemas/accounts'
import { InputField } from '#client/components/form/fields'
import { signUp } from '../account-api'
import { detailOf, useAccountForm } from '../lib/use-account-form'
import { textLinkClass } from './auth-card'
import { CheckEmailPanel } from './check-email-panel'
import { AccountForm, EmailField, NewPasswordField } from './account-form'
import { SubmitButton } from './submit-button'

const IDS = { name: 'sign-up-name', email: 'sign-up-email', password: 'sign-up-password' }

/**
 * Name, email and password; then "Check your email" naming the address. `next`: the page the emailed link brings
 * the new user back to, signed in (the dashboard when none).
 */
export function SignUpForm({ next }: { next?: string }) {
  const [sentTo, setSentTo] = useState<string | undefined>()
  const { formRef, ...f } = useAccountForm({
    ids: IDS,
    schema: SignUpSchema,
    submit: (input) => signUp(input, next),
    onSuccess: (data) => setSentTo(data.email),
    // A taken address answers like a new one (its owner is emailed instead), so only the password can be refused.
    explain: (error) => (/password/i.test(detailOf(error)) ? { fields: { password: detailOf(error) } } : undefined),
  })
  if (sentTo) return <CheckEmailPanel email={sentTo} lead="Your account is almost ready." />
  return (
    <AccountForm formRef={formRef} frame={f.frame} label="Create an account">
      <InputField {...f.bind('name')} label="Name" autoComplete="name" maxLength={100} required />
      <EmailField {...f.bind('email')} label="Email address" />
      <NewPasswordField
        {...f.bind('password')}
        label="Password"
        owner={{ email: f.values.email, name: f.values.name }}
      />
      <SubmitButton isPending={f.isPending} pendingLabel="Creating your account…" className="w-full sm:w-full">
        Create account
      </SubmitButton>
      <p className="text-sm text-muted">
        By creating an account you agree to our{' '}
        <Link to="/terms" className={textLinkClass}>
          terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={textLinkClass}>
          privacy policy
        </Link>
        .
      </p>
    </AccountForm>
  )
}
