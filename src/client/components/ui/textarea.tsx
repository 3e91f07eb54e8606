import type { Ref, TextareaHTMLAttributes } from 'react'
import { cn } from '#client/lib/cn'
import { fieldClasses } from './input'

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>
}

export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(fieldClasses, 'min-h-28 py-2.5 leading-relaxed', className)} {...props} />
}
