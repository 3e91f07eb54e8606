import { useQuery } from '@tanstack/react-query'
import type { Team } from '#shared/schemas/teams'
import { apiGet, apiRequestJson } from '#client/lib/api-client'

export const TEAM_QUERY_KEY = ['/api/team'] as const

export const getTeam = (signal?: AbortSignal) => apiGet<Team>('/api/team', { signal })
export const inviteMember = (email: string) => apiRequestJson<Team>('POST', '/api/team/invitations', { email })
export const acceptInvitation = (token: string) => apiRequestJson<Team>('POST', '/api/team/accept', { token })
export const revokeInvitation = (id: string) =>
  apiRequestJson<void>('DELETE', `/api/team/invitations/${encodeURIComponent(id)}`)
export const removeMember = (userId: string) =>
  apiRequestJson<void>('DELETE', `/api/team/members/${encodeURIComponent(userId)}`)
export const handOverOwnership = (userId: string) => apiRequestJson<Team>('POST', '/api/team/hand-over', { userId })

/** The signed-in account's team (`enabled: false` while nobody is signed in: the route needs a session). */
export const useTeam = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => getTeam(signal), enabled })

/** The team's owner as the page names them. */
export const ownerOf = (team: Team) => team.members.find((m) => m.role === 'owner')
export const displayName = (person: { name: string; email: string }) => person.name || person.email
