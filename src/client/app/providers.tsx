import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { queryClient as defaultQueryClient } from '../lib/query-client'
import { useIsHydrated } from '../lib/use-is-hydrated'

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }))

/**
 * The toast outlet, loaded once the page has hydrated: no first page waits for its code, and a toast raised before
 * it arrives waits in the toast store (use-toast.ts) and shows when it mounts.
 */
function DeferredToaster() {
  const isHydrated = useIsHydrated()
  if (!isHydrated) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

/** App-wide providers: data fetching and the single toast outlet. */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  )
}
