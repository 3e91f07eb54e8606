import { useMutation, useQuery } from '@tanstack/react-query'
import { Clock, FileText, LinkIcon, LoaderCircle, MailCheck, type LucideIcon } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { PageTitle } from '#client/components/page-title'
import { StatusHeading } from '#client/components/status-heading'
import { Button } from '#client/components/ui/button'
import { Card, CardContent } from '#client/components/ui/card'
import { describeApiError, isApiError } from '#client/lib/api-client'
import { fetchReportAccess, resendReportLink } from '#client/features/report-purchase/report-purchase-api'
import { formatKb } from '#client/features/report-purchase/report-file-actions'
import { ReportFileButtons } from '#client/features/report-purchase/report-file-buttons'
import { ReportPaperworkLinks } from '#client/components/report-paperwork-links'
import { LinkButton } from '#client/components/link-button'
import { BusyIcon } from '#client/components/busy-icon'

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** /reports/access?token=…: the emailed 24-hour link to a paid report. */
export function ReportAccessPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const access = useQuery({
    queryKey: ['report-access', token],
    queryFn: () => fetchReportAccess(token),
    enabled: token !== '',
  })

  let body
  if (!token) body = <InvalidLink />
  else if (access.isPending) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted">
        <LoaderCircle className="size-7 animate-spin text-teal-700" aria-hidden="true" />
        Checking your link…
      </div>
    )
  } else if (access.isError) {
    const error = access.error
    body =
      isApiError(error) &&
      error.problem?.code === 'report_expired' &&
      error.status === 410 &&
      error.problem.detail === 'This link has expired.' ? (
        <ExpiredLink token={token} />
      ) : isApiError(error) && (error.status === 404 || error.status === 400) ? (
        <InvalidLink />
      ) : (
        <Message icon={FileText} title="We couldn't open your report" text={describeApiError(error)} />
      )
  } else {
    const report = access.data
    body = (
      <div className="text-center">
        <StatusHeading icon={FileText} tone="teal" title="Your professional report" />
        <dl className="mt-6 grid gap-3 rounded-lg border border-line bg-canvas px-4 py-4 text-left text-[0.9375rem] sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-sm text-muted">Report ID</dt>
            <dd className="font-mono font-semibold break-words text-navy-900">{report.reportId}</dd>
          </div>
          {report.propertyAddress ? (
            <div className="min-w-0">
              <dt className="text-sm text-muted">Property</dt>
              <dd className="font-semibold text-navy-900">{report.propertyAddress}</dd>
            </div>
          ) : null}
          {report.sizeBytes ? (
            <div>
              <dt className="text-sm text-muted">Size</dt>
              <dd className="font-semibold text-navy-900">{formatKb(report.sizeBytes)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm text-muted">This link works until</dt>
            <dd className="font-semibold text-navy-900">{dateTime.format(new Date(report.linkExpiresAt))}</dd>
          </div>
        </dl>
        <div className="mt-8 flex justify-center">
          <ReportFileButtons reportId={report.reportId} token={token} />
        </div>
        <ReportPaperworkLinks reportId={report.reportId} token={token} className="mt-4 justify-center" />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <PageTitle title="Your report" />
      <Card>
        <CardContent className="p-6 sm:p-10">{body}</CardContent>
      </Card>
    </div>
  )
}

function ExpiredLink({ token }: { token: string }) {
  const resend = useMutation({ mutationFn: () => resendReportLink(token) })
  return (
    <div className="text-center">
      <StatusHeading
        icon={Clock}
        tone="amber"
        title="This link has expired"
        text="For your security, report links work for 24 hours. Your report is still safe with us: we can email a new link to the address you used when you bought it."
      />
      {resend.isSuccess ? (
        <p
          role="status"
          className="mt-8 flex items-start justify-center gap-2 rounded-lg bg-teal-50 px-4 py-3 text-left text-teal-800"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            We&rsquo;ve emailed you a new link. It works for 24 hours. Check your spam folder if it hasn&rsquo;t arrived
            in a few minutes.
          </span>
        </p>
      ) : (
        <>
          <Button size="lg" className="mt-8" onClick={() => resend.mutate()} disabled={resend.isPending}>
            <BusyIcon isBusy={resend.isPending} icon={<LinkIcon aria-hidden="true" />} />
            Email me a new link
          </Button>
          {resend.isError ? (
            <p role="alert" className="mt-4 text-danger">
              {describeApiError(resend.error, 'We couldn’t send a new link. Please try again.')}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}

function InvalidLink() {
  return (
    <Message
      icon={LinkIcon}
      title="This link is not valid"
      text="Please use the link from your report email exactly as it was sent. If it still doesn't work, contact support and we'll help."
    />
  )
}

function Message({ icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="text-center">
      <StatusHeading icon={icon} tone="navy" title={title} text={text} />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <LinkButton to="/" size="lg">
          Back to Home
        </LinkButton>
        <LinkButton to="/support" size="lg" variant="outline">
          Get help
        </LinkButton>
      </div>
    </div>
  )
}
