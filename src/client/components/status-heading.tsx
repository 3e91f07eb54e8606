import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

const TONES = {
  teal: 'bg-teal-100 text-teal-700',
  amber: 'bg-amber-100 text-amber-700',
  navy: 'bg-navy-100 text-navy-700',
} as const

/**
 * The top of a status page (a report link, a payment): a round icon badge in `tone`, the page's h1 and, when given,
 * the line under it. Place it in a centred column.
 */
export function StatusHeading({
  icon: Icon,
  tone,
  title,
  text,
  iconClassName = 'size-8',
}: {
  icon: LucideIcon
  tone: keyof typeof TONES
  title: string
  text?: ReactNode
  iconClassName?: string
}) {
  return (
    <>
      <span className={cn('mx-auto flex size-16 items-center justify-center rounded-full', TONES[tone])}>
        <Icon className={iconClassName} aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
      {text ? <p className="mt-3 text-lg text-muted">{text}</p> : null}
    </>
  )
}
