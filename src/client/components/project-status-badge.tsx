import { Badge, type BadgeVariant } from './ui/badge'

/** docs/product/flows.md: planning → secondary, in_progress → default, anything else outlined; underscores read as spaces. */
export function projectStatusVariant(status: string): BadgeVariant {
  if (status === 'planning') return 'secondary'
  if (status === 'in_progress') return 'default'
  return 'outline'
}

export const projectStatusLabel = (status: string) => status.replaceAll('_', ' ')

export function ProjectStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={projectStatusVariant(status)} className="capitalize">
      {projectStatusLabel(status)}
    </Badge>
  )
}
