import { useQuery } from '@tanstack/react-query'
import type { Dashboard } from '../../../shared/schemas/dashboard'
import { apiGet } from '../../lib/api-client'

export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const

/** GET /api/dashboard: the account's figures, or the demo (`isDemo`) when signed out. */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<Dashboard>('/api/dashboard', { signal }),
  })
}
