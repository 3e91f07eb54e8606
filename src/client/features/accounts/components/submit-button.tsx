import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'

/** A form's submit button that says what it is doing while the request is in flight. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
  variant = 'primary',
  className,
}: {
  isPending: boolean
  pendingLabel: string
  children: ReactNode
  variant?: ButtonVariant
  className?: string
}) {
  return (
    <Button type="submit" variant={variant} disabled={isPending} className={cn('w-full sm:w-auto', className)}>
      {isPending ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
