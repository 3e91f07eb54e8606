import type { HTMLAttributes } from 'react'
import { cn } from '#client/lib/cn'

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'accent' | 'success' | 'destructive'

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-teal-700 text-white',
  secondary: 'border-transparent bg-navy-100 text-navy-800',
  outline: 'border-navy-200 text-navy-800',
  accent: 'border-transparent bg-amber-400 text-navy-950',
  success: 'border-transparent bg-teal-100 text-teal-800',
  destructive: 'border-transparent bg-danger text-white',
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  )
}
