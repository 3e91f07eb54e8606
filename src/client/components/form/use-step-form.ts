import type { FieldErrors, FieldValidation } from '#client/lib/field-errors'
import { useBoundForm } from './use-bound-form'

/** What a flow hands the form of its first step: the values it keeps, and where the validated data goes. */
export interface StepFormProps<V, D, F extends string> {
  values: V
  onChange: (values: V) => void
  onSubmit: (data: D) => void
  isProcessing: boolean
  /** Field errors the server sent back (e.g. after a failed generation). */
  serverErrors?: FieldErrors<F>
}

/**
 * `useBoundForm` for a step form whose values live in its flow: each edit hands the flow the whole new values,
 * a valid submit hands it the data, and nothing submits while it is processing. `card` is FormCard's form wiring.
 */
export function useStepForm<F extends string, V extends Record<F, unknown>, D>(
  { values, onChange, onSubmit, isProcessing, serverErrors }: StepFormProps<V, D, F>,
  form: {
    fields: readonly F[]
    ids: Record<F, string>
    validate: (values: V) => FieldValidation<D, F>
    revealField?: (field: F) => void
  },
) {
  const bound = useBoundForm({
    ...form,
    initialErrors: serverErrors,
    values,
    setValue: (field, value) => onChange({ ...values, [field]: value }),
    onValid: onSubmit,
    isBusy: () => isProcessing,
  })
  const card = {
    formRef: bound.formRef,
    onSubmit: bound.handleSubmit,
    errorCount: bound.form.errorCount,
    isProcessing,
  }
  return { ...bound, card }
}
