import { CalendarClock, Calculator, FolderKanban, PoundSterling, type LucideIcon } from 'lucide-react'
import type { Dashboard } from '#shared/schemas/dashboard'
import { planName, shortDate, wholePounds } from './format'

/** docs/product/screens.md: total projects, estimates, total budget, subscription renewal date ("Free plan" when none). */
export function SummaryCards({ data }: { data: Dashboard }) {
  const renewal = data.subscription.currentPeriodEnd
  const cards: [string, string, LucideIcon, string?][] = [
    ['Total projects', String(data.totals.projects), FolderKanban],
    ['Estimates', String(data.totals.estimates), Calculator],
    ['Total budget', wholePounds(data.totals.totalBudget), PoundSterling, 'Across your projects'],
    renewal
      ? [
          data.subscription.cancelAtPeriodEnd ? 'Cancels on' : 'Renews on',
          shortDate(renewal),
          CalendarClock,
          `${planName(data.subscription.tier)} plan`,
        ]
      : ['Subscription', 'Free plan', CalendarClock, 'Never renews: nothing to pay'],
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(([label, value, Icon, note]) => (
        <div key={label} className="flex items-start gap-4 rounded-card border border-line bg-white p-5 shadow-card">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <dl className="min-w-0">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-0.5 text-2xl font-bold tracking-tight text-navy-900">{value}</dd>
            {note ? <dd className="text-sm text-muted">{note}</dd> : null}
          </dl>
        </div>
      ))}
    </div>
  )
}
