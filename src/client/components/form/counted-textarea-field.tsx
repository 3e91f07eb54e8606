import type { ReactNode } from 'react'
import { Textarea, type TextareaProps } from '../ui/textarea'
import { fieldAria, FormField } from './form-field'

/**
 * A FormField around a Textarea whose hint line also shows how many of `maxLength` characters are used. The hint
 * sits inside the field, not in FormField's hint, because it carries the count.
 */
export function CountedTextareaField({
  id,
  label,
  error,
  hint,
  value,
  onValueChange,
  maxLength,
  ...native
}: Omit<TextareaProps, 'id' | 'value' | 'onChange' | 'maxLength'> & {
  id: string
  label: ReactNode
  error?: string
  hint: ReactNode
  value: string
  onValueChange: (value: string) => void
  maxLength: number
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea
        id={id}
        {...fieldAria(id, { hint: true, error })}
        {...native}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        maxLength={maxLength}
      />
      <p id={`${id}-hint`} className="flex justify-between gap-4 text-sm text-muted">
        <span>{hint}</span>
        <span aria-hidden="true" className="tabular-nums">
          {value.length}/{maxLength}
        </span>
      </p>
    </FormField>
  )
}
