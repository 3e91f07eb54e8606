import { LoaderCircle } from 'lucide-react'

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <LoaderCircle className="size-8 animate-spin text-teal-700" aria-hidden="true" />
      <span className="sr-only">Loading page…</span>
    </div>
  )
}
