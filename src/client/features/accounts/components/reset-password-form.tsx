import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ResetPasswordSchema } from '#shared/schemas/accounts'
import { LinkButton } from '#client/components/link-button'
import { resetPassword } from '../account-api'
import { detailOf, useAccountForm } from '../lib/use-account-form'
import { textLinkClass } from './auth-card'
import { AccountForm, NewPasswordField, PasswordField } from './account-form'
import { FormAlert } from '#client/components/form-alert'
import { SubmitButton } from './submit-button'

const IDS = { newPassword: 'reset-new-password', confirmPassword: 'reset-confirm-password' }

type Outcome = 'form' | 'invalid' | 'done'

/**
 * A new password from an emailed reset link (`token`, or none when better-auth found the link expired or used).
 * Success signs out every session, this browser's included, so the page says so and links to sign in.
 */
export function ResetPasswordForm({ token, onReset }: { token: string | undefined; onReset: () => Promise<void> }) {
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid')
  const { formRef, ...f } = useAccountForm({
    ids: IDS,
    schema: ResetPasswordSchema,
    submit: (data) => resetPassword(token ?? '', data.newPassword),
    onSuccess: async () => {
      setOutcome('done')
      await onReset()
    },
    explain: (error) => {
      if (/token/i.test(detailOf(error))) {
        setOutcome('invalid')
        return { message: '' }
      }
      if (/password/i.test(detailOf(error))) return { fields: { newPassword: detailOf(error) } }
      return undefined
    },
  })
  if (outcome === 'invalid') return <InvalidLink />
  if (outcome === 'done')
    return (
      <div className="space-y-5">
        <FormAlert tone="success">
          <p className="font-semibold">Your password has been changed.</p>
          <p className="mt-1">
            For your security we’ve signed you out everywhere, including any other devices. Sign in with your new
            password.
          </p>
        </FormAlert>
        <LinkButton to="/sign-in">Sign in</LinkButton>
      </div>
    )
  return (
    <AccountForm formRef={formRef} frame={f.frame} label="Choose a new password">
      <NewPasswordField {...f.bind('newPassword')} />
      <PasswordField {...f.bind('confirmPassword')} label="New password again" isNew />
      <SubmitButton isPending={f.isPending} pendingLabel="Saving…" className="w-full sm:w-full">
        Set new password
      </SubmitButton>
    </AccountForm>
  )
}

function InvalidLink() {
  return (
    <div className="space-y-5">
      <FormAlert>
        <p className="font-semibold">This reset link has expired or has already been used.</p>
        <p className="mt-1">Links work once, for 1 hour. Ask for a new one and use the latest email.</p>
      </FormAlert>
      <p>
        <Link to="/forgot-password" className={textLinkClass}>
          Ask for a new reset link
        </Link>
      </p>
    </div>
  )
}
