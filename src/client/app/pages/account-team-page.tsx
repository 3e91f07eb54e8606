import { useQueryClient } from '@tanstack/react-query'
import { getPlan } from '#shared/plans'
import { FormAlert } from '#client/components/form-alert'
import { PageLoading } from '#client/components/page-loading'
import { useToast } from '#client/components/ui/use-toast'
import { AccountPageShell } from '#client/features/accounts/components/account-page-shell'
import { SettingsSection } from '#client/features/accounts/components/settings-section'
import type { SessionUser } from '#client/features/accounts/session-api'
import { BusinessPlanPitch } from '#client/components/business-plan-pitch'
import { HandOverForm } from '#client/features/teams/components/hand-over-form'
import { InviteForm, TeamMembers } from '#client/features/teams/components/team-panel'
import { useTeam } from '#client/features/teams/team-api'
import { describeApiError } from '#client/lib/api-client'

/** /account/team: the Business team. The owner invites, removes and hands over; a member sees the team and may leave. */
export function AccountTeamPage() {
  return (
    <AccountPageShell
      path="/account/team"
      title="Your team"
      lead="Business teams share their projects, estimates and reports."
    >
      {(user) => <TeamSettings user={user} />}
    </AccountPageShell>
  )
}

function TeamSettings({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const team = useTeam()
  // Leaving or handing over changes whose plan, projects and estimates this account sees: everything cached is stale.
  const onLeft = () => void queryClient.invalidateQueries()
  const onHandedOver = (newOwner: string) => {
    void queryClient.invalidateQueries()
    toast({ title: `${newOwner} owns the team now`, description: 'You’re a member: your work is where it was.' })
  }
  if (team.isPending) return <PageLoading />
  if (team.isError) return <FormAlert tone="error">{describeApiError(team.error)}</FormAlert>
  if (team.data.role === null && team.data.seats.limit <= 1)
    return (
      <SettingsSection id="team-upgrade" title="Teams come with the Business plan">
        <BusinessPlanPitch>
          Business includes up to {getPlan('business').limits.teamMembers} team members who share your projects,
          estimates and reports.
        </BusinessPlanPitch>
      </SettingsSection>
    )
  const isMember = team.data.role === 'member'
  return (
    <>
      {isMember ? null : (
        <SettingsSection
          id="team-invite"
          title="Invite a team member"
          description="They get an email with a link to join; they sign in or create an account with that address."
        >
          <InviteForm team={team.data} />
        </SettingsSection>
      )}
      <SettingsSection
        id="team-members"
        title={team.data.organization?.name ?? 'Your team'}
        description={isMember ? 'You work in this team’s projects, estimates and reports.' : undefined}
      >
        {team.data.role === null ? (
          <p className="text-sm text-muted">Nobody has joined yet: invite someone above.</p>
        ) : (
          <TeamMembers team={team.data} currentEmail={user.email} onLeft={onLeft} />
        )}
      </SettingsSection>
      {team.data.role === 'owner' ? (
        <SettingsSection
          id="team-hand-over"
          title="Hand over ownership"
          description="Make a member the team’s owner: the subscription, API keys and the team’s work move to them, and you stay on as a member."
        >
          <HandOverForm team={team.data} onHandedOver={onHandedOver} />
        </SettingsSection>
      ) : null}
    </>
  )
}
