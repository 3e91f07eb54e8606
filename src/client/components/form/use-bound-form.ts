import type { FormEvent } from 'react'
import type { FieldValidation } from '#client/lib/field-errors'
import { useFieldErrors, type UseFieldErrorsOptions } from './use-field-errors'

/** The fields of V whose value is any string (so a bound control may set it to what was typed). */
type TextField<V> = { [K in keyof V]: string extends V[K] ? K : never }[keyof V]

export interface UseBoundFormOptions<
  F extends string,
  V extends Record<F, unknown>,
  D,
> extends UseFieldErrorsOptions<F> {
  values: V
  /** Stores one field's new value (the form's state lives with its owner). */
  setValue: <K extends F>(field: K, value: V[K]) => void
  validate: (values: V) => FieldValidation<D, F>
  /** Called with the validated data when the form is submitted and valid. */
  onValid: (data: D) => void
  /** Asked on submit: while it answers true (a request in flight), submitting does nothing. */
  isBusy: () => boolean
}

/**
 * A form over `useFieldErrors`: `setField` stores a value and clears its error, `bind(field)` gives an
 * InputField / TextareaField / SelectFormField its id, name (the field's own), error, value and setter, and `handleSubmit` validates,
 * then shows the errors or hands the data on.
 */
export function useBoundForm<F extends string, V extends Record<F, unknown>, D>({
  values,
  setValue,
  validate,
  onValid,
  isBusy,
  ...fieldOptions
}: UseBoundFormOptions<F, V, D>) {
  const { formRef, ...form } = useFieldErrors(fieldOptions)

  function setField<K extends F>(field: K, value: V[K]) {
    setValue(field, value)
    form.clearError(field)
  }

  function bind(field: TextField<V> & F) {
    return {
      ...form.field(field),
      name: field,
      value: values[field] as string,
      onValueChange: (value: string) => setField(field, value as V[typeof field]),
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isBusy()) return
    const result = validate(values)
    if (!result.ok) {
      form.showErrors(result.errors)
      return
    }
    form.clearErrors()
    onValid(result.data)
  }

  return { formRef, form, setField, bind, handleSubmit }
}
