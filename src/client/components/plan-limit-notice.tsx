import { Sparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PAID_TIERS } from '#shared/plans'
import { UPGRADE_URL } from '#shared/plans'
import type { ApiProblem } from '../lib/api-client'
import { subscribePath } from '../lib/subscribe-path'

/** Where an upgrade offer goes: the subscribe page of the plan that lifts the limit, or the pricing section. */
export function upgradePath(upgradeTo: string | undefined): string {
  return upgradeTo && (PAID_TIERS as readonly string[]).includes(upgradeTo)
    ? subscribePath(upgradeTo, 'monthly')
    : UPGRADE_URL
}

const upgradeClass =
  'inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg bg-amber-400 px-3.5 py-2 text-sm font-semibold text-navy-950 hover:bg-amber-300 sm:self-auto'

/**
 * A `plan_limit` problem (or a not-saved estimate) as the user reads it: what ran out, and the upgrade offer to the
 * plan the problem names (`limit.upgradeTo`), or to the pricing section when it names none.
 */
export function PlanLimitNotice({
  detail,
  upgradeTo,
  className,
}: {
  detail: string
  upgradeTo?: string
  className?: string
}) {
  const to = upgradePath(upgradeTo)
  const label = (
    <>
      <Sparkles className="size-4" aria-hidden="true" />
      Upgrade
    </>
  )
  return (
    <div
      role="status"
      className={`flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[0.9375rem] text-navy-900 sm:flex-row sm:items-center sm:justify-between ${className ?? ''}`}
    >
      <p>{detail}</p>
      {/* /#pricing is a section of the landing page: a plain link scrolls to it. */}
      {to === UPGRADE_URL ? (
        <a href={to} className={upgradeClass}>
          {label}
        </a>
      ) : (
        <Link to={to} className={upgradeClass}>
          {label}
        </Link>
      )}
    </div>
  )
}

export const isPlanLimit = (problem: ApiProblem | undefined) => problem?.code === 'plan_limit'
