import { describeApiError } from '../lib/api-client'
import { Button } from './ui/button'

/** A read that failed, said in a sentence, with Try again (a query's refetch). */
export function RetryAlert({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-navy-900">
      <span>{describeApiError(error, fallback)}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
