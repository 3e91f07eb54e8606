import { useQuery } from '@tanstack/react-query'
import { BookOpen } from 'lucide-react'
import { getPlan } from '#shared/plans'
import { PageLoading } from '#client/components/page-loading'
import { buttonClasses } from '#client/components/ui/button'
import { FormAlert } from '#client/components/form-alert'
import { AccountPageShell } from '#client/features/accounts/components/account-page-shell'
import { SettingsSection } from '#client/features/accounts/components/settings-section'
import {
  API_KEYS_QUERY_KEY,
  API_USAGE_QUERY_KEY,
  getApiUsage,
  listApiKeys,
} from '#client/features/business-api/api-keys-api'
import { ApiKeyList } from '#client/features/business-api/components/api-key-list'
import { ApiUsageCard } from '#client/features/business-api/components/api-usage-card'
import { BusinessPlanPitch } from '#client/components/business-plan-pitch'
import { NewApiKeyForm } from '#client/features/business-api/components/new-api-key-form'
import { ownerName } from '#client/features/teams/components/team-plan'
import { useTeam } from '#client/features/teams/team-api'
import { describeApiError } from '#client/lib/api-client'

/** /account/api: the Business plan's API keys and this month's usage. Signed out, it sends the visitor to sign in. */
const BUSINESS_LIMITS = getPlan('business').limits

export function AccountApiPage() {
  return (
    <AccountPageShell
      path="/account/api"
      title="API access"
      lead="Price projects from your own tools with the estimator’s REST API."
    >
      {() => <ApiAccess />}
    </AccountPageShell>
  )
}

function ApiAccess() {
  const usage = useQuery({ queryKey: API_USAGE_QUERY_KEY, queryFn: ({ signal }) => getApiUsage(signal) })
  const keys = useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: ({ signal }) => listApiKeys(signal) })
  const team = useTeam()
  return (
    <>
      <p>
        {/* A server page, not one of the app's: a plain link loads it. */}
        <a href="/api/docs/" className={buttonClasses('outline')}>
          <BookOpen aria-hidden="true" />
          Read the API documentation
        </a>
      </p>
      {usage.isPending || team.isPending ? (
        <PageLoading />
      ) : usage.isError ? (
        <FormAlert tone="error">{describeApiError(usage.error)}</FormAlert>
      ) : team.data?.role === 'member' ? (
        // A member works on the team's plan, but its keys and allowance are the owner's to manage.
        <SettingsSection id="api-team" title="Your team’s owner manages the API">
          <p className="text-[0.9375rem] leading-relaxed text-muted">
            {ownerName(team.data)}, your team’s owner, manages its API keys. Calls made with them count against the
            team’s monthly allowance: ask them for a key.
          </p>
        </SettingsSection>
      ) : usage.data.limit === 0 ? (
        <SettingsSection id="api-upgrade" title="The API comes with the Business plan">
          <BusinessPlanPitch>
            Business includes {BUSINESS_LIMITS.apiCallsPerMonth.toLocaleString('en-GB')} API calls a month,{' '}
            {BUSINESS_LIMITS.teamMembers} team members and unlimited reports.
          </BusinessPlanPitch>
        </SettingsSection>
      ) : (
        <>
          <SettingsSection
            id="api-usage"
            title="Usage this month"
            description="Calls count per calendar month, UK time."
          >
            <ApiUsageCard usage={usage.data} />
          </SettingsSection>
          <SettingsSection
            id="api-new-key"
            title="Create a key"
            description="Send it as Authorization: Bearer <key>. Anyone with the key can use your allowance: keep it secret."
          >
            <NewApiKeyForm />
          </SettingsSection>
          <SettingsSection id="api-keys" title="Your keys">
            {keys.isPending ? (
              <PageLoading />
            ) : keys.isError ? (
              <FormAlert tone="error">{describeApiError(keys.error)}</FormAlert>
            ) : (
              <ApiKeyList keys={keys.data} />
            )}
          </SettingsSection>
        </>
      )}
    </>
  )
}
