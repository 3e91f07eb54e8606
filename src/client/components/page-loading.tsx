import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <LoaderCircle className="size-8 animate-spin text-teal-700" aria-hidden="true" />
      <span className="sr-only">Loading page…</span>
    </div>
  )
}

/** A page's data on its way: a spinner above what is loading ("Loading your project…"). */
export function LoadingPanel({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted">
      <LoaderCircle className="size-8 animate-spin text-teal-700" aria-hidden="true" />
      {children}
    </div>
  )
}
