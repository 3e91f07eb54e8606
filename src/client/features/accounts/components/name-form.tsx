import { useState } from 'react'
import { UpdateNameSchema } from '#shared/schemas/accounts'
import { InputField } from '#client/components/form/fields'
import { updateName } from '../account-api'
import { useAccountForm } from '../lib/use-account-form'
import { FormAlert } from '#client/components/form-alert'
import { SubmitButton } from './submit-button'

/** The name shown in the header and on the dashboard. */
export function NameForm({ name, onSaved }: { name: string; onSaved: () => Promise<void> }) {
  const [saved, setSaved] = useState(false)
  const { formRef, ...f } = useAccountForm({
    ids: { name: 'account-name' },
    initial: { name },
    schema: UpdateNameSchema,
    submit: async (data) => {
      setSaved(false)
      return updateName(data.name)
    },
    onSuccess: async () => {
      setSaved(true)
      await onSaved()
    },
  })
  return (
    <form ref={formRef} noValidate onSubmit={f.handleSubmit} aria-label="Your name" className="space-y-4">
      <FormAlert>{f.alert}</FormAlert>
      <InputField {...f.bind('name')} label="Name" name="name" autoComplete="name" maxLength={100} required />
      <SubmitButton isPending={f.isPending} pendingLabel="Saving…">
        Save name
      </SubmitButton>
      {saved ? <FormAlert tone="success">Your name has been saved.</FormAlert> : null}
    </form>
  )
}
