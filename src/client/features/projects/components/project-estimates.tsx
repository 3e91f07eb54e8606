import { ReportPaperworkLinks, ViewReportLink } from '#client/components/report-paperwork-links'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { formatGbp } from '#shared/format'
import type { EstimateSummary, LibraryReport } from '#shared/schemas/projects'
import { SelectField } from '#client/components/form/select-field'
import { Button } from '#client/components/ui/button'
import { Label } from '#client/components/ui/label'
import { useToast } from '#client/components/ui/use-toast'
import { describeApiError } from '#client/lib/api-client'
import { moveEstimate, projectQueryKey } from '../projects-api'

const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const pounds = (value: number) => formatGbp(Math.round(value * 100), { wholePounds: true })

function useMove(projectId: string) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  return useMutation({
    mutationFn: ({ estimateId, to }: { estimateId: string; to: string | null }) => moveEstimate(estimateId, to),
    onSuccess: async (_estimate, { to }) => {
      await queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) })
      await queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] })
      await queryClient.invalidateQueries({ queryKey: ['/api/estimates'] })
      toast({ title: to ? 'Estimate moved in' : 'Estimate moved out' })
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not moved', description: describeApiError(error) }),
  })
}

/** The project's estimates (each links to its result page) with 'Move out', and a picker to move others in. */
export function ProjectEstimates({
  projectId,
  estimates,
  otherEstimates,
}: {
  projectId: string
  estimates: EstimateSummary[]
  otherEstimates: EstimateSummary[]
}) {
  const move = useMove(projectId)
  const [picked, setPicked] = useState('')
  return (
    <div className="space-y-4">
      {estimates.length === 0 ? (
        <p className="text-muted">No estimates in this project yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {estimates.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/estimate/${e.id}`} className="font-semibold text-teal-800 hover:underline">
                  {e.projectTypeLabel}
                </Link>
                <p className="text-sm text-muted">
                  {pounds(e.totalCost)} inc VAT · {date.format(new Date(e.createdAt))}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={move.isPending}
                onClick={() => move.mutate({ estimateId: e.id, to: null })}
              >
                <ArrowUpFromLine aria-hidden="true" />
                Move out<span className="sr-only"> {e.projectTypeLabel}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {otherEstimates.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor="move-in">Move one of your estimates into this project</Label>
            <SelectField
              id="move-in"
              name="move-in"
              value={picked}
              onChange={setPicked}
              placeholder="Choose an estimate"
              options={otherEstimates.map((e) => ({
                value: e.id,
                label: `${e.projectTypeLabel} · ${pounds(e.totalCost)} · ${date.format(new Date(e.createdAt))}`,
              }))}
            />
          </div>
          <Button
            disabled={!picked || move.isPending}
            onClick={() => move.mutate({ estimateId: picked, to: projectId }, { onSuccess: () => setPicked('') })}
          >
            <ArrowDownToLine aria-hidden="true" />
            Move in
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** The reports bought for the project's estimates; each opens in a new tab. */
export function ProjectReports({ reports }: { reports: LibraryReport[] }) {
  if (reports.length === 0)
    return <p className="text-muted">No reports yet. Open an estimate to get its professional report.</p>
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {reports.map((r) => (
        <li key={r.reportId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-mono text-sm font-semibold break-all text-navy-900">{r.reportId}</p>
            <p className="text-sm text-muted">
              {pounds(r.totalCostIncludingVAT)} inc VAT · {date.format(new Date(r.createdAt))}
            </p>
          </div>
          <ViewReportLink reportId={r.reportId} />
          <ReportPaperworkLinks reportId={r.reportId} className="w-full" />
        </li>
      ))}
    </ul>
  )
}
