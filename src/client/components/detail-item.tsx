import type { ReactNode } from 'react'

/** One term and its value in a `<dl>` of facts (a plan's name, status, renewal). */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-navy-900">{children}</dd>
    </div>
  )
}
