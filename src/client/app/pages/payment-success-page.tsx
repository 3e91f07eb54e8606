import { useQuery } from '@tanstack/react-query'
import { CircleCheck, FileQuestion, Mail } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { PageTitle } from '../../components/page-title'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { fetchReportSize } from '../../features/payments/payments-api'
import { formatKb } from '../../features/payments/report-file-actions'
import { ReportFileButtons } from '../../features/payments/report-file-buttons'

/** SPEC §2 'Payment success page': /payment-success/{reportId} or /payment-success?reportId={id}. */
export function PaymentSuccessPage() {
  const { reportId: fromPath } = useParams()
  const [searchParams] = useSearchParams()
  const reportId = (fromPath ?? searchParams.get('reportId') ?? '').trim()
  return reportId ? <ReportPurchased reportId={reportId} /> : <ReportNotFound />
}

function ReportPurchased({ reportId }: { reportId: string }) {
  // HEAD /api/reports/{id}/view for the size; failures are ignored (the size is simply not shown).
  const size = useQuery({ queryKey: ['report-size', reportId], queryFn: () => fetchReportSize(reportId) })

  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <PageTitle title="Payment Successful" />
      <Card>
        <CardContent className="flex flex-col items-center p-6 text-center sm:p-10">
          <span className="flex size-16 items-center justify-center rounded-full bg-teal-100 text-teal-700">
            <CircleCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-navy-900">Payment Successful!</h1>
          <p className="mt-3 text-lg text-muted">Thank you. Your professional QS cost report is ready.</p>

          <dl className="mt-6 grid w-full gap-3 rounded-lg border border-line bg-canvas px-4 py-4 text-left text-[0.9375rem] sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-sm text-muted">Report ID</dt>
              <dd className="font-mono font-semibold break-all text-navy-900" data-testid="report-id">
                {reportId}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Report size</dt>
              <dd className="font-semibold text-navy-900" data-testid="report-size">
                {size.data ? formatKb(size.data) : size.isPending ? '…' : 'PDF'}
              </dd>
            </div>
          </dl>

          <div className="mt-8">
            <ReportFileButtons reportId={reportId} downloadSource="success" />
          </div>

          <p className="mt-8 flex items-start gap-2 text-left text-[0.9375rem] text-muted">
            <Mail className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
            <span>
              We have also emailed your report to you, with a secure access link that works for 24 hours. After that,
              open the link to have a new one sent. We keep paid reports for 7 years.
            </span>
          </p>

          <Button asChild variant="ghost" size="lg" className="mt-6">
            <Link to="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  )
}

function ReportNotFound() {
  useEffect(() => {
    toast({ variant: 'destructive', title: 'Error', description: 'Report ID not found. Please try again.' })
  }, [])
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageTitle title="Report Not Found" />
      <span className="flex size-16 items-center justify-center rounded-full bg-navy-100 text-navy-700">
        <FileQuestion className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-navy-900">Report Not Found</h1>
      <p className="mt-3 text-lg text-muted">{"We couldn't find your report. Please check your email or try again."}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
    </div>
  )
}
