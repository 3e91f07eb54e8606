import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { FieldErrors } from '#client/lib/field-errors'
import { fieldAria } from './form-field'

export interface UseFieldErrorsOptions<F extends string> {
  /** The form's fields in on-screen order: the first with an error gets focus. */
  fields: readonly F[]
  /** Each field's control id (also the base of its `-hint` and `-error` ids). */
  ids: Record<F, string>
  /** Errors to show, and focus, when the form mounts (e.g. the server's after a failed generation). */
  initialErrors?: FieldErrors<F>
  /** Makes a field visible before it gets focus (e.g. opens a collapsed section); focus then waits a frame. */
  revealField?: (field: F) => void
}

/**
 * A form's field errors and their wiring: which are shown, focus on the first, clearing one as it is edited,
 * and the id/aria props that tie each control to its FormField. Take `formRef` apart from the rest
 * (`const { formRef, ...form } = useFieldErrors(…)`) so React's lint can tell the other members never read it.
 */
export function useFieldErrors<F extends string>({
  fields,
  ids,
  initialErrors,
  revealField,
}: UseFieldErrorsOptions<F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>(initialErrors ?? {})
  const formRef = useRef<HTMLFormElement>(null)

  function focusFirstError(found: FieldErrors<F>) {
    const first = fields.find((f) => found[f])
    if (!first) return
    const focus = () => formRef.current?.querySelector<HTMLElement>(`#${ids[first]}`)?.focus()
    if (!revealField) return focus()
    revealField(first)
    // Wait a frame so whatever was just revealed exists.
    requestAnimationFrame(focus)
  }

  // Forms mount afresh whenever their flow returns to them, so initial errors only need focusing on mount.
  const focusInitialErrors = useEffectEvent(() => {
    if (initialErrors && Object.keys(initialErrors).length > 0) focusFirstError(initialErrors)
  })
  useEffect(() => focusInitialErrors(), [])

  return {
    errors,
    errorCount: Object.keys(errors).length,
    formRef,
    /** Shows these errors (replacing any others) and focuses the first. */
    showErrors(found: FieldErrors<F>) {
      setErrors(found)
      focusFirstError(found)
    },
    clearErrors() {
      setErrors({})
    },
    /** Drops one field's error, as the user edits it. */
    clearError(field: F) {
      if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest as FieldErrors<F>)
    },
    /** FormField (and SelectField / ProjectTypeSelect) props for a field: its id and error. */
    field(field: F) {
      return { id: ids[field], error: errors[field] }
    },
    /** Input or Textarea props for a field: its id, aria-invalid and aria-describedby. */
    control(field: F, opts: { hint?: boolean } = {}) {
      return { id: ids[field], ...fieldAria(ids[field], { hint: opts.hint, error: errors[field] }) }
    },
  }
}
