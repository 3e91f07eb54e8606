import { FileText } from 'lucide-react'
import { formatGbp } from '#shared/format'
import { REPORT_PRICE_PENCE } from '#shared/pricing'
import { Button, type ButtonSize, type ButtonVariant } from '#client/components/ui/button'
import { ReportPaymentModal } from './report-payment-modal'
import { usePurchaseReport } from './use-purchase-report'

export interface BuyReportButtonProps {
  /** The stored estimate to buy the report for; without it the button explains an estimate is needed first. */
  estimateId: string | null | undefined
  /** Where the report and its access link are emailed; defaults to the email stored with the estimate. */
  email?: string
  /** The estimate has no email on file: the modal asks for one before the payment (docs/product/decisions.md). */
  askEmail?: boolean
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** the spec's 'Get Professional Report - £6.99' button, owning the payment modal and the purchase flow. */
export function BuyReportButton({
  estimateId,
  email,
  askEmail,
  variant = 'accent',
  size = 'lg',
  className,
}: BuyReportButtonProps) {
  const purchase = usePurchaseReport(estimateId, { email, askEmail })
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => void purchase.start()}
        disabled={purchase.isOpen}
      >
        <FileText aria-hidden="true" />
        Get Professional Report - {formatGbp(REPORT_PRICE_PENCE)}
      </Button>
      <ReportPaymentModal purchase={purchase} />
    </>
  )
}
