import { DeleteAccountSchema } from '#shared/schemas/accounts'
import { deleteAccount } from '../account-api'
import { detailOf, useAccountForm } from '../lib/use-account-form'
import { AccountForm, PasswordField } from './account-form'
import { SubmitButton } from './submit-button'

/** What deleting an account removes and keeps: the retention rule in docs/decisions/014-accounts.md. */
export function DeletionStatement() {
  return (
    <div className="space-y-3 text-[0.9375rem] leading-relaxed text-ink">
      <p>
        <strong>Deleted straight away:</strong> your account, name and email address, your password, every signed-in
        session, your projects and the estimates saved to your account. A Pro or Business subscription ends at once, and
        nothing more is charged.
      </p>
      <p>
        <strong>Kept:</strong> reports you paid for, with the estimate each was made from and the payment record, stay
        for 7 years from purchase because we must keep accounting records. They are no longer linked to you; they keep
        the email address the report was sent to.
      </p>
      <p>This can’t be undone.</p>
    </div>
  )
}

/** Deletes the account after the password is confirmed. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const { formRef, ...f } = useAccountForm({
    ids: { password: 'delete-account-password' },
    schema: DeleteAccountSchema,
    submit: (data) => deleteAccount(data.password),
    onSuccess: onDeleted,
    explain: (error) =>
      /invalid password/i.test(detailOf(error))
        ? { fields: { password: 'That isn’t your password. Your account has not been deleted.' } }
        : undefined,
  })
  return (
    <AccountForm
      formRef={formRef}
      frame={f.frame}
      label="Delete account"
      className="space-y-4"
      intro={<DeletionStatement />}
    >
      <PasswordField {...f.bind('password')} label="Your password, to confirm" name="password" />
      <SubmitButton variant="destructive" isPending={f.isPending} pendingLabel="Deleting…">
        Delete my account
      </SubmitButton>
    </AccountForm>
  )
}
