import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select'
import { fieldAria } from './form-field'

export interface SimpleOption {
  value: string
  label: string
}

/** A Radix select of plain options, wired to a FormField's id, hint and error. */
export function SelectField({
  id,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  hasHint = false,
  required = false,
}: {
  id: string
  name: string
  value: string
  onChange: (value: string) => void
  options: readonly SimpleOption[]
  placeholder?: string
  error?: string
  hasHint?: boolean
  required?: boolean
}) {
  return (
    <Select name={name} value={value} onValueChange={onChange}>
      <SelectTrigger id={id} {...fieldAria(id, { hint: hasHint, error })} aria-required={required ? 'true' : undefined}>
        <SelectValue placeholder={placeholder}>{options.find((o) => o.value === value)?.label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
