import { useQuery } from '@tanstack/react-query'
import type { Dashboard } from '#shared/schemas/dashboard'
import { apiGet } from '#client/lib/api-client'

export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const

/** How often, and how many times, the dashboard is read again while a new subscription is being confirmed. */
const PLAN_POLL_MS = 2000
const PLAN_POLL_READS = 15

/**
 * GET /api/dashboard: the account's figures, or the demo (`isDemo`) when signed out. `awaitPlan`: the card provider
 * has just returned from a subscription payment; with Stripe the plan arrives by webhook a moment later, so a
 * signed-in account still on Free is read again every 2 s for up to 30 s.
 */
export function useDashboard({ awaitPlan = false }: { awaitPlan?: boolean } = {}) {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<Dashboard>('/api/dashboard', { signal }),
    refetchInterval: (query) => {
      const data = query.state.data
      const isWaiting = awaitPlan && data && !data.isDemo && data.subscription.tier === 'free'
      return isWaiting && query.state.dataUpdateCount < PLAN_POLL_READS ? PLAN_POLL_MS : false
    },
  })
}
