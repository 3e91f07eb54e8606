import { Slot } from '@radix-ui/react-slot'
import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from '#client/lib/cn'

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'destructive'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 active:bg-teal-900',
  accent: 'bg-amber-400 text-navy-950 shadow-sm hover:bg-amber-300 active:bg-amber-500',
  secondary: 'bg-navy-100 text-navy-900 hover:bg-navy-200',
  outline: 'border border-navy-200 bg-white text-navy-900 hover:border-navy-300 hover:bg-navy-50',
  ghost: 'text-navy-800 hover:bg-navy-50',
  inverse: 'border border-white/40 bg-white/5 text-white hover:bg-white/15',
  destructive: 'bg-danger text-white hover:bg-red-800',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-13 px-7 text-base',
  icon: 'h-11 w-11',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4.5 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  )
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Render the single child (e.g. a router Link) with button styling instead of a <button>. */
  asChild?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return (
    <Comp
      className={buttonClasses(variant, size, className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  )
}
