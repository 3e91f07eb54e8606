import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'

/** One part of the account page: an h2, what it does, then its form. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
  tone?: 'default' | 'danger'
}) {
  return (
    <Card className={cn('p-6 sm:p-8', tone === 'danger' && 'border-red-200')} aria-labelledby={id}>
      <h2 id={id} className={cn('text-xl font-semibold', tone === 'danger' ? 'text-danger' : 'text-navy-900')}>
        {title}
      </h2>
      {description ? <div className="mt-1 text-[0.9375rem] leading-relaxed text-muted">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </Card>
  )
}
