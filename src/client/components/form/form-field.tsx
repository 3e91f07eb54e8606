import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'
import { Label } from '../ui/label'

/** Label, control, hint and error for one form field. The control must use `id` and `fieldAria(id, …)`. */
export function FormField({
  id,
  label,
  hint,
  error,
  optional = false,
  children,
  className,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  optional?: boolean
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted">(optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm leading-relaxed text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrorMessage id={id} error={error} />
    </div>
  )
}

/** A field's error line, `${id}-error`, which the control's aria-describedby points at. Nothing when no error. */
export function FieldErrorMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null
}

/** aria-describedby for a field: its hint (when it has one) and its error (when shown). */
export function describedBy(id: string, opts: { hint?: boolean; error?: string }) {
  return cn(opts.hint && `${id}-hint`, opts.error && `${id}-error`) || undefined
}

/** aria-invalid and aria-describedby for the control with this `id`, matching FormField's hint and error. */
export function fieldAria(id: string, opts: { hint?: boolean; error?: string }) {
  return { 'aria-invalid': opts.error ? true : undefined, 'aria-describedby': describedBy(id, opts) } as const
}
