import { useQuery } from '@tanstack/react-query'
import { CircleCheck, FileCheck, FileQuestion, LoaderCircle, Mail } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation, useParams, useSearchParams } from 'react-router-dom'
import { REPORT_ID_PATTERN, type ReportStatusResponse } from '#shared/schemas/reports'
import { PageTitle } from '#client/components/page-title'
import { StatusHeading } from '#client/components/status-heading'
import { Card, CardContent } from '#client/components/ui/card'
import { toast } from '#client/components/ui/use-toast'
import { fetchReportStatus } from '#client/features/report-purchase/report-purchase-api'
import { formatKb } from '#client/features/report-purchase/report-file-actions'
import { ReportFileButtons } from '#client/features/report-purchase/report-file-buttons'
import { ReportPaperworkLinks } from '#client/components/report-paperwork-links'
import type { PurchaseSuccessState } from '#client/features/report-purchase/use-purchase-report'
import { LinkButton } from '#client/components/link-button'

type ReportStatus = ReportStatusResponse['status']

/** docs/product/screens.md 'Payment success page': /payment-success/{reportId} or /payment-success?reportId={id}. */
export function PaymentSuccessPage() {
  const { reportId: fromPath } = useParams()
  const [searchParams] = useSearchParams()
  const reportId = (fromPath ?? searchParams.get('reportId') ?? '').trim()
  // A malformed id can't be a report: no request needed (the server would answer 404 too).
  return REPORT_ID_PATTERN.test(reportId) ? <KnownReport reportId={reportId} /> : <ReportNotFound />
}

/** Polls while the report renders; the first answers come within a second of PAY. */
const POLL_MS = 1000

/**
 * Success only for a report the server knows (GET /api/reports/{id}/status): an unknown id is 'Report Not Found'.
 * The payment is confirmed at once; the report shows as being prepared until its PDF is ready.
 */
function KnownReport({ reportId }: { reportId: string }) {
  const check = useQuery({
    queryKey: ['report-status', reportId],
    queryFn: () => fetchReportStatus(reportId),
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'ready' || status === 'held' || query.state.data === null ? false : POLL_MS
    },
  })
  if (check.isPending) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 px-4 py-24 text-muted" role="status">
        <PageTitle title="Checking your report" />
        <LoaderCircle className="size-8 animate-spin text-teal-700" aria-hidden="true" />
        <p>Checking your report…</p>
      </div>
    )
  }
  if (check.data === null) return <ReportNotFound />
  return (
    <ReportPurchased
      reportId={reportId}
      status={check.data?.status ?? 'preparing'}
      sizeBytes={check.data?.sizeBytes ?? null}
    />
  )
}

/** What to say about email: only what verify reported for this purchase (router state survives a reload). */
function EmailNote() {
  const state = useLocation().state as Partial<PurchaseSuccessState> | null
  const to = state?.email ? <strong className="break-words text-navy-900">{state.email}</strong> : 'you'
  if (state?.emailed === true) {
    return (
      <>
        We have also emailed your report to {to}, with a secure access link that works for 24 hours. After that, open
        the link to have a new one sent. We keep paid reports for 7 years.
      </>
    )
  }
  if (state?.email) {
    return (
      <>
        We are sending your report to {to}, with a secure access link that works for 24 hours. It can take a few minutes
        to arrive. We keep paid reports for 7 years.
      </>
    )
  }
  return <>Keep your report ID: this page opens your report at any time. We keep paid reports for 7 years.</>
}

/** The report's own state under the payment's: being prepared (a spinner) or ready (its buttons). */
function ReportState({ status }: { status: ReportStatus }) {
  if (status === 'ready') {
    return (
      <h2 className="flex items-center gap-2 text-xl font-semibold text-navy-900">
        <FileCheck className="size-6 text-teal-700" aria-hidden="true" />
        Your report is ready
      </h2>
    )
  }
  if (status === 'held') {
    // The consistency gate held the report (docs/decisions/027): not issued, support alerted, the payment stands.
    return (
      <div role="status" className="flex flex-col items-center gap-2">
        <h2 className="text-xl font-semibold text-navy-900">Your report needs a check before we send it</h2>
        <p className="text-[0.9375rem] text-muted">
          Before any report is sent we check that its figures agree with each other. Yours did not pass, so we have not
          issued it. Our support team has been alerted and will email you the corrected report. Your payment is safe: if
          you would rather not wait, reply to that email for a full refund.
        </p>
      </div>
    )
  }
  return (
    <div role="status" className="flex flex-col items-center gap-2">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-navy-900">
        <LoaderCircle className="size-6 animate-spin text-teal-700" aria-hidden="true" />
        Preparing your report…
      </h2>
      <p className="text-[0.9375rem] text-muted">
        {status === 'failed'
          ? 'This is taking longer than usual. We keep trying, and email it to you as soon as it is ready.'
          : 'Your 10-page PDF is being drawn. This page updates when it is ready, usually within a few seconds.'}
      </p>
    </div>
  )
}

function ReportPurchased({
  reportId,
  status,
  sizeBytes,
}: {
  reportId: string
  status: ReportStatus
  sizeBytes: number | null
}) {
  // A Pro or Business plan's report (POST /api/reports) took no payment: the page says so instead of thanking for one.
  const includedIn = (useLocation().state as { includedIn?: string } | null)?.includedIn
  const title = includedIn ? 'Your Report Is Ready' : 'Payment Successful'
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <PageTitle title={title} />
      <Card>
        <CardContent className="flex flex-col items-center p-6 text-center sm:p-10">
          <StatusHeading
            icon={CircleCheck}
            iconClassName="size-9"
            tone="teal"
            title={`${title}!`}
            text={
              includedIn
                ? `Included in your ${includedIn} plan: nothing to pay.`
                : 'Thank you. Your payment of £6.99 has been received.'
            }
          />

          <dl className="mt-6 grid w-full gap-3 rounded-lg border border-line bg-canvas px-4 py-4 text-left text-[0.9375rem] sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-sm text-muted">Report ID</dt>
              <dd className="font-mono font-semibold break-words text-navy-900" data-testid="report-id">
                {reportId}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Report size</dt>
              <dd className="font-semibold text-navy-900" data-testid="report-size">
                {sizeBytes
                  ? formatKb(sizeBytes)
                  : status === 'ready'
                    ? 'PDF'
                    : status === 'held'
                      ? 'Held for a check'
                      : 'Preparing…'}
              </dd>
            </div>
          </dl>

          <div className="mt-8 flex flex-col items-center gap-4">
            <ReportState status={status} />
            {status === 'ready' ? <ReportFileButtons reportId={reportId} downloadSource="success" /> : null}
            <ReportPaperworkLinks reportId={reportId} receipt={!includedIn} className="justify-center" />
          </div>

          <p className="mt-8 flex items-start gap-2 text-left text-[0.9375rem] text-muted">
            <Mail className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
            <span>
              <EmailNote />
            </span>
          </p>

          <LinkButton to="/" variant="ghost" size="lg" className="mt-6">
            Back to Home
          </LinkButton>
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
      <StatusHeading
        icon={FileQuestion}
        tone="navy"
        title="Report Not Found"
        text="We couldn't find your report. Please check your email or try again."
      />
      <LinkButton to="/" size="lg" className="mt-8">
        Back to Home
      </LinkButton>
    </div>
  )
}
