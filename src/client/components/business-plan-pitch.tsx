import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/** What Business would add where a page's feature comes with it, and the way to subscribe. */
export function BusinessPlanPitch({ children }: { children: ReactNode }) {
  return (
    <p className="text-[0.9375rem] leading-relaxed text-muted">
      {children}{' '}
      <Link to="/subscribe/business" className="font-medium text-teal-800 underline underline-offset-2">
        See the Business plan
      </Link>
      .
    </p>
  )
}
