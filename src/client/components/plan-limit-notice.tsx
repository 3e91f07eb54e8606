import { Sparkles } from 'lucide-react'
import { UPGRADE_URL } from '../../shared/plans'
import type { ApiProblem } from '../lib/api-client'

/** A `plan_limit` problem (or a not-saved estimate) as the user reads it: what ran out, and the upgrade offer. */
export function PlanLimitNotice({ detail, className }: { detail: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[0.9375rem] text-navy-900 sm:flex-row sm:items-center sm:justify-between ${className ?? ''}`}
    >
      <p>{detail}</p>
      {/* A plain link: /#pricing is a section of the landing page (until the subscriptions issue's checkout). */}
      <a
        href={UPGRADE_URL}
        className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg bg-amber-400 px-3.5 py-2 text-sm font-semibold text-navy-950 hover:bg-amber-300 sm:self-auto"
      >
        <Sparkles className="size-4" aria-hidden="true" />
        Upgrade
      </a>
    </div>
  )
}

export const isPlanLimit = (problem: ApiProblem | undefined) => problem?.code === 'plan_limit'
