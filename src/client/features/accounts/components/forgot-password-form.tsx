import { useState } from 'react'
import { ForgotPasswordSchema } from '#shared/schemas/accounts'
import { requestPasswordReset } from '../account-api'
import { useAccountForm } from '../lib/use-account-form'
import { AccountForm, EmailField } from './account-form'
import { FormAlert } from '#client/components/form-alert'
import { SubmitButton } from './submit-button'

/**
 * Asks for a reset link. The answer is the same whether or not an account uses the address, so the page never
 * tells anyone who has an account.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | undefined>()
  const { formRef, ...f } = useAccountForm({
    ids: { email: 'forgot-email' },
    schema: ForgotPasswordSchema,
    submit: (data) => requestPasswordReset(data.email),
    onSuccess: (data) => setSentTo(data.email),
  })
  if (sentTo)
    return (
      <FormAlert tone="success">
        <p className="font-semibold">Check your email</p>
        <p className="mt-1">
          If an account uses <strong className="break-words">{sentTo}</strong>, we’ve sent it a link to choose a new
          password. The link works for 1 hour.
        </p>
      </FormAlert>
    )
  return (
    <AccountForm formRef={formRef} frame={f.frame} label="Reset your password">
      <EmailField {...f.bind('email')} label="Email address" />
      <SubmitButton isPending={f.isPending} pendingLabel="Sending…" className="w-full sm:w-full">
        Email me a reset link
      </SubmitButton>
    </AccountForm>
  )
}
