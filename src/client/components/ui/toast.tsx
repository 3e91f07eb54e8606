import * as ToastPrimitive from '@radix-ui/react-toast'
import { CircleAlert, CircleCheck, X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'
import type { ToastVariant } from './use-toast'

export const ToastProvider = ToastPrimitive.Provider

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed right-0 bottom-0 z-[100] flex w-full max-w-md flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2',
        className,
      )}
      {...props}
    />
  )
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-teal-200 bg-white text-ink',
  destructive: 'border-red-200 bg-danger-soft text-ink',
}

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lift',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-toast-out',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  )
}

export function ToastIcon({ variant = 'default' }: { variant?: ToastVariant }) {
  return variant === 'destructive' ? (
    <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
  ) : (
    <CircleCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
  )
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-semibold text-navy-900', className)} {...props} />
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('mt-0.5 text-sm text-muted', className)} {...props} />
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Dismiss notification"
      className={cn(
        'absolute top-2.5 right-2.5 rounded-md p-1.5 text-navy-600 hover:bg-navy-50 hover:text-navy-900',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  )
}
