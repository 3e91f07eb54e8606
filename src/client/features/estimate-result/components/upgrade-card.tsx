import { FileText, FileCheck2, FileLock2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { CheckList } from '#client/components/bullet-list'
import { Button } from '#client/components/ui/button'
import { SectionCard } from '#client/components/section-card'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card'
import { useToast } from '#client/components/ui/use-toast'
import { formatTypicalSavings } from '../lib/result-format'

const REPORT_CONTENTS = [
  '10-page PDF cost plan, element by element',
  'Quantities, rates and on-costs a builder can price against',
  'VAT position, programme, risks and savings',
  'Ready to share with builders and lenders',
]

/**
 * Stand-in for the payments feature's BuyReportButton, used only when the page passes none. Same text and the
 * same error without an estimate id (docs/product/errors.md).
 */
function FallbackReportButton({ estimateId }: { estimateId?: string }) {
  const { toast } = useToast()
  return (
    <Button
      variant="accent"
      size="lg"
      className="w-full"
      onClick={() => {
        if (!estimateId)
          toast({ variant: 'destructive', title: 'Error', description: 'Please generate an estimate first.' })
      }}
    >
      <FileText aria-hidden="true" />
      Get Professional Report - £6.99
    </Button>
  )
}

/** A report offer: the estimate, the page's report button, and the plan that includes the report (if any). */
interface ReportOfferProps {
  estimate: EstimateResponse
  reportButton?: ReactNode
  includedIn?: string
}

/**
 * The upgrade card for a non-professional estimate (docs/product/screens.md): report offer, typical savings and the claim.
 * `includedIn`: the account's plan includes the report, so the price line says so instead of £6.99.
 */
export function UpgradeCard({ estimate, reportButton, includedIn }: ReportOfferProps) {
  return (
    <Card className="border-amber-300 bg-gradient-to-b from-amber-50 to-white">
      <CardHeader>
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">Professional Report</p>
        <CardTitle>Turn this estimate into a report builders take seriously</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <CheckList items={REPORT_CONTENTS} tone="amber" className="space-y-2 text-[0.9375rem]" />
        <div className="rounded-lg bg-white px-4 py-3 ring-1 ring-amber-200">
          <p className="font-semibold text-navy-900" data-testid="typical-savings">
            Typical savings: {formatTypicalSavings(estimate.totalCostExcludingVAT)}
          </p>
          <p className="text-sm text-muted">8–18% of the cost excluding VAT, by comparing quotes line by line.</p>
        </div>
        {reportButton ?? <FallbackReportButton estimateId={estimate.id} />}
        <p className="text-center text-sm text-muted">
          Customers save £2,000-£15,000 ·{' '}
          {includedIn ? `Included in your ${includedIn} plan` : 'One-off £6.99 including VAT'}
        </p>
      </CardContent>
    </Card>
  )
}

/**
 * 'Professional Cost Report Ready' for a professional estimate. 'View PDF Report in Browser' and 'Download PDF
 * Report' belong to a paid report, so until the report is bought this card offers the purchase.
 */
export function ProfessionalReportCard({ estimate, reportButton, includedIn }: ReportOfferProps) {
  return (
    <ReportReadyCard description="Your professional estimate is priced and ready to be issued as a 10-page PDF cost report.">
      {includedIn ? (
        <p className="text-[0.9375rem] text-ink">
          Included in your {includedIn} plan, with nothing to pay: once it is made you can{' '}
          <strong>view the PDF report in your browser</strong> or <strong>download it</strong>.
        </p>
      ) : (
        <p className="text-[0.9375rem] text-ink">
          After the one-off £6.99 payment you can <strong>view the PDF report in your browser</strong> or{' '}
          <strong>download it</strong>, and we email you a copy with a secure 24-hour link.
        </p>
      )}
      <p className="rounded-lg bg-white px-4 py-3 font-semibold text-navy-900 ring-1 ring-teal-200">
        Typical savings: {formatTypicalSavings(estimate.totalCostExcludingVAT)}
      </p>
      {reportButton ?? <FallbackReportButton estimateId={estimate.id} />}
    </ReportReadyCard>
  )
}

/**
 * docs/product/screens.md 'Professional Cost Report Ready' for an estimate whose report is bought: the page composes in 'View PDF
 * Report in Browser' and 'Download PDF Report' (`reportActions`). Nothing here sells the report again.
 */
export function PurchasedReportCard({
  estimate,
  reportActions,
}: {
  estimate: EstimateResponse
  reportActions?: ReactNode
}) {
  return (
    <ReportReadyCard
      testId="report-ready-card"
      description="You bought the 10-page PDF cost report for this estimate. Open it or download it at any time: we keep paid reports for 7 years."
    >
      {estimate.reportId ? (
        <p className="rounded-lg bg-white px-4 py-3 text-sm ring-1 ring-teal-200">
          <span className="text-muted">Report ID</span>{' '}
          <span className="font-mono font-semibold break-words text-navy-900">{estimate.reportId}</span>
        </p>
      ) : (
        <p className="text-[0.9375rem] text-ink" role="status">
          Your payment is confirmed and the report is being prepared. Reload this page in a minute to open it.
        </p>
      )}
      {reportActions}
    </ReportReadyCard>
  )
}

/**
 * An estimate opened from a shared link whose report someone else bought (docs/decisions/021): the report stays
 * theirs, so nothing of it is shown, and one estimate is never sold twice, so nothing is offered for sale.
 */
export function ReportBoughtByOtherCard() {
  return (
    <SectionCard
      data-testid="report-bought-by-other"
      title="This estimate's report is taken"
      icon={<FileLock2 className="size-5 text-navy-700" aria-hidden="true" />}
      description="Its 10-page PDF report has been bought, and it stays with the person who bought it."
      contentClassName="space-y-3 text-[0.9375rem] text-ink"
    >
      <p>
        If you bought it, open it from the email we sent you, or{' '}
        <Link to="/sign-in" className="font-medium text-teal-800 underline underline-offset-2">
          sign in
        </Link>{' '}
        with the email address you paid with.
      </p>
      <p>
        Otherwise,{' '}
        <Link to="/estimate" className="font-medium text-teal-800 underline underline-offset-2">
          make your own estimate
        </Link>{' '}
        to get a report of your own.
      </p>
    </SectionCard>
  )
}

/** 'Professional Cost Report Ready' (docs/product/screens.md): the card both the unbought professional estimate and a bought report use. */
function ReportReadyCard({
  description,
  testId,
  children,
}: {
  description: string
  testId?: string
  children: ReactNode
}) {
  return (
    <SectionCard
      className="border-teal-300 bg-gradient-to-b from-teal-50 to-white"
      data-testid={testId}
      title="Professional Cost Report Ready"
      icon={<FileCheck2 className="size-5 text-teal-700" aria-hidden="true" />}
      description={description}
      contentClassName="space-y-4"
    >
      {children}
    </SectionCard>
  )
}
