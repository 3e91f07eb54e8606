import { useState } from 'react'
import type { z } from 'zod'
import { validateFields, type FieldErrors } from '#client/lib/field-errors'

/** Turns "£45,000" or "45000.50" into a number string the schema reads; blank stays blank. */
export const cleanMoney = (value: string) => value.replace(/[£,\s]/g, '')

/**
 * A project form's text values and field errors: `bind(field)` gives an InputField or SelectFormField its value,
 * setter (which clears the field's error) and error; `validate` checks the values against the schema.
 */
export function useProjectFields<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const [values, setValues] = useState<Record<F, string>>(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  function bind(field: F) {
    return {
      value: values[field],
      error: errors[field],
      onValueChange: (value: string) => {
        setValues((v) => ({ ...v, [field]: value }))
        setErrors((e) => ({ ...e, [field]: undefined }))
      },
    }
  }

  /**
   * The values, with the `money` fields cleaned, when `schema` accepts them (errors cleared); otherwise shows the
   * errors and gives undefined.
   */
  function validate(schema: z.ZodType, money: readonly F[]): Record<F, string> | undefined {
    const input = { ...values }
    for (const field of money) input[field] = cleanMoney(values[field])
    const checked = validateFields(schema, input, fields)
    setErrors(checked.ok ? {} : checked.errors)
    return checked.ok ? input : undefined
  }

  return { values, errors, setErrors, bind, validate }
}
