import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { useToast } from '#client/components/ui/use-toast'
import { describeApiError } from '#client/lib/api-client'
import { signOut } from './account-api'
import { useRefreshSession } from './session-api'

/**
 * Signs out, goes to the landing page and drops everything cached for the user. It navigates before the session
 * is re-read, and synchronously (flushSync: router navigations are otherwise transitions the session update can
 * overtake), so a page that needs a signed-in user is gone before it could send the visitor to sign in.
 */
export function useSignOut() {
  const navigate = useNavigate()
  const refreshSession = useRefreshSession()
  const { toast } = useToast()
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await navigate('/', { flushSync: true })
      await refreshSession()
      toast({ title: 'Signed out', description: 'You’ve signed out on this device.' })
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Sign-out failed', description: describeApiError(error) }),
  })
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending }
}
