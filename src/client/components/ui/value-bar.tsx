import { cn } from '#client/lib/cn'

type Naming = { 'aria-label': string } | { 'aria-labelledby': string }

/**
 * A rounded bar filled to `value` out of `max` (100 by default). `role` says what it shows: `progressbar` for
 * progress towards done, `meter` for a measure in a known range. Name it with aria-label or aria-labelledby;
 * `className` sets its height, margin and track colour.
 */
export function ValueBar({
  role,
  value,
  max = 100,
  valueText,
  className,
  fillClassName = 'bg-teal-600',
  ...naming
}: Naming & {
  role: 'progressbar' | 'meter'
  value: number
  max?: number
  valueText?: string
  className: string
  fillClassName?: string
}) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0
  return (
    <div
      role={role}
      {...naming}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('overflow-hidden rounded-full', className)}
    >
      <div className={cn('h-full rounded-full', fillClassName)} style={{ width: `${percent}%` }} />
    </div>
  )
}
