import type { InputHTMLAttributes, Ref } from 'react'
import { cn } from '#client/lib/cn'

export const fieldClasses =
  'w-full rounded-lg border border-navy-200 bg-white px-3.5 text-base text-ink shadow-xs transition-colors ' +
  'placeholder:text-navy-400 hover:border-navy-300 focus-visible:border-teal-600 ' +
  'disabled:cursor-not-allowed disabled:bg-navy-50 aria-invalid:border-danger aria-invalid:bg-danger-soft/40'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />
}
