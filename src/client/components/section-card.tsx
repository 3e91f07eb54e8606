import type { HTMLAttributes, ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card'

/**
 * A card that is one titled section: its heading (after `icon`, when given), the line under it, then its content.
 * Other props (className, data-testid) go to the card.
 */
export function SectionCard({
  title,
  icon,
  description,
  as,
  contentClassName,
  children,
  ...card
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode
  icon?: ReactNode
  description?: ReactNode
  /** The heading's level (h3 unless told). */
  as?: 'h2' | 'h3'
  contentClassName?: string
  children: ReactNode
}) {
  return (
    <Card {...card}>
      <CardHeader>
        <CardTitle as={as} className={icon ? 'flex items-center gap-2' : undefined}>
          {icon}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
