import { useMutation } from '@tanstack/react-query'
import { BookmarkPlus, FileDown } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import type { QuoteCheckRequest, QuoteCheckResponse } from '#shared/quotes/check/requests'
import { FormAlert } from '../components/form-alert'
import { isPlanLimit, PlanLimitNotice } from '../components/plan-limit-notice'
import { signInUrl } from '../components/sign-in-prompt'
import { Button, buttonClasses } from '../components/ui/button'
import { apiRequestJson, describeApiError, isApiError } from '../lib/api-client'
import { useSession } from '../features/accounts/session-api'

/**
 * Keep a check with the estimate's project and print it (decision 030): signed in, "Keep this check" sends the same
 * request again with `save` (the plan's `savedQuoteChecksPerMonth`), then the kept check downloads as a short PDF.
 */
export function KeepQuoteCheck({ request }: { request: Omit<QuoteCheckRequest, 'save'> }) {
  const { user } = useSession()
  const location = useLocation()
  const [savedId, setSavedId] = useState<string | null>(null)
  const keep = useMutation({
    mutationFn: () => apiRequestJson<QuoteCheckResponse>('POST', '/api/quote-checks', { ...request, save: true }),
    onSuccess: (res) => setSavedId(res.savedId),
  })

  if (user === undefined) return null
  if (user === null)
    return (
      <p className="text-sm text-muted">
        <Link to={signInUrl(location.pathname)} className="font-medium text-teal-800 underline">
          Sign in
        </Link>{' '}
        to keep this check with your project and print it as a PDF.
      </p>
    )
  if (savedId)
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <a href={`/api/quote-checks/${savedId}/pdf`} download className={buttonClasses('outline')}>
          <FileDown aria-hidden="true" />
          Download the check (PDF)
        </a>
        <p role="status" className="text-sm text-muted">
          Kept with your project.
        </p>
      </div>
    )
  const problem = isApiError(keep.error) ? keep.error.problem : undefined
  return (
    <div className="space-y-2">
      <Button variant="outline" disabled={keep.isPending} onClick={() => keep.mutate()}>
        <BookmarkPlus aria-hidden="true" />
        Keep this check and print it
      </Button>
      {keep.isError && isPlanLimit(problem) ? (
        <PlanLimitNotice detail={describeApiError(keep.error)} upgradeTo={problem?.limit?.upgradeTo} />
      ) : keep.isError ? (
        <FormAlert>{describeApiError(keep.error)}</FormAlert>
      ) : null}
    </div>
  )
}
