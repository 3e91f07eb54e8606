import { FolderPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Dashboard } from '#shared/schemas/dashboard'
import { LinkButton } from '#client/components/link-button'
import { ProjectStatusBadge } from '#client/components/project-status-badge'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card'
import { shortDate, wholePounds } from './format'
import { MaybeLink } from './maybe-link'

/** A row's link (plain text in the demo) above its detail line, then `children` at the end of the row. */
function RecentRow({
  to,
  isDemo,
  title,
  detail,
  children,
}: {
  to: string
  isDemo: boolean
  title: ReactNode
  detail: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <div className="min-w-0">
        <MaybeLink to={to} isDemo={isDemo}>
          {title}
        </MaybeLink>
        <p className="text-sm text-muted">{detail}</p>
      </div>
      {children}
    </>
  )
}

/** One row per item, or `empty` when there are none. */
function RecentList<T extends { id: string }>({
  items,
  empty,
  children,
}: {
  items: readonly T[]
  empty: string
  children: (item: T) => ReactNode
}) {
  if (items.length === 0) return <p className="text-muted">{empty}</p>
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0">
          {children(item)}
        </li>
      ))}
    </ul>
  )
}

/** Recent projects with the New Project link (docs/product/screens.md). */
export function RecentProjects({ data }: { data: Dashboard }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle as="h2">Recent projects</CardTitle>
        <LinkButton to="/projects/new" size="sm" variant="outline">
          <FolderPlus aria-hidden="true" />
          New Project
        </LinkButton>
      </CardHeader>
      <CardContent>
        <RecentList
          items={data.projects}
          empty="No projects yet. A project keeps the estimates and reports for one property together, with its budget."
        >
          {(p) => (
            <RecentRow
              to={`/projects/${p.id}`}
              isDemo={data.isDemo}
              title={p.name}
              detail={
                <>
                  {p.totalBudget === null ? 'No budget set' : `Budget ${wholePounds(p.totalBudget)}`} ·{' '}
                  {p.estimatesCount} estimate{p.estimatesCount === 1 ? '' : 's'}
                </>
              }
            >
              <ProjectStatusBadge status={p.status} />
            </RecentRow>
          )}
        </RecentList>
      </CardContent>
    </Card>
  )
}

/** The 3 most recent estimates, each linking to its result page. */
export function RecentEstimates({ data }: { data: Dashboard }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent estimates</CardTitle>
      </CardHeader>
      <CardContent>
        <RecentList
          items={data.estimates}
          empty="No saved estimates yet. Estimates you make while signed in are saved here."
        >
          {(e) => (
            <RecentRow
              to={`/estimate/${e.id}`}
              isDemo={data.isDemo}
              title={e.projectTypeLabel}
              detail={`${shortDate(e.createdAt)} · ${Math.round(e.confidenceScore * 100)}% confidence`}
            >
              <p className="font-semibold text-navy-900">
                {wholePounds(e.totalCost)} <span className="text-sm font-normal text-muted">inc VAT</span>
              </p>
            </RecentRow>
          )}
        </RecentList>
      </CardContent>
    </Card>
  )
}
