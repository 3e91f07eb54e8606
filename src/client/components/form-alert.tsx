import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

/**
 * A message above or below a form: what went wrong (announced at once, role=alert) or what happened (a polite
 * status). Nothing when there is no message.
 */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
  className?: string
}) {
  if (!children) return null
  const Icon = { error: CircleAlert, success: CircleCheck, info: Info }[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border px-4 py-3 text-[0.9375rem] leading-relaxed',
        tone === 'error' && 'border-red-200 bg-danger-soft text-danger',
        tone === 'success' && 'border-teal-200 bg-teal-50 text-teal-900',
        tone === 'info' && 'border-navy-200 bg-navy-50 text-navy-900',
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}
