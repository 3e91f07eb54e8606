import { useQuery } from '@tanstack/react-query'
import { FileQuestion, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatGbp } from '#shared/format'
import type { Project } from '#shared/schemas/projects'
import { DetailList } from '#client/components/detail-item'
import { LinkButton } from '#client/components/link-button'
import { PageTitle } from '#client/components/page-title'
import { ProjectStatusBadge } from '#client/components/project-status-badge'
import { SectionCard } from '#client/components/section-card'
import { describeApiError, isApiError } from '#client/lib/api-client'
import { getProject, projectQueryKey } from '../projects-api'
import { DeleteProjectButton } from './delete-project-button'
import { ProjectEstimates, ProjectReports } from './project-estimates'
import { ProjectProgressForm } from './project-progress-form'
import { LoadingPanel } from '#client/components/page-loading'
import { ValueBar } from '#client/components/ui/value-bar'

const money = (pounds: number | null) =>
  pounds === null ? 'Not set' : formatGbp(Math.round(pounds * 100), { trimZeroPence: true })

/** The project's four headline figures, each a card. */
const FIGURE = {
  className: 'min-w-0 rounded-card border border-line bg-white p-4 shadow-card sm:p-5',
  valueClassName: 'mt-1 text-xl font-bold break-words text-navy-900 sm:text-2xl',
}

/** /projects/:id for its owner: figures, progress, estimates (move in and out), reports, delete. */
export function ProjectDetailView({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const query = useQuery({ queryKey: projectQueryKey(id), queryFn: ({ signal }) => getProject(id, signal) })
  if (query.isPending) return <LoadingPanel>Loading your project…</LoadingPanel>
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404
    return (
      <div className="mx-auto max-w-xl rounded-card border border-line bg-white p-8 text-center shadow-card">
        <PageTitle title="Project not found" />
        <FileQuestion className="mx-auto size-10 text-amber-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-navy-900">
          {missing ? 'Project not found' : 'Project unavailable'}
        </h1>
        <p className="mt-3 text-muted">
          {missing ? 'It may have been deleted, or it belongs to another account.' : describeApiError(query.error)}
        </p>
        <LinkButton to="/dashboard" className="mt-6">
          Back to dashboard
        </LinkButton>
      </div>
    )
  }
  const { project, estimates, reports, otherEstimates } = query.data
  return (
    <div className="space-y-6">
      <PageTitle title={project.name} />
      <ProjectHeader project={project} onDeleted={onDeleted} />
      <ProjectFigures project={project} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Section title={`Estimates (${estimates.length})`}>
            <ProjectEstimates projectId={project.id} estimates={estimates} otherEstimates={otherEstimates} />
            <LinkButton to="/estimate" variant="outline" className="mt-4">
              New estimate
            </LinkButton>
          </Section>
          <Section title={`Reports (${reports.length})`}>
            <ProjectReports reports={reports} />
          </Section>
        </div>
        <Section title="Status and progress">
          {/* Keyed on the saved values, so the form starts again from them after each save. */}
          <ProjectProgressForm key={project.updatedAt} project={project} />
        </Section>
      </div>
    </div>
  )
}

function ProjectHeader({ project, onDeleted }: { project: Project; onDeleted: () => void }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Project</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words text-navy-900 sm:text-3xl">{project.name}</h1>
          <ProjectStatusBadge status={project.status} />
        </div>
        {project.propertyAddress ? (
          <p className="mt-2 flex items-center gap-1.5 text-muted">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {project.propertyAddress}
          </p>
        ) : null}
      </div>
      <DeleteProjectButton projectId={project.id} projectName={project.name} onDeleted={onDeleted} />
    </div>
  )
}

function ProjectFigures({ project }: { project: Project }) {
  const figures: [label: string, value: ReactNode][] = [
    ['Total budget', money(project.totalBudget)],
    ['Spent so far', money(project.spentAmount)],
    ['Estimates', String(project.estimatesCount)],
    [
      'Completion',
      <>
        {project.completionPercentage}%
        <ValueBar
          role="progressbar"
          aria-label="Completion"
          value={project.completionPercentage}
          className="mt-3 h-2 bg-navy-100"
        />
      </>,
    ],
  ]
  return <DetailList items={figures} look={FIGURE} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" />
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} as="h2">
      {children}
    </SectionCard>
  )
}
