import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'
import { useIsHydrated } from '#client/lib/use-is-hydrated'

/**
 * A form's controls, disabled until the page's script has hydrated them: on a prerendered page the form shows
 * before it works, and nothing may be typed into it that hydration would drop.
 */
export function ReadyFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const isHydrated = useIsHydrated()
  return (
    <fieldset disabled={!isHydrated} className={cn('min-w-0', className)}>
      {children}
    </fieldset>
  )
}
