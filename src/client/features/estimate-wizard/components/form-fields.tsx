import * as SelectPrimitive from '@radix-ui/react-select'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ProjectTypeOption } from '../../../../shared/schemas/project-types'
import { Label } from '../../../components/ui/label'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select'
import { cn } from '../../../lib/cn'
import { formatProjectTypeSummary } from '../lib/project-type-format'

/** Label, control, hint and error for one form field. The control must use `id` and `describedBy(id, …)`. */
export function FormField({
  id,
  label,
  hint,
  error,
  optional = false,
  children,
  className,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  optional?: boolean
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted">(optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm leading-relaxed text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** aria-describedby for a field: its hint (when it has one) and its error (when shown). */
export function describedBy(id: string, opts: { hint?: boolean; error?: string }) {
  return cn(opts.hint && `${id}-hint`, opts.error && `${id}-error`) || undefined
}

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
      <SelectTrigger
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: hasHint, error })}
        aria-required={required ? 'true' : undefined}
      >
        <SelectValue placeholder={placeholder} />
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

/**
 * The project type select: groups of options, each showing its label and, below it, the engine's cost range
 * and timeframe ('£8,700 – £29,900 · 3–6 weeks'). Radix gives it full keyboard support (arrows, type-ahead).
 */
export function ProjectTypeSelect({
  id,
  value,
  onChange,
  groups,
  error,
  isLoading,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  groups: readonly { label?: string; options: readonly ProjectTypeOption[] }[]
  error?: string
  isLoading?: boolean
}) {
  const selected = groups.flatMap((g) => g.options).find((o) => o.value === value)
  return (
    <>
      <Select name="projectType" value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
          aria-required="true"
          disabled={isLoading && groups.length === 0}
        >
          <SelectValue placeholder={isLoading ? 'Loading project types…' : 'Select a project type'} />
        </SelectTrigger>
        <SelectContent className="max-h-[min(28rem,var(--radix-select-content-available-height))] overflow-y-auto">
          {groups.map((group, index) => (
            <SelectGroup key={group.label ?? index}>
              {index > 0 ? <SelectSeparator /> : null}
              {group.label ? <SelectLabel>{group.label}</SelectLabel> : null}
              {group.options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className={cn(
                    'relative flex w-full cursor-default flex-col items-start rounded-md py-2 pr-3 pl-8 text-left outline-none select-none',
                    'data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900',
                  )}
                >
                  <span className="absolute top-2.5 left-2.5 flex size-4 items-center justify-center">
                    <SelectPrimitive.ItemIndicator>
                      <Check className="size-4 text-teal-700" aria-hidden="true" />
                    </SelectPrimitive.ItemIndicator>
                  </span>
                  <SelectPrimitive.ItemText>
                    <span className="text-[0.9375rem] font-medium text-ink">{option.label}</span>
                  </SelectPrimitive.ItemText>
                  <span className="text-[0.8125rem] text-muted tabular-nums">{formatProjectTypeSummary(option)}</span>
                </SelectPrimitive.Item>
              ))}
            </SelectGroup>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {selected ? (
          <>
            Typical for {selected.typicalSizeSqm} m²:{' '}
            <span className="font-medium text-navy-800 tabular-nums">{formatProjectTypeSummary(selected)}</span>
          </>
        ) : (
          'Each type shows a typical cost range and how long the work usually takes.'
        )}
      </p>
    </>
  )
}
