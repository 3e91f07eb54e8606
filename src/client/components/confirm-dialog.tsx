import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog'

/**
 * The question before an action that is hard to undo: its title, what it does (`description`, then any `children`),
 * a way out (`keepLabel`, which closes) and the action (`confirmLabel`, busy while `isPending`).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  keepLabel,
  confirmLabel,
  confirmVariant = 'primary',
  isPending = false,
  onConfirm,
  className,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  children?: ReactNode
  keepLabel: string
  confirmLabel: string
  confirmVariant?: ButtonVariant
  isPending?: boolean
  onConfirm: () => void
  className?: string
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
          <Button variant={confirmVariant} disabled={isPending} onClick={onConfirm}>
            {isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
