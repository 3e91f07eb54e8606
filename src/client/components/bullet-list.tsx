import type { ReactNode } from 'react'

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
