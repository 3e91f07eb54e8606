import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { Team } from '#shared/schemas/teams'
import { FormAlert } from '#client/components/form-alert'
import { InputField } from '#client/components/form/fields'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { describeApiError, isApiError } from '#client/lib/api-client'
import { londonDate } from '#client/lib/dates'
import { inviteMember, removeMember, revokeInvitation, TEAM_QUERY_KEY } from '../team-api'

function useTeamChange<T>(change: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  })
}

/** The owner's invite form: an email address; a full team or a bad address says why and keeps what was typed. */
export function InviteForm({ team }: { team: Team }) {
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | undefined>()
  const invite = useTeamChange(inviteMember)
  const fieldError = isApiError(invite.error) ? invite.error.fieldErrors.find((e) => e.path === 'email') : undefined
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSentTo(undefined)
    invite.mutate(email.trim(), {
      onSuccess: () => {
        setSentTo(email.trim())
        setEmail('')
      },
    })
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a team member" className="space-y-4">
      {sentTo ? <FormAlert tone="success">Invitation sent to {sentTo}. The link works for 7 days.</FormAlert> : null}
      {invite.isError && !fieldError ? <FormAlert tone="error">{describeApiError(invite.error)}</FormAlert> : null}
      <InputField
        id="invite-email"
        label="Email address"
        hint={`${team.seats.used} of ${team.seats.limit} seats taken, counting pending invitations.`}
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={setEmail}
        error={fieldError?.message}
      />
      <Button type="submit" disabled={invite.isPending}>
        <UserPlus aria-hidden="true" />
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  )
}

/** Members (the owner may remove them; a member may leave) and, for the owner, pending invitations to revoke. */
export function TeamMembers({ team, currentEmail, onLeft }: { team: Team; currentEmail: string; onLeft: () => void }) {
  const remove = useTeamChange(removeMember)
  const revoke = useTeamChange(revokeInvitation)
  const isOwner = team.role === 'owner'
  const error = remove.error ?? revoke.error
  return (
    <div className="space-y-3">
      {error ? <FormAlert tone="error">{describeApiError(error)}</FormAlert> : null}
      <ul className="divide-y divide-line rounded-card border border-line" aria-label="Team members">
        {team.members.map((m) => {
          const isMe = m.email === currentEmail
          return (
            <li key={m.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium break-words text-navy-900">
                  {m.name || m.email} {m.role === 'owner' ? <Badge>Owner</Badge> : null}
                </p>
                <p className="text-sm break-words text-muted">
                  {m.email} · joined {londonDate(m.joinedAt)}
                </p>
              </div>
              {m.role === 'member' && (isOwner || isMe) ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(m.userId, { onSuccess: () => (isMe ? onLeft() : undefined) })}
                >
                  {isMe ? 'Leave team' : `Remove ${m.name || m.email}`}
                </Button>
              ) : null}
            </li>
          )
        })}
        {team.invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium break-words text-navy-900">
                {i.email} <Badge variant="outline">Invited</Badge>
              </p>
              <p className="text-sm text-muted">Invitation expires {londonDate(i.expiresAt)}</p>
            </div>
            <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(i.id)}>
              Revoke invitation
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
