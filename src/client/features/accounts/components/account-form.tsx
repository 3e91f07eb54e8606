import { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/accounts'
import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react'
import { InputField } from '../../../components/form/fields'
import { FormErrorSummary } from '../../../components/form/form-error-summary'
import { FormAlert } from '../../../components/form-alert'

export interface AccountFormFrame {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  errorCount: number
  alert: string | undefined
}

/**
 * An account form: `intro` first, then the error summary and the refusal alert (or `notice` in its place), then the
 * fields and buttons.
 */
export function AccountForm({
  formRef,
  frame,
  label,
  className = 'space-y-5',
  intro,
  notice,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>
  /** `useAccountForm`'s submit handler, error count and refusal message. */
  frame: AccountFormFrame
  /** The form's accessible name. */
  label: string
  className?: string
  intro?: ReactNode
  notice?: ReactNode
  children: ReactNode
}) {
  return (
    <form ref={formRef} noValidate onSubmit={frame.onSubmit} aria-label={label} className={className}>
      {intro}
      <FormErrorSummary count={frame.errorCount} />
      {notice ?? <FormAlert>{frame.alert}</FormAlert>}
      {children}
    </form>
  )
}

type BoundInputProps = Omit<ComponentProps<typeof InputField>, 'type' | 'autoComplete' | 'inputMode' | 'required'>

/** A required email address input. */
export function EmailField(props: BoundInputProps) {
  return <InputField {...props} type="email" autoComplete="email" inputMode="email" required />
}

/** A required password input: the account's current password, or a new one (`isNew`). */
export function PasswordField({ isNew = false, ...props }: BoundInputProps & { isNew?: boolean }) {
  return <InputField {...props} type="password" autoComplete={isNew ? 'new-password' : 'current-password'} required />
}

/** The new password of a change or a reset, with the minimum length as its hint. */
export function NewPasswordField(props: Omit<BoundInputProps, 'label' | 'hint' | 'name'>) {
  return (
    <PasswordField
      {...props}
      label="New password"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      name="newPassword"
      isNew
    />
  )
}
