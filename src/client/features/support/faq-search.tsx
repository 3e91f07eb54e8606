import { ChevronDown, SearchIcon, X } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { Input } from '#client/components/ui/input'
import { useIsHydrated } from '#client/lib/use-is-hydrated'
import { FAQ_ITEMS, filterFaq, type FaqItem } from './faq-data'

/** FAQ with a search box that filters questions as you type. */
// eslint-disable-next-line max-lines-per-function -- search box, results and empty state share the query state
export function FaqSearch({ items = FAQ_ITEMS }: { items?: readonly FaqItem[] }) {
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const results = filterFaq(items, deferredQuery)
  const searchId = useId()
  const statusId = useId()
  const isHydrated = useIsHydrated()
  const isFiltering = deferredQuery.trim() !== ''

  return (
    <div>
      <div role="search" className="relative max-w-2xl">
        <label htmlFor={searchId} className="mb-2 block text-sm font-semibold text-navy-900">
          Search the help centre
        </label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-navy-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. VAT, refund, London"
            aria-describedby={statusId}
            autoComplete="off"
            disabled={!isHydrated}
            className="h-12! pr-12 pl-11 [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-2 text-navy-600 hover:bg-navy-50"
              aria-label="Clear search"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <p id={statusId} role="status" className="mt-2 text-sm text-muted">
          {isFiltering
            ? `${results.length} of ${items.length} questions match “${deferredQuery.trim()}”`
            : `${items.length} frequently asked questions`}
        </p>
      </div>

      {results.length === 0 ? (
        <div className="mt-8 rounded-card border border-dashed border-navy-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-navy-900">No matching questions</p>
          <p className="mt-2 text-muted">
            Try a different word, or{' '}
            <Link to="/contact" className="font-medium text-teal-700 underline underline-offset-2">
              send us a message
            </Link>{' '}
            and we&rsquo;ll help directly.
          </p>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
          {results.map((item) => (
            <li key={item.id}>
              <details className="group">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 hover:bg-navy-50/60 sm:px-6 [&::-webkit-details-marker]:hidden">
                  <span>
                    <span className="mb-1 block text-xs font-semibold tracking-wide text-teal-700 uppercase">
                      {item.category}
                    </span>
                    <span className="font-semibold text-navy-900">{item.question}</span>
                  </span>
                  <ChevronDown
                    className="mt-5 size-5 shrink-0 text-navy-500 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-muted sm:px-6">{item.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
