import { describeApiError } from '../lib/api-client'
import { Button } from './ui/button'

/** The part of a failed TanStack query that RetryAlert reads: its error, and refetch for Try again. */
export type FailedQuery = { error: unknown; refetch: () => unknown }

/** A read that failed, said in a sentence (`fallback` when the error has no message of its own), with Try again. */
export function RetryAlert({ query, fallback }: { query: FailedQuery; fallback: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-navy-900">
      <span>{describeApiError(query.error, fallback)}</span>
      <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  )
}
