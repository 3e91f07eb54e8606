import { LoaderCircle, Send } from 'lucide-react'
import { Button } from '../ui/button'

/** The foot of a form that sends a message: a note beside a large send button that reads 'Sending...' while busy. */
export function SendFormFooter({
  note,
  label,
  isPending,
  buttonClassName,
}: {
  note: string
  label: string
  isPending: boolean
  buttonClassName?: string
}) {
  return (
    <div className="flex flex-col-reverse items-stretch gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">{note}</p>
      <Button type="submit" size="lg" disabled={isPending} className={buttonClassName}>
        {isPending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            {label}
          </>
        )}
      </Button>
    </div>
  )
}
