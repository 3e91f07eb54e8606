import { LogIn } from 'lucide-react'
import { LinkButton } from './link-button'
import { PromptCard } from './prompt-card'

/** Where a sign-in link goes: the sign-in page, which brings the visitor back to `next` afterwards. */
export const signInUrl = (next: string) => `/sign-in?next=${encodeURIComponent(next)}`

/** A card asking the visitor to sign in to see `what`, coming back to `next`. */
export function SignInPrompt({
  title,
  text,
  next,
  as,
}: {
  title: string
  text: string
  next: string
  /** h2 when the page has its own h1. */
  as?: 'h1' | 'h2'
}) {
  return (
    <PromptCard icon={LogIn} tone="teal" title={title} text={text} as={as}>
      <LinkButton to={signInUrl(next)} size="lg">
        Sign in
      </LinkButton>
      <LinkButton to={`/sign-up?next=${encodeURIComponent(next)}`} variant="outline" size="lg">
        Create an account
      </LinkButton>
    </PromptCard>
  )
}
