import type { Team } from '../../../shared/schemas/business-api'
import { apiGet, apiRequestJson } from '../../lib/api-client'

export const TEAM_QUERY_KEY = ['/api/team'] as const

export const getTeam = (signal?: AbortSignal) => apiGet<Team>('/api/team', { signal })
export const inviteMember = (email: string) => apiRequestJson<Team>('POST', '/api/team/invitations', { email })
export const acceptInvitation = (token: string) => apiRequestJson<Team>('POST', '/api/team/accept', { token })
export const revokeInvitation = (id: string) =>
  apiRequestJson<void>('DELETE', `/api/team/invitations/${encodeURIComponent(id)}`)
export const removeMember = (userId: string) =>
  apiRequestJson<void>('DELETE', `/api/team/members/${encodeURIComponent(userId)}`)
