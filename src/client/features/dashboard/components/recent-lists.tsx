import { FolderPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Dashboard } from '#shared/schemas/dashboard'
import { LinkButton } from '#client/components/link-button'
import { ProjectStatusBadge } from '#client/components/project-status-badge'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card'
import { shortDate, wholePounds } from './format'
import { MaybeLink } from './maybe-link'

/** What one row shows: its link (plain text in the demo) above its detail line, then `end` at the end of the row. */
interface RecentRowContent {
  to: string
  title: ReactNode
  detail: ReactNode
  end: ReactNode
}

function RecentRow({ to, isDemo, title, detail, end }: RecentRowContent & { isDemo: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <MaybeLink to={to} isDemo={isDemo}>
          {title}
        </MaybeLink>
        <p className="text-sm text-muted">{detail}</p>
      </div>
      {end}
    </li>
  )
}

/** A card of recent items under `title` (with `action` beside it): one row per item, or `empty` when there are none. */
function RecentCard<T extends { id: string }>({
  title,
  action,
  items,
  isDemo,
  empty,
  row,
}: {
  title: string
  action?: ReactNode
  items: readonly T[]
  isDemo: boolean
  empty: string
  row: (item: T) => RecentRowContent
}) {
  return (
    <Card>
      <CardHeader className={action ? 'flex flex-row items-center justify-between gap-3' : undefined}>
        <CardTitle as="h2">{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted">{empty}</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <RecentRow key={item.id} isDemo={isDemo} {...row(item)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

type RecentProject = Dashboard['projects'][number]
type RecentEstimate = Dashboard['estimates'][number]

/** A project's row: its budget and estimate count, then its status. */
const projectRow = (p: RecentProject): RecentRowContent => ({
  to: `/projects/${p.id}`,
  title: p.name,
  detail: (
    <>
      {p.totalBudget === null ? 'No budget set' : `Budget ${wholePounds(p.totalBudget)}`} · {p.estimatesCount} estimate
      {p.estimatesCount === 1 ? '' : 's'}
    </>
  ),
  end: <ProjectStatusBadge status={p.status} />,
})

/** An estimate's row: its date and confidence, then its total. */
const estimateRow = (e: RecentEstimate): RecentRowContent => ({
  to: `/estimate/${e.id}`,
  title: e.projectTypeLabel,
  detail: `${shortDate(e.createdAt)} · ${Math.round(e.confidenceScore * 100)}% confidence`,
  end: (
    <p className="font-semibold text-navy-900">
      {wholePounds(e.totalCost)} <span className="text-sm font-normal text-muted">inc VAT</span>
    </p>
  ),
})

/** Recent projects with the New Project link (docs/product/screens.md). */
export function RecentProjects({ data }: { data: Dashboard }) {
  return (
    <RecentCard
      title="Recent projects"
      action={
        <LinkButton to="/projects/new" size="sm" variant="outline">
          <FolderPlus aria-hidden="true" />
          New Project
        </LinkButton>
      }
      items={data.projects}
      isDemo={data.isDemo}
      empty="No projects yet. A project keeps the estimates and reports for one property together, with its budget."
      row={projectRow}
    />
  )
}

/** The 3 most recent estimates, each linking to its result page. */
export function RecentEstimates({ data }: { data: Dashboard }) {
  return (
    <RecentCard
      title="Recent estimates"
      items={data.estimates}
      isDemo={data.isDemo}
      empty="No saved estimates yet. Estimates you make while signed in are saved here."
      row={estimateRow}
    />
  )
}
