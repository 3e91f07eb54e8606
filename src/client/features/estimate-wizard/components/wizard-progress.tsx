import { Check } from 'lucide-react'
import { cn } from '#client/lib/cn'

export const WIZARD_STEPS = ['Project Details', 'Smart Questions', 'Your Estimate'] as const

/**
 * The three-step progress bar (docs/product/screens.md). `current` is the 0-based active step; steps before it show as done,
 * and `complete` marks every step done (the result is showing).
 */
export function WizardProgress({ current, complete = false }: { current: number; complete?: boolean }) {
  return (
    <nav aria-label="Estimate progress">
      <ol className="grid grid-cols-3 gap-2 sm:gap-4">
        {WIZARD_STEPS.map((label, index) => {
          const isDone = complete || index < current
          const isCurrent = !complete && index === current
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  isDone && 'border-teal-700 bg-teal-700 text-white',
                  isCurrent && 'border-teal-700 bg-white text-teal-800',
                  !isDone && !isCurrent && 'border-navy-200 bg-white text-navy-500',
                )}
                aria-hidden="true"
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-[0.8125rem] leading-tight font-semibold sm:text-sm',
                  isDone || isCurrent ? 'text-navy-900' : 'text-muted',
                )}
              >
                <span className="sr-only">{`Step ${index + 1} of ${WIZARD_STEPS.length}: `}</span>
                {label}
                <span className="sr-only">{isDone ? ' (completed)' : isCurrent ? ' (current)' : ''}</span>
              </span>
              {index < WIZARD_STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('hidden h-0.5 flex-1 rounded sm:block', isDone ? 'bg-teal-600' : 'bg-navy-100')}
                />
              ) : null}
            </li>
          )
        })}
      </ol>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-navy-100 sm:hidden" aria-hidden="true">
        <div
          className="h-full rounded-full bg-teal-600 transition-[width]"
          style={{ width: `${complete ? 100 : ((current + 0.5) / WIZARD_STEPS.length) * 100}%` }}
        />
      </div>
    </nav>
  )
}
