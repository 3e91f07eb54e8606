import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, Navigate } from 'react-router-dom'
import { getPlan } from '../../../shared/plans'
import { FormAlert } from '../../components/form-alert'
import { PageHero } from '../../components/page-hero'
import { PageLoading } from '../../components/page-loading'
import { PageTitle } from '../../components/page-title'
import { SettingsSection } from '../../features/accounts/components/settings-section'
import { useSession, type SessionUser } from '../../features/accounts/session-api'
import { InviteForm, TeamMembers } from '../../features/business/components/team-panel'
import { getTeam, TEAM_QUERY_KEY } from '../../features/business/team-api'
import { describeApiError } from '../../lib/api-client'

/** /account/team: the Business team. The owner invites and removes; a member sees the team and may leave. */
export function AccountTeamPage() {
  const { user, isLoading } = useSession()
  if (isLoading) return <PageLoading />
  if (!user) return <Navigate to="/sign-in?next=%2Faccount%2Fteam" replace />
  return <TeamSettings user={user} />
}

function TeamSettings({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient()
  const team = useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => getTeam(signal) })
  // Leaving changes whose projects and estimates this account sees: everything cached is stale.
  const onLeft = () => void queryClient.invalidateQueries()
  return (
    <>
      <PageTitle title="Your team" />
      <PageHero eyebrow="Your account" title="Your team">
        <p>Business teams share their projects, estimates and reports.</p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <div className="max-w-3xl space-y-6">
          {team.isPending ? (
            <PageLoading />
          ) : team.isError ? (
            <FormAlert tone="error">{describeApiError(team.error)}</FormAlert>
          ) : team.data.role === null && team.data.seats.limit <= 1 ? (
            <SettingsSection id="team-upgrade" title="Teams come with the Business plan">
              <p className="text-[0.9375rem] leading-relaxed text-muted">
                Business includes up to {getPlan('business').limits.teamMembers} team members who share your projects,
                estimates and reports.{' '}
                <Link to="/subscribe/business" className="font-medium text-teal-800 underline underline-offset-2">
                  See the Business plan
                </Link>
                .
              </p>
            </SettingsSection>
          ) : (
            <>
              {team.data.role !== 'member' ? (
                <SettingsSection
                  id="team-invite"
                  title="Invite a team member"
                  description="They get an email with a link to join; they sign in or create an account with that address."
                >
                  <InviteForm team={team.data} />
                </SettingsSection>
              ) : null}
              <SettingsSection
                id="team-members"
                title={team.data.organization?.name ?? 'Your team'}
                description={
                  team.data.role === 'member' ? 'You work in this team’s projects, estimates and reports.' : undefined
                }
              >
                {team.data.role === null ? (
                  <p className="text-sm text-muted">Nobody has joined yet: invite someone above.</p>
                ) : (
                  <TeamMembers team={team.data} currentEmail={user.email} onLeft={onLeft} />
                )}
              </SettingsSection>
            </>
          )}
        </div>
      </div>
    </>
  )
}
