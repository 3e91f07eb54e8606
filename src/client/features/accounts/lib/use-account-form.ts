import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { useBoundForm } from '#client/components/form/use-bound-form'
import { describeApiError, isApiError, type ApiError } from '#client/lib/api-client'
import { errorsFromProblem, validateFields, type FieldErrors } from '#client/lib/field-errors'

/** What a refused request means for the form: errors on its fields, or one message above it. */
export type ServerRefusal<F extends string> = { fields: FieldErrors<F> } | { message: string }

export interface AccountFormOptions<F extends string, S extends z.ZodType> {
  /** Each text field's control id, in on-screen order (the first with an error gets focus). */
  ids: Record<F, string>
  /** The fields' starting values; blank when not given. */
  initial?: Record<F, string>
  schema: S
  submit: (data: z.output<S>) => Promise<unknown>
  onSuccess: (data: z.output<S>) => void | Promise<void>
  /** Turns a refusal the form knows (wrong password, taken email) into field errors or a message. */
  explain?: (error: ApiError) => ServerRefusal<F> | undefined
  /** Extra values the schema reads that are not text fields (a checkbox). */
  extra?: () => Record<string, unknown>
}

/**
 * One account form: its text values, browser-side validation against the shared schema, the request, and what
 * a refusal means. Values are never cleared on a failure, so nothing typed is lost.
 */
export function useAccountForm<F extends string, S extends z.ZodType>(options: AccountFormOptions<F, S>) {
  const fields = Object.keys(options.ids) as F[]
  const [values, setValues] = useState<Record<F, string>>(() => options.initial ?? blanks(fields))
  const [alert, setAlert] = useState<string | undefined>()
  const mutation = useMutation({
    mutationFn: options.submit,
    onSuccess: (_result, data) => options.onSuccess(data),
    onError: (error) => {
      const refusal = isApiError(error) ? explainRefusal(error, fields, options.explain) : undefined
      if (refusal && 'fields' in refusal) bound.form.showErrors(refusal.fields)
      else setAlert(refusal?.message ?? describeApiError(error))
    },
  })
  const bound = useBoundForm({
    fields,
    ids: options.ids,
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    validate: (current) => validateFields(options.schema, { ...current, ...options.extra?.() }, fields),
    onValid: (data) => {
      setAlert(undefined)
      mutation.mutate(data)
    },
    isBusy: () => mutation.isPending,
  })
  const frame = { onSubmit: bound.handleSubmit, errorCount: bound.form.errorCount, alert }
  return { ...bound, frame, values, setValues, alert, isPending: mutation.isPending, reset: mutation.reset }
}

const blanks = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>

function explainRefusal<F extends string>(
  error: ApiError,
  fields: readonly F[],
  explain: ((error: ApiError) => ServerRefusal<F> | undefined) | undefined,
): ServerRefusal<F> | undefined {
  const known = explain?.(error)
  if (known) return known
  const found = errorsFromProblem(error.fieldErrors, fields)
  return Object.keys(found).length > 0 ? { fields: found } : undefined
}

/** A problem's detail, for matching better-auth's messages ('Invalid password', 'Invalid token'). */
export const detailOf = (error: ApiError) => error.problem?.detail ?? ''
