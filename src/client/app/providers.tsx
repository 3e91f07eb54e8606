import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'
import { TooltipProvider } from '../components/ui/tooltip'
import { queryClient as defaultQueryClient } from '../lib/query-client'

/** App-wide providers: data fetching, tooltips (700 ms) and the single toast outlet. */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  )
}
