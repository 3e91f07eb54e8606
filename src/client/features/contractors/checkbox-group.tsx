import { FieldErrorMessage } from '#client/components/form/form-field'
import { cn } from '#client/lib/cn'

/**
 * A fieldset of checkboxes for a multiple choice. The first box carries `id`, so focusing the field's first error
 * lands on it; the legend names the group and its error is read with it.
 */
export function CheckboxGroup({
  id,
  legend,
  hint,
  options,
  value,
  onValueChange,
  error,
  columns = 2,
}: {
  id: string
  legend: string
  hint?: string
  options: ReadonlyArray<{ value: string; label: string }>
  value: readonly string[]
  onValueChange: (value: string[]) => void
  error?: string | undefined
  columns?: 2 | 3
}) {
  const toggle = (option: string, checked: boolean) =>
    onValueChange(checked ? [...value, option] : value.filter((v) => v !== option))
  const describedBy = cn(hint && `${id}-hint`, error && `${id}-error`) || undefined
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-1.5">
      <legend className="text-[0.9375rem] font-medium text-navy-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={cn('mt-1 grid gap-x-4 gap-y-1', columns === 3 ? 'grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option, index) => {
          const boxId = index === 0 ? id : `${id}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={boxId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-[0.9375rem] text-ink hover:bg-navy-50"
            >
              <input
                id={boxId}
                type="checkbox"
                name={id}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(e) => toggle(option.value, e.target.checked)}
                aria-invalid={error ? true : undefined}
                className="size-5 shrink-0 accent-teal-700"
              />
              {option.label}
            </label>
          )
        })}
      </div>
      <FieldErrorMessage id={id} error={error} />
    </fieldset>
  )
}
