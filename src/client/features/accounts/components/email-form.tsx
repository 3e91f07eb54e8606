import { useState } from 'react'
import { ChangeEmailSchema } from '#shared/schemas/accounts'
import { changeEmail } from '../account-api'
import { detailOf, useAccountForm } from '../lib/use-account-form'
import { AccountForm, EmailField } from './account-form'
import { FormAlert } from '#client/components/form-alert'
import { SubmitButton } from './submit-button'

/** A new email address takes effect only once the link sent to it is opened; until then the old one stays. */
export function EmailForm({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | undefined>()
  const { formRef, ...f } = useAccountForm({
    ids: { newEmail: 'account-new-email' },
    schema: ChangeEmailSchema,
    submit: async (data) => {
      setSentTo(undefined)
      return changeEmail(data.newEmail)
    },
    onSuccess: (data) => setSentTo(data.newEmail),
    explain: (error) =>
      /same/i.test(detailOf(error)) ? { fields: { newEmail: 'That’s already your email address.' } } : undefined,
  })
  return (
    <AccountForm
      formRef={formRef}
      frame={f.frame}
      label="Change email address"
      className="space-y-4"
      intro={
        <p className="text-[0.9375rem] text-ink">
          Your email address is <strong className="break-words">{email}</strong>.
        </p>
      }
    >
      <EmailField {...f.bind('newEmail')} label="New email address" name="newEmail" />
      <SubmitButton isPending={f.isPending} pendingLabel="Sending…">
        Change email
      </SubmitButton>
      {sentTo ? (
        <FormAlert tone="success">
          We’ve sent a confirmation link to <strong className="break-words">{sentTo}</strong>. Your email address stays{' '}
          <strong className="break-words">{email}</strong> until you open it.
        </FormAlert>
      ) : null}
    </AccountForm>
  )
}
