import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button, type ButtonSize, type ButtonVariant } from './ui/button'

/** A router link drawn as a button (Button asChild around a Link). */
export function LinkButton({
  to,
  variant,
  size,
  className,
  children,
}: {
  to: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to}>{children}</Link>
    </Button>
  )
}
