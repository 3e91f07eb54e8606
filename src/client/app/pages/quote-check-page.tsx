import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { compareChecks, MAX_COMPARED_QUOTES } from '#shared/quotes/check/compare'
import type { QuoteCheck } from '#shared/quotes/check/quote-check'
import type { QuoteCheckRequest, QuoteCheckResponse } from '#shared/quotes/check/requests'
import type { ReadQuote } from '#shared/quotes/quote'
import { FormAlert } from '#client/components/form-alert'
import { HeroPage } from '#client/components/hero-page'
import { apiRequestJson, describeApiError } from '#client/lib/api-client'
import { CheckView, ComparisonTable } from '#client/features/quote-check/check-view'
import { KeepQuoteCheck } from '../keep-quote-check'
import { QuoteInput } from '#client/features/quote-check/quote-input'

/**
 * "Check a builder's quote" (decision 030): from the estimate's result page; bring a quote in (QuoteInput: upload,
 * paste or type, and correct what was read), see it checked line by line with the verdict; add up to three quotes
 * to compare them on the estimate's scope.
 */
export function QuoteCheckPage() {
  const { estimateId = '' } = useParams()
  // Each check with the request that made it, so "Keep this check" can send it again with `save`.
  const [entries, setEntries] = useState<{ check: QuoteCheck; request: Omit<QuoteCheckRequest, 'save'> }[]>([])
  const checks = entries.map((e) => e.check)
  const run = useMutation({
    mutationFn: async (body: Omit<QuoteCheckRequest, 'estimateId'>) => {
      const request = { ...body, estimateId }
      const res = await apiRequestJson<QuoteCheckResponse>('POST', '/api/quote-checks', request)
      return { check: res.check, request }
    },
    onSuccess: (entry) => setEntries((c) => [...c, entry].slice(-MAX_COMPARED_QUOTES)),
  })
  const full = checks.length >= MAX_COMPARED_QUOTES
  const label = checks.length === 0 ? 'Check this quote' : 'Add this quote to compare'
  return (
    <HeroPage
      title="Check a builder’s quote"
      eyebrow="Quote check"
      intro={
        <p>
          We check each line against <Link to={`/estimate/${estimateId}`}>your estimate</Link>, the VAT against what the
          law allows for this job, and the payment terms against TrustMark guidance. You get reasons and questions to
          ask, not a bare yes or no.
        </p>
      }
      className="space-y-8 py-8 sm:py-10"
    >
      {!full ? (
        <div className="space-y-6 rounded-card border border-line bg-white p-4 sm:p-6">
          {/* A new key after each check: the next quote starts from an empty form, not the last one's lines. */}
          <QuoteInput
            key={entries.length}
            onRead={(quote: ReadQuote) => run.mutate({ quote })}
            busy={run.isPending}
            submitLabel={label}
          />
          {run.isError ? <FormAlert>{describeApiError(run.error)}</FormAlert> : null}
        </div>
      ) : null}
      {checks.length >= 2 ? <ComparisonTable comparison={compareChecks(checks)} /> : null}
      {entries.map(({ check: c, request }, i) => (
        <CheckView
          key={i}
          check={c}
          title={c.quote.builderName ? `Quote from ${c.quote.builderName}` : `Quote ${i + 1}`}
          actions={<KeepQuoteCheck request={request} />}
        />
      ))}
    </HeroPage>
  )
}
