import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

/**
 * A wide table's frame: it scrolls sideways on a phone, and is focusable so a keyboard can scroll it too
 * (axe: scrollable-region-focusable). `label` names it for screen readers.
 */
export function ScrollRegion({
  label,
  className,
  role = 'region',
  children,
}: {
  label: string
  className?: string
  role?: 'region' | 'group'
  children: ReactNode
}) {
  return (
    <div
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-teal-600', className)}
      tabIndex={0}
      role={role}
      aria-label={label}
    >
      {children}
    </div>
  )
}
