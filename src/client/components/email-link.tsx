import { cn } from '../lib/cn'

/** A mailto link that wraps neatly before the @ on narrow screens. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const at = email.indexOf('@')
  return (
    <a
      href={`mailto:${email}`}
      className={cn('font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800', className)}
    >
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </a>
  )
}
