import * as SelectPrimitive from '@radix-ui/react-select'
import { CheckCircle2, ChevronDown, CircleDashed } from 'lucide-react'
import type { Scope } from '#shared/cost-engine/types'
import { scopeLabel } from '#shared/scope'
import { findCatalogueQuestion, SCOPE_QUESTION_ID } from '#shared/smart-questions/question-catalogue'
import { cn } from '../lib/cn'
import { Select, SelectContent, SelectItem } from './ui/select'

/** One fact about a cost driver: a catalogue question and its option value (undefined: mentioned, not settled). */
export interface Fact {
  id: string
  value: string | undefined
}

/**
 * Facts as chips, each one a select: what was picked up from the description (or answered) is shown as
 * 'Question: answer', and choosing another option corrects it. Ids outside the catalogue are left out.
 */
export function FactChips({
  facts,
  onChange,
  disabled = false,
  className,
}: {
  facts: readonly Fact[]
  onChange: (id: string, value: string) => void
  disabled?: boolean
  className?: string
}) {
  const chips = facts.flatMap((fact) => {
    const question = findCatalogueQuestion(fact.id)
    return question ? [{ ...fact, question }] : []
  })
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {chips.map(({ id, value, question }) => {
        const option = question.options.find((o) => o.value === value)
        // The scope's options carry a sentence each; the chip names the rung only.
        const answer = option && id === SCOPE_QUESTION_ID ? scopeLabel(option.value as Scope) : option?.label
        const name = question.question.replace(/\?$/, '')
        return (
          <li key={id} data-fact-id={id}>
            <Select value={value ?? ''} onValueChange={(next) => onChange(id, next)} disabled={disabled}>
              <SelectPrimitive.Trigger
                aria-label={`${name}: ${answer ?? 'not settled'}. Change`}
                className={cn(
                  'inline-flex max-w-full items-start gap-1.5 rounded-2xl bg-white px-3 py-1 text-left text-sm text-navy-800',
                  'ring-1 ring-teal-200 transition-colors hover:bg-teal-50 hover:ring-teal-400 focus-visible:outline-2',
                  'focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-wait disabled:opacity-60',
                  '[&_svg]:mt-0.5',
                )}
              >
                {answer ? (
                  <CheckCircle2 className="size-3.5 shrink-0 text-teal-700" aria-hidden="true" />
                ) : (
                  <CircleDashed className="size-3.5 shrink-0 text-amber-700" aria-hidden="true" />
                )}
                <span className="min-w-0">
                  {name}
                  <span className="font-semibold">: {answer ?? 'not settled'}</span>
                </span>
                <ChevronDown className="size-3.5 shrink-0 text-teal-700" aria-hidden="true" />
              </SelectPrimitive.Trigger>
              <SelectContent aria-label={question.question}>
                {question.options.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </li>
        )
      })}
    </ul>
  )
}
