import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequestJson } from '#client/lib/api-client'

export interface SessionUser {
  id: string
  email: string
  name: string
  emailVerified: boolean
}

export const SESSION_QUERY_KEY = ['session'] as const

/** Who is signed in (better-auth's `GET /api/auth/get-session`), or null when nobody is. */
export async function fetchSession(): Promise<SessionUser | null> {
  const found = await apiRequestJson<{ user: SessionUser } | null>('GET', '/api/auth/get-session')
  return found?.user ?? null
}

/** What the header calls the user: their name, or their email when they gave none. */
export const displayNameOf = (user: SessionUser) => user.name.trim() || user.email

/** The signed-in user for any component; `user` is undefined while loading and null when signed out. */
export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 60_000 })
  return { user: query.data, isLoading: query.isLoading }
}

/** After sign-in, sign-out or account changes: re-read the session and drop everything cached for the old user. */
export function useRefreshSession() {
  const queryClient = useQueryClient()
  return async () => {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] })
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
  }
}
