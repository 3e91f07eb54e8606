import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { FormAlert } from '#client/components/form-alert'
import { LinkButton } from '#client/components/link-button'
import { HeroPage } from '#client/components/hero-page'
import { PageLoading } from '#client/components/page-loading'
import { Button } from '#client/components/ui/button'
import { useToast } from '#client/components/ui/use-toast'
import { useSession } from '#client/features/accounts/session-api'
import { acceptInvitation } from '#client/features/teams/team-api'
import { describeApiError } from '#client/lib/api-client'

/** /team/accept?token=…: the invitation email's link. Signed out, sign in or sign up first and come back here. */
export function TeamAcceptPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { user, isLoading } = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const accept = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (team) => {
      await queryClient.invalidateQueries()
      toast({ title: 'Welcome to the team', description: `You have joined ${team.organization?.name ?? 'the team'}.` })
      await navigate('/dashboard')
    },
  })
  const here = `/team/accept?token=${encodeURIComponent(token)}`
  return (
    <HeroPage
      title="Join a team"
      eyebrow="Business team"
      intro={<p>Accept the invitation to share the team’s projects, estimates and reports.</p>}
      className="py-10 sm:py-12"
    >
      <div className="max-w-2xl space-y-5">
        {!token ? (
          <FormAlert tone="error">This invitation link is incomplete: open the link from the email again.</FormAlert>
        ) : isLoading ? (
          <PageLoading />
        ) : !user ? (
          <>
            <p>Sign in, or create an account, with the email address the invitation was sent to.</p>
            <div className="flex flex-wrap gap-3">
              <LinkButton to={`/sign-in?next=${encodeURIComponent(here)}`}>Sign in to accept</LinkButton>
              <LinkButton to={`/sign-up?next=${encodeURIComponent(here)}`} variant="outline">
                Create an account
              </LinkButton>
            </div>
          </>
        ) : (
          <>
            {accept.isError ? <FormAlert tone="error">{describeApiError(accept.error)}</FormAlert> : null}
            <p>
              Signed in as <strong className="break-words">{user.email}</strong>.
            </p>
            <Button disabled={accept.isPending} onClick={() => accept.mutate(token)}>
              <Users aria-hidden="true" />
              {accept.isPending ? 'Joining…' : 'Accept invitation'}
            </Button>
          </>
        )}
      </div>
    </HeroPage>
  )
}
