import { Link } from 'react-router-dom'
import type { Team } from '#shared/schemas/teams'
import { DetailItem } from '#client/components/detail-item'
import { FormAlert } from '#client/components/form-alert'
import { LinkButton } from '#client/components/link-button'
import { planName, renewalLine } from '#client/lib/subscription-text'
import { displayName, ownerOf } from '../team-api'

/** The team's owner as a sentence names them. */
export const ownerName = (team: Team) => {
  const owner = ownerOf(team)
  return owner ? displayName(owner) : 'the team’s owner'
}

/**
 * A team member's "Plan and billing": the organisation's plan they work on, who owns it, and that only the owner
 * manages its billing (nothing here acts on the member's own account).
 */
export function TeamPlan({ team }: { team: Team }) {
  const owner = ownerOf(team)
  const renewal = team.plan ? renewalLine(team.plan) : undefined
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <DetailItem term="Plan">{team.plan ? `${planName(team.plan.tier)} (your team’s)` : 'Your team’s'}</DetailItem>
        <DetailItem term="Owner">
          {owner ? `${displayName(owner)}${owner.name ? ` (${owner.email})` : ''}` : '—'}
        </DetailItem>
        {renewal ? <DetailItem term="Renewal">{renewal}</DetailItem> : null}
      </dl>
      <p className="text-[0.9375rem] leading-relaxed text-ink">
        You’re a member of {team.organization?.name ?? 'a team'}. {ownerName(team)} owns it and manages its billing: the
        subscription, its card and its invoices are theirs. Ask them to change the plan.
      </p>
      <LinkButton to="/account/team" variant="outline">
        See your team
      </LinkButton>
    </div>
  )
}

/** In place of Manage Subscription for a team member (the dashboard's plan card): who manages the plan. */
export function ManagedByOwner({ team }: { team: Team }) {
  return <p className="text-sm text-muted">Your team’s plan: {ownerName(team)}, its owner, manages the billing.</p>
}

/**
 * Above the delete-account form: what deleting means for the account's team. An owner with members is refused
 * (`isBlocked`): they hand over ownership or remove the members first. A member just leaves the team.
 */
export function TeamDeletionNotice({ team }: { team: Team }) {
  const others = team.members.filter((m) => m.role === 'member').length
  if (team.role === 'member')
    return (
      <FormAlert tone="info">
        Deleting your account takes you off {team.organization?.name ?? 'your team'}. The team’s projects, estimates and
        reports stay with the team.
      </FormAlert>
    )
  if (team.role !== 'owner') return null
  if (others === 0)
    return (
      <FormAlert tone="info">
        You own a team: deleting your account deletes it too, with its API keys and any pending invitations.
      </FormAlert>
    )
  return (
    <FormAlert tone="error">
      You own a team with {others} other {others === 1 ? 'member' : 'members'}. Deleting your account would delete the
      team’s projects, estimates and reports under them, so it can’t be deleted while they’re on it.{' '}
      <Link to="/account/team" className="font-medium underline underline-offset-2">
        Hand over ownership
      </Link>{' '}
      to one of them (you can then delete your account), or remove them first.
    </FormAlert>
  )
}

/** Whether the account owns a team others are still on (its deletion is refused). */
export const isOwnerWithMembers = (team: Team | undefined) =>
  team?.role === 'owner' && team.members.some((m) => m.role === 'member')
