import { useId, useState } from 'react'
import type { Assumption } from '#shared/appraisal/result'
import { Input } from '#client/components/ui/input'
import { cn } from '#client/lib/cn'
import { parseText, textOf, type FieldKind } from './appraisal-fields'

/** The unit drawn inside the box (£ before, % after), hidden from screen readers: the label names it. */
function Unit({ className, children }: { className: string; children: string }) {
  return (
    <span
      className={cn('pointer-events-none absolute inset-y-0 flex items-center text-muted', className)}
      aria-hidden="true"
    >
      {children}
    </span>
  )
}

/**
 * One optional number of the appraisal. Blank takes the default, shown as the placeholder and, under the field, with
 * its source; a typed figure says so and can go back to the default. Every keystroke that makes a valid figure is
 * applied at once (the figures follow without a button); anything else is named under the field and not applied.
 */
export function AppraisalField({
  kind,
  label,
  assumption,
  value,
  error,
  onChange,
}: {
  kind: FieldKind
  label: string
  /** The module's record of this figure as used: its value and where it came from. */
  assumption: Assumption
  /** The typed value (pence for money), or undefined when left to the default. */
  value: number | undefined
  /** Why the last text typed was not applied. */
  error: string | null
  /** Called with the parsed figure (undefined = default, NaN = not a number). */
  onChange: (value: number | undefined, text: string) => void
}) {
  const id = useId()
  const [text, setText] = useState(() => textOf(kind, value))
  const isTyped = value !== undefined
  const hint = `${id}-hint`
  const placeholder = isTyped
    ? ''
    : assumption.value
        .replace(/^£/, '')
        .replace(/%$/, '')
        .replace(/ months?$/, '')
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      <div className="relative mt-1">
        {kind === 'money' ? <Unit className="left-3">£</Unit> : null}
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          aria-describedby={hint}
          aria-invalid={error ? true : undefined}
          className={cn('h-10 tabular-nums', kind === 'money' && 'pl-7', kind === 'percent' && 'pr-8')}
          onChange={(event) => {
            setText(event.target.value)
            onChange(parseText(kind, event.target.value), event.target.value)
          }}
        />
        {kind === 'percent' ? <Unit className="right-3">%</Unit> : null}
      </div>
      <FieldHint
        id={hint}
        error={error}
        isTyped={isTyped}
        assumption={assumption}
        onReset={() => {
          setText('')
          onChange(undefined, '')
        }}
      />
    </div>
  )
}

/** Under a field: why the text is refused, or that the figure is yours (with the way back), or the default's source. */
function FieldHint({
  id,
  error,
  isTyped,
  assumption,
  onReset,
}: {
  id: string
  error: string | null
  isTyped: boolean
  assumption: Assumption
  onReset: () => void
}) {
  return (
    <p id={id} className={cn('mt-1 text-xs leading-snug', error ? 'text-danger' : 'text-muted')}>
      {error ? (
        error
      ) : isTyped ? (
        <>
          Your figure.{' '}
          <button type="button" className="font-medium text-teal-800 underline underline-offset-2" onClick={onReset}>
            Use the default
          </button>
        </>
      ) : (
        <>
          Default {assumption.value}: {assumption.source}
        </>
      )}
    </p>
  )
}

/** A choice among a few options as a row of radio buttons (strategy, finance, works figure). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  description,
  columns = 'sm:grid-cols-3',
}: {
  legend: string
  name: string
  options: { value: T; label: string; detail?: string }[]
  value: T
  onChange: (value: T) => void
  description?: string
  columns?: string
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      {description ? <p className="mt-0.5 text-xs text-muted">{description}</p> : null}
      <div className={cn('mt-2 grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm transition-colors',
              option.value === value
                ? 'border-teal-600 bg-teal-50 text-navy-900'
                : 'border-navy-200 bg-white hover:border-navy-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-teal-700"
            />
            <span className="min-w-0">
              <span className="block font-medium">{option.label}</span>
              {option.detail ? <span className="block text-xs text-muted tabular-nums">{option.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
