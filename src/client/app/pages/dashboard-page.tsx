import { useSearchParams } from 'react-router-dom'
import { PageTitle } from '#client/components/page-title'
import { useSession } from '#client/features/accounts/session-api'
import { ManageSubscriptionButton } from '#client/features/subscriptions/components/manage-subscription-button'
import { ManagedByOwner } from '#client/features/teams/components/team-plan'
import { useTeam } from '#client/features/teams/team-api'
import { DashboardView } from '#client/features/dashboard/components/dashboard-view'

/** /dashboard: the account's overview (docs/product/screens.md), or the labelled demo when signed out (docs/product/decisions.md#dashboard). */
export function DashboardPage() {
  const [params] = useSearchParams()
  const { user } = useSession()
  // A team member sees the team's plan; its billing is the owner's, so there is nothing of theirs to manage.
  const team = useTeam({ enabled: Boolean(user) }).data
  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas">
      <PageTitle title="Dashboard" />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">
        <DashboardView
          notices={{
            // Stripe's return after 3-D Secure adds redirect_status: only a succeeded one is a new subscription.
            subscriptionActive:
              params.get('subscription') === 'success' &&
              (params.get('redirect_status') ?? 'succeeded') === 'succeeded',
            emailConfirmed: params.get('verified') === '1',
          }}
          manageSubscription={(label) =>
            team?.role === 'member' ? <ManagedByOwner team={team} /> : <ManageSubscriptionButton label={label} />
          }
        />
      </div>
    </div>
  )
}
