import type { PasswordOwner } from '#shared/password-strength'
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/accounts'
import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react'
import { InputField } from '#client/components/form/fields'
import { FormErrorSummary } from '#client/components/form/form-error-summary'
import { FormAlert } from '#client/components/form-alert'
import { cn } from '#client/lib/cn'
import { usePasswordStrength } from '../lib/use-password-strength'

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

/**
 * A new password (sign-up, change or reset), with the minimum length as its hint and, once that is reached, how hard
 * it is to guess for `owner` (their email and name count as easy guesses), as the server will judge it.
 */
export function NewPasswordField({
  owner = {},
  label = 'New password',
  ...props
}: Omit<BoundInputProps, 'hint' | 'label'> & { owner?: PasswordOwner; label?: string }) {
  return (
    <PasswordField
      {...props}
      label={label}
      hint={<PasswordStrengthHint password={props.value} owner={owner} hasError={Boolean(props.error)} />}
      isNew
    />
  )
}

const STRENGTH_LABELS = [
  'Very easy to guess',
  'Easy to guess',
  'Still too easy to guess',
  'Strong enough',
  'Very strong',
]

/** The minimum length, then the strength meter; its advice is left out while the field's error already gives it. */
function PasswordStrengthHint({
  password,
  owner,
  hasError,
}: {
  password: string
  owner: PasswordOwner
  hasError: boolean
}) {
  const verdict = usePasswordStrength(password, owner)
  return (
    <>
      At least {PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.
      <span aria-live="polite" className="block">
        {verdict ? (
          <span className="mt-2 flex flex-col gap-1.5" data-testid="password-strength">
            <span aria-hidden="true" className="flex gap-1">
              {[1, 2, 3, 4].map((step) => (
                <span
                  key={step}
                  className={cn(
                    'h-1.5 flex-1 rounded-full',
                    verdict.score >= step ? (verdict.isStrongEnough ? 'bg-teal-700' : 'bg-danger') : 'bg-line',
                  )}
                />
              ))}
            </span>
            <span className={verdict.isStrongEnough ? 'text-teal-700' : 'font-medium text-danger'}>
              {STRENGTH_LABELS[verdict.score]}
              {verdict.isStrongEnough || hasError ? '.' : `: ${verdict.feedback}`}
            </span>
          </span>
        ) : null}
      </span>
    </>
  )
}
