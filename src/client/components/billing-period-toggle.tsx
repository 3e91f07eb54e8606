import { useId } from 'react'
import type { BillingPeriod } from '#shared/plans'
import { cn } from '../lib/cn'
import { useIsHydrated } from '../lib/use-is-hydrated'

/** Monthly / annual switch as a native radio group, styled as a segmented control. */
export function BillingPeriodToggle({
  value,
  onChange,
  annualSavingPercent,
  isExactSaving = false,
}: {
  value: BillingPeriod
  onChange: (value: BillingPeriod) => void
  annualSavingPercent: number
  /** One plan's saving ('Save 17%') rather than the best of several ('Save up to 17%'). */
  isExactSaving?: boolean
}) {
  const name = useId()
  const isHydrated = useIsHydrated()
  const options: Array<{ value: BillingPeriod; label: string }> = [
    { value: 'monthly', label: 'Monthly' },
    { value: 'annual', label: 'Annual' },
  ]
  return (
    <fieldset className="inline-flex" disabled={!isHydrated}>
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full border border-navy-200 bg-white p-1 shadow-xs">
        {options.map((option) => {
          const isChecked = value === option.value
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2 text-[0.9375rem] font-semibold transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                isChecked ? 'bg-navy-900 text-white' : 'text-navy-700 hover:text-navy-900',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
              {option.value === 'annual' && annualSavingPercent > 0 ? (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-bold',
                    isChecked ? 'bg-amber-400 text-navy-950' : 'bg-amber-100 text-amber-800',
                  )}
                >
                  {`Save ${isExactSaving ? '' : 'up to '}${annualSavingPercent}%`}
                </span>
              ) : null}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
