import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

type BulletListProps = {
  items: readonly string[]
  /** Drawn before every item: a decorative icon or dot (aria-hidden). */
  bullet: ReactNode
  className?: string
  itemClassName?: string
}

/** A list of short strings, each after the same bullet: the "what you get" and trust-point lists. */
export function BulletList({ items, bullet, className, itemClassName = 'flex gap-2.5' }: BulletListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {bullet}
          {item}
        </li>
      ))}
    </ul>
  )
}

const CHECK_COLOURS = { teal: 'text-teal-700', amber: 'text-amber-700' }

/** A BulletList with a check mark before each item: teal for what the free estimate gives, amber for the report. */
export function CheckList({
  items,
  tone,
  className,
}: {
  items: readonly string[]
  tone: keyof typeof CHECK_COLOURS
  className: string
}) {
  return (
    <BulletList
      items={items}
      className={className}
      bullet={<Check className={cn('mt-0.5 size-4.5 shrink-0', CHECK_COLOURS[tone])} aria-hidden="true" />}
    />
  )
}
