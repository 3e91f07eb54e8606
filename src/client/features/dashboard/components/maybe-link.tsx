import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/** A dashboard row's name: a link to `to`, plain text in the demo (its ids exist nowhere). */
export function MaybeLink({ to, isDemo, children }: { to: string; isDemo: boolean; children: ReactNode }) {
  if (isDemo) return <span className="font-semibold text-navy-900">{children}</span>
  return (
    <Link to={to} className="font-semibold text-teal-800 hover:underline">
      {children}
    </Link>
  )
}
