import * as SelectPrimitive from '@radix-ui/react-select'
import { Check } from 'lucide-react'
import type { ProjectTypeCatalogue, ProjectTypeOption } from '#shared/schemas/project-types'
import { cn } from '#client/lib/cn'
import { formatProjectTypeSummary } from '#client/lib/project-type-format'
import { useProjectTypes } from '#client/lib/project-types-api'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../ui/select'
import { fieldAria } from './form-field'

type OptionGroup = { label?: string; options: readonly ProjectTypeOption[] }

/** An option's name, as its item and the closed select's value both show it. */
const OptionLabel = ({ option }: { option: ProjectTypeOption }) => (
  <span className="text-[0.9375rem] font-medium text-ink">{option.label}</span>
)

/** The groups a form offers from GET /api/project-types: the first form's labelled groups, or the professional list. */
function listGroups(data: ProjectTypeCatalogue | undefined, catalogue: 'grouped' | 'professional'): OptionGroup[] {
  if (!data) return []
  return catalogue === 'professional' ? [{ options: data.professional }] : data.groups
}

/**
 * The project type select, fed by GET /api/project-types: groups of options, each showing its label and, below
 * it, the engine's cost range and timeframe ('£8,700 – £29,900 · 3–6 weeks'). Radix gives it full keyboard
 * support (arrows, type-ahead). Renders its own hint (`${id}-hint`), so place it in a FormField without one.
 */
// eslint-disable-next-line max-lines-per-function -- one Radix select: its trigger, groups and items are one piece of markup
export function ProjectTypeSelect({
  id,
  value,
  onChange,
  error,
  catalogue,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** Which types to offer: the first form's grouped list or the professional list. */
  catalogue: 'grouped' | 'professional'
}) {
  const projectTypes = useProjectTypes()
  const isLoading = projectTypes.isLoading
  const groups = listGroups(projectTypes.data, catalogue)
  const selected = groups.flatMap((g) => g.options).find((o) => o.value === value)
  return (
    <>
      <Select name="projectType" value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          {...fieldAria(id, { hint: true, error })}
          aria-required="true"
          disabled={isLoading && groups.length === 0}
        >
          <SelectValue placeholder={isLoading ? 'Loading project types…' : 'Select a project type'}>
            {selected ? <OptionLabel option={selected} /> : undefined}
          </SelectValue>
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
                    <OptionLabel option={option} />
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
      {projectTypes.isError ? (
        <p className="text-sm text-danger">
          We couldn’t load the project types.{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => void projectTypes.refetch()}
          >
            Try again
          </button>
        </p>
      ) : null}
    </>
  )
}
