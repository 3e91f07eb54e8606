import { useId, useState } from 'react'
import { ChangePasswordSchema } from '#shared/schemas/accounts'
import { changePassword } from '../account-api'
import { useSession } from '../session-api'
import { detailOf, useAccountForm } from '../lib/use-account-form'
import { AccountForm, NewPasswordField, PasswordField } from './account-form'
import { FormAlert } from '#client/components/form-alert'
import { SubmitButton } from './submit-button'

const IDS = { currentPassword: 'account-current-password', newPassword: 'account-new-password' }
const EMPTY = { currentPassword: '', newPassword: '' }

/** Current and new password; signing out other devices is ticked by default. */
export function PasswordForm() {
  const { user } = useSession()
  const [revokeOthers, setRevokeOthers] = useState(true)
  const [changed, setChanged] = useState<{ revoked: boolean } | undefined>()
  const checkboxId = useId()
  const { formRef, ...f } = useAccountForm({
    ids: IDS,
    initial: EMPTY,
    schema: ChangePasswordSchema,
    extra: () => ({ revokeOtherSessions: revokeOthers }),
    submit: async (data) => {
      setChanged(undefined)
      return changePassword(data)
    },
    onSuccess: (data) => {
      f.setValues(EMPTY)
      setChanged({ revoked: data.revokeOtherSessions })
    },
    explain: (error) => {
      const detail = detailOf(error)
      if (/invalid password/i.test(detail)) return { fields: { currentPassword: 'That isn’t your current password.' } }
      if (/password/i.test(detail)) return { fields: { newPassword: detail } }
      return undefined
    },
  })
  return (
    <AccountForm formRef={formRef} frame={f.frame} label="Change password" className="space-y-4">
      <PasswordField {...f.bind('currentPassword')} label="Current password" name="currentPassword" />
      <NewPasswordField {...f.bind('newPassword')} owner={user ?? {}} />
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={revokeOthers}
          onChange={(e) => setRevokeOthers(e.target.checked)}
          className="mt-1 size-4.5 shrink-0 accent-teal-700"
        />
        <label htmlFor={checkboxId} className="text-[0.9375rem] text-ink">
          Sign out of all other devices and browsers
        </label>
      </div>
      <SubmitButton isPending={f.isPending} pendingLabel="Saving…">
        Change password
      </SubmitButton>
      {changed ? (
        <FormAlert tone="success">
          Your password has been changed.{' '}
          {changed.revoked ? 'Every other device and browser has been signed out.' : 'Other devices stay signed in.'}
        </FormAlert>
      ) : null}
    </AccountForm>
  )
}
