import { LogIn } from 'lucide-react'
import { LinkButton } from './link-button'

/** Where a sign-in link goes: the sign-in page, which brings the visitor back to `next` afterwards. */
export const signInUrl = (next: string) => `/sign-in?next=${encodeURIComponent(next)}`

/** A card asking the visitor to sign in to see `what`, coming back to `next`. */
export function SignInPrompt({
  title,
  text,
  next,
  as: Heading = 'h1',
}: {
  title: string
  text: string
  next: string
  /** h2 when the page has its own h1. */
  as?: 'h1' | 'h2'
}) {
  return (
    <div className="mx-auto max-w-xl rounded-card border border-line bg-white p-8 text-center shadow-card sm:p-10">
      <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
        <LogIn className="size-7" aria-hidden="true" />
      </div>
      <Heading className="mt-5 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{title}</Heading>
      <p className="mt-3 text-muted">{text}</p>
      <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to={signInUrl(next)} size="lg">
          Sign in
        </LinkButton>
        <LinkButton to={`/sign-up?next=${encodeURIComponent(next)}`} variant="outline" size="lg">
          Create an account
        </LinkButton>
      </div>
    </div>
  )
}
