import type { ReactNode } from 'react'
import { Badge } from './ui/badge'

/** The TEST MODE label beside what it means here (docs/product/decisions.md: TEST MODE is clearly labelled wherever it shows). */
export function LocalCardNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-navy-900">
      <Badge variant="accent" className="mt-0.5">
        TEST MODE
      </Badge>
      <p>{children}</p>
    </div>
  )
}
