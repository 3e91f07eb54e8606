import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { useBoundForm } from '../../../components/form/use-bound-form'
import { describeApiError, isApiError, type ApiError } from '../../../lib/api-client'
import { errorsFromProblem, validateFields, type FieldErrors } from '../../../lib/field-errors'

/** What a refused request means for the form: errors on its fields, or one message above it. */
export type ServerRefusal<F extends string> = { fields: FieldErrors<F> } | { message: string }

export interface AccountFormOptions<F extends string, S extends z.ZodType> {
  fields: readonly F[]
  ids: Record<F, string>
  initial: Record<F, string>
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
  const [values, setValues] = useState<Record<F, string>>(options.initial)
  const [alert, setAlert] = useState<string | undefined>()
  const mutation = useMutation({
    mutationFn: options.submit,
    onSuccess: (_result, data) => options.onSuccess(data),
    onError: (error) => {
      const refusal = isApiError(error) ? explainRefusal(error, options) : undefined
      if (refusal && 'fields' in refusal) bound.form.showErrors(refusal.fields)
      else setAlert(refusal?.message ?? describeApiError(error))
    },
  })
  const bound = useBoundForm({
    fields: options.fields,
    ids: options.ids,
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    validate: (current) => validateFields(options.schema, { ...current, ...options.extra?.() }, options.fields),
    onValid: (data) => {
      setAlert(undefined)
      mutation.mutate(data)
    },
    isBusy: () => mutation.isPending,
  })
  const frame = { onSubmit: bound.handleSubmit, errorCount: bound.form.errorCount, alert }
  return { ...bound, frame, values, setValues, alert, isPending: mutation.isPending, reset: mutation.reset }
}

function explainRefusal<F extends string, S extends z.ZodType>(
  error: ApiError,
  options: AccountFormOptions<F, S>,
): ServerRefusal<F> | undefined {
  const known = options.explain?.(error)
  if (known) return known
  const fields = errorsFromProblem(error.fieldErrors, options.fields)
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

/** A problem's detail, for matching better-auth's messages ('Invalid password', 'Invalid token'). */
export const detailOf = (error: ApiError) => error.problem?.detail ?? ''
