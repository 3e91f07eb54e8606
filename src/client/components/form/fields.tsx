import type { ReactNode } from 'react'
import { Input, type InputProps } from '../ui/input'
import { Textarea, type TextareaProps } from '../ui/textarea'
import { fieldAria, FormField } from './form-field'
import { ProjectTypeSelect } from './project-type-select'
import { SelectField, type SimpleOption } from './select-field'

/** What every bound field takes: FormField's id, label, hint and error, and the value with its setter. */
type FieldFrame = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  optional?: boolean
  value: string
  onValueChange: (value: string) => void
}

type NativeProps<P> = Omit<P, 'id' | 'value' | 'onChange'>

/** Splits a bound field's props into FormField's, the control's id and aria, and the control's own. */
function splitFrame<P extends FieldFrame>({ id, label, hint, error, optional, value, onValueChange, ...rest }: P) {
  const hasHint = hint !== undefined
  return {
    frame: { id, label, hint, error, optional },
    control: { id, ...fieldAria(id, { hint: hasHint, error }) },
    hasHint,
    value,
    onValueChange,
    rest,
  }
}

type TextControlProps = { id: string; value: string; onChange: (event: { target: { value: string } }) => void }

/** A FormField around a text control (Input or Textarea), wired to its hint and error. */
function renderTextField<P extends object>(Control: (props: P & TextControlProps) => ReactNode, props: FieldFrame & P) {
  const { frame, control, value, onValueChange, rest } = splitFrame(props)
  return (
    <FormField {...frame}>
      <Control {...control} {...(rest as P)} value={value} onChange={(e) => onValueChange(e.target.value)} />
    </FormField>
  )
}

/** A FormField around an Input (aria-describedby and aria-invalid follow its hint and error). */
export function InputField(props: FieldFrame & NativeProps<InputProps>) {
  return renderTextField(Input, props)
}

/** A FormField around a Textarea, wired like InputField. */
export function TextareaField(props: FieldFrame & NativeProps<TextareaProps>) {
  return renderTextField(Textarea, props)
}

/** A FormField around a SelectField of plain options. */
export function SelectFormField(
  props: FieldFrame & { name: string; options: readonly SimpleOption[]; placeholder?: string; required?: boolean },
) {
  const { frame, hasHint, value, onValueChange, rest } = splitFrame(props)
  return (
    <FormField {...frame}>
      <SelectField
        {...rest}
        id={frame.id}
        error={frame.error}
        hasHint={hasHint}
        value={value}
        onChange={onValueChange}
      />
    </FormField>
  )
}

/**
 * A FormField around a required floor-area number input (1 to `max`, decimals allowed), with `beside` next to the
 * input (a unit, or a unit switch) and both inside a div with `className`.
 */
export function AreaField(
  props: FieldFrame & {
    max: number
    beside: ReactNode
    className: string
    inputClassName: string
    name?: string
    placeholder?: string
  },
) {
  const { frame, control, value, onValueChange, rest } = splitFrame(props)
  const { max, beside, className, inputClassName, ...native } = rest
  return (
    <FormField {...frame}>
      <div className={className}>
        <Input
          {...control}
          {...native}
          type="number"
          inputMode="decimal"
          min={1}
          max={max}
          step="any"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-required="true"
          className={inputClassName}
        />
        {beside}
      </div>
    </FormField>
  )
}

/** A FormField around the ProjectTypeSelect, which renders its own hint (so the frame takes none). */
export function ProjectTypeFormField(props: Omit<FieldFrame, 'hint'> & { catalogue: 'grouped' | 'professional' }) {
  const { frame, value, onValueChange, rest } = splitFrame(props)
  return (
    <FormField {...frame}>
      <ProjectTypeSelect
        id={frame.id}
        error={frame.error}
        value={value}
        onChange={onValueChange}
        catalogue={rest.catalogue}
      />
    </FormField>
  )
}
