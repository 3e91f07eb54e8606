import type { EstimateResponse } from '#shared/schemas/estimates'
import { formatPounds } from '../lib/result-format'

/**
 * The headline figures, pinned while the full summary is scrolled away: above the report offer in the wide layout's
 * side column, and as a bar along the bottom of a phone's screen with a link to the report offer.
 */
export function PinnedFigures({ estimate, variant }: { estimate: EstimateResponse; variant: 'side' | 'bar' }) {
  const total = formatPounds(estimate.totalCostIncludingVAT, { whole: true })
  const range = `${formatPounds(estimate.range.low, { whole: true })} – ${formatPounds(estimate.range.high, { whole: true })}`
  if (variant === 'bar')
    return (
      <div
        className="sticky bottom-0 z-20 -mx-4 flex items-center justify-between gap-3 border-t border-navy-700 bg-navy-900 py-3 pr-20 pl-4 text-white shadow-lift sm:-mx-6 sm:pl-6 lg:hidden"
        data-testid="pinned-bar"
      >
        <p className="min-w-0 leading-tight">
          <span className="block text-lg font-bold tabular-nums">{total}</span>
          <span className="block text-xs text-navy-100">inc VAT · range {range}</span>
        </p>
        {/* A report bought by someone else (a shared link) is neither theirs to open nor for sale (decision 021). */}
        {estimate.reportBoughtByOther ? null : (
          <a
            href="#report-offer"
            className="shrink-0 rounded-md bg-amber-300 px-3 py-2 text-sm font-semibold text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {estimate.hasReport ? 'Your report' : 'Get the report'}
          </a>
        )}
      </div>
    )
  return (
    <div className="hidden rounded-card bg-navy-900 p-5 text-white shadow-lift lg:block" data-testid="pinned-side">
      <p className="text-xs font-semibold tracking-wide text-teal-200 uppercase">Total including VAT</p>
      <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums">{total}</p>
      <p className="mt-1 text-sm text-navy-100">
        {formatPounds(estimate.totalCostExcludingVAT, { whole: true })} excluding VAT · range {range}
      </p>
    </div>
  )
}
