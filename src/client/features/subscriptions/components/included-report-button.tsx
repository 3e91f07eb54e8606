import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FileText, LoaderCircle } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { toast } from '#client/components/ui/use-toast'
import { describeApiError } from '#client/lib/api-client'
import { createIncludedReport } from '../subscriptions-api'

/**
 * A Pro or Business account's report button: POST /api/reports makes the report without the £6.99 payment, then
 * the browser goes to the same success page a paid report does. The server decides (402 on a free plan).
 */
export function IncludedReportButton({
  estimateId,
  planName,
  className,
}: {
  estimateId: string
  planName: string
  className?: string
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const report = useMutation({
    mutationFn: () => createIncludedReport(estimateId),
    onSuccess: async ({ reportId }) => {
      // The estimate now has its report, and the dashboard counts it.
      await queryClient.invalidateQueries({ queryKey: ['/api/estimates', estimateId] })
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] })
      await navigate(`/payment-success/${encodeURIComponent(reportId)}`, { state: { includedIn: planName } })
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Report not created',
        description: describeApiError(error, 'We couldn’t create your report. Please try again.'),
      }),
  })
  return (
    <div className="space-y-2">
      {/* The label is long for the narrow side column: it wraps rather than overflow. */}
      <Button
        variant="accent"
        size="lg"
        className={cn('h-auto min-h-13 py-2.5 text-center whitespace-normal!', className)}
        disabled={report.isPending}
        onClick={() => report.mutate()}
      >
        {report.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <FileText aria-hidden="true" />
        )}
        {report.isPending ? 'Processing...' : 'Get your report (included in your plan)'}
      </Button>
      <p className="text-center text-sm text-muted">
        No payment: professional reports are part of your {planName} plan.
      </p>
    </div>
  )
}
