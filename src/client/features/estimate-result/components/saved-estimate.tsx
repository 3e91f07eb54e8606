import { useQuery } from '@tanstack/react-query'
import { FileQuestion, LoaderCircle, RotateCw, ClipboardCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { PageTitle } from '#client/components/page-title'
import { PromptCard } from '#client/components/prompt-card'
import { Button } from '#client/components/ui/button'
import { isApiError } from '#client/lib/api-client'
import { getEstimate } from '../api/result-api'
import { EstimateResult } from './estimate-result'
import { LinkButton } from '#client/components/link-button'

/** Same key the wizard fills after generating, so a fresh estimate opens without a second request. */
export const savedEstimateQueryKey = (id: string) => ['/api/estimates', id] as const

/** /estimate/:id: loads the estimate (GET /api/estimates/:id) and shows the shared result view. */
export function SavedEstimate({
  id,
  renderReportButton,
  renderAccountCard,
  reportIncludedIn,
  revision,
}: {
  id: string
  /** Corrects a fact of the estimate (prices it again), composed in by the page. */
  revision?: { onChangeFact: (estimate: EstimateResponse, id: string, value: string) => void; isRevising: boolean }
  /** The account's plan name when it includes reports (EstimateResult). */
  reportIncludedIn?: string
  renderReportButton?: (estimate: EstimateResponse) => ReactNode
  renderAccountCard?: (estimate: EstimateResponse) => ReactNode
}) {
  const query = useQuery({
    queryKey: savedEstimateQueryKey(id),
    queryFn: async ({ signal }) => ({ estimate: await getEstimate(id, signal) }),
  })

  if (query.isPending) {
    return (
      <Shell title="Your Renovation Estimate">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">Your Renovation Estimate</h1>
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status">
          <LoaderCircle className="size-8 animate-spin text-teal-700" aria-hidden="true" />
          <p className="text-muted">Loading your estimate…</p>
        </div>
      </Shell>
    )
  }

  if (query.isError) {
    const isNotFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)
    return (
      <Shell title={isNotFound ? 'Estimate not found' : 'Estimate unavailable'}>
        {/* A failed load keeps the page's own title; only a missing estimate says so in the h1. */}
        <PromptCard
          icon={FileQuestion}
          tone="amber"
          title={isNotFound ? 'Estimate not found — free estimates are kept for 30 days' : 'Your Renovation Estimate'}
          text={
            isNotFound
              ? 'This link may have expired or been mistyped, or the estimate is saved to an account: sign in to open your own. A new estimate takes about a minute.'
              : 'We couldn’t load this estimate. Please check your connection and try again.'
          }
        >
          <LinkButton to="/estimate" size="lg">
            Start a new estimate
          </LinkButton>
          {!isNotFound ? (
            <Button variant="outline" size="lg" onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </PromptCard>
      </Shell>
    )
  }

  const estimate = query.data.estimate
  return (
    <Shell title="Your Renovation Estimate">
      <EstimateResult
        estimate={estimate}
        titleAs="h1"
        reportButton={renderReportButton?.(estimate)}
        reportIncludedIn={reportIncludedIn}
        accountCard={renderAccountCard?.(estimate)}
        onChangeFact={revision ? (factId, value) => revision.onChangeFact(estimate, factId, value) : undefined}
        isRevising={revision?.isRevising}
        actions={
          <LinkButton to={`/quote-check/${estimate.id}`} variant="outline">
            <ClipboardCheck aria-hidden="true" />
            Check a builder’s quote
          </LinkButton>
        }
      />
    </Shell>
  )
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas">
      <PageTitle title={title} />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">{children}</div>
    </div>
  )
}
