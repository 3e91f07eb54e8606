import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

const TONES = { teal: 'bg-teal-50 text-teal-700', amber: 'bg-amber-50 text-amber-700' } as const

/** A centred card that asks something of the visitor: an icon tile in `tone`, a heading, a line, then the actions. */
export function PromptCard({
  icon: Icon,
  tone,
  title,
  text,
  as: Heading = 'h1',
  children,
}: {
  icon: LucideIcon
  tone: keyof typeof TONES
  title: ReactNode
  text: ReactNode
  /** h2 when the page has its own h1. */
  as?: 'h1' | 'h2'
  /** The buttons, side by side from sm up. */
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-xl rounded-card border border-line bg-white p-8 text-center shadow-card sm:p-10">
      <div className={cn('mx-auto flex size-14 items-center justify-center rounded-2xl', TONES[tone])}>
        <Icon className="size-7" aria-hidden="true" />
      </div>
      <Heading className="mt-5 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{title}</Heading>
      <p className="mt-3 text-muted">{text}</p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  )
}
