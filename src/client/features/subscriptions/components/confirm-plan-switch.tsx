import { formatGbp } from '#shared/format'
import type { SubscriptionChangePreview, SubscriptionChoice } from '#shared/schemas/subscriptions'
import { ConfirmDialog } from '#client/components/confirm-dialog'
import { DetailList } from '#client/components/detail-item'
import { RetryAlert } from '#client/components/retry-alert'
import { longDate } from '#client/lib/dates'
import { planName } from '#client/lib/subscription-text'
import { useChangePreview } from '../subscriptions-api'

const billed = (choice: SubscriptionChoice) => (choice.billingPeriod === 'annual' ? 'annually' : 'monthly')

/** The charge and the credit, one line each above the total. */
const ROW = {
  className: 'flex items-baseline justify-between gap-4 px-4 py-2.5',
  termClassName: 'text-muted',
  valueClassName: 'whitespace-nowrap tabular-nums',
}

/**
 * The question before a plan switch is charged: the amount the saved card pays now and the new price, as the
 * server works them out (GET /api/subscription/change-preview). Confirm sends the preview's `quotedAt`, so the
 * charge is the amount shown. Open while `choice` is set.
 */
export function ConfirmPlanSwitch({
  choice,
  currentTier,
  isPending,
  onCancel,
  onConfirm,
}: {
  choice: SubscriptionChoice | undefined
  currentTier: string
  isPending: boolean
  onCancel: () => void
  onConfirm: (quotedAt: string) => void
}) {
  const preview = useChangePreview(choice)
  const quote = preview.data
  return (
    <ConfirmDialog
      open={choice !== undefined}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      className="max-w-md"
      title={choice ? `Switch to ${planName(choice.tier)}, billed ${billed(choice)}?` : ''}
      description="The switch takes effect straight away. Prices include VAT."
      keepLabel="Cancel"
      confirmLabel={
        quote
          ? quote.amountDueNowPence > 0
            ? `Confirm and pay ${formatGbp(quote.amountDueNowPence)}`
            : 'Confirm switch'
          : 'Confirm'
      }
      isPending={isPending || !quote}
      onConfirm={() => quote && onConfirm(quote.quotedAt)}
    >
      {preview.isError ? (
        <RetryAlert query={preview} fallback="We couldn’t work out the amount. Nothing has been charged." />
      ) : quote ? (
        <QuoteDetails quote={quote} currentTier={currentTier} />
      ) : (
        <p role="status" className="text-muted">
          Working out the amount…
        </p>
      )}
    </ConfirmDialog>
  )
}

function QuoteDetails({ quote, currentTier }: { quote: SubscriptionChangePreview; currentTier: string }) {
  const renews = longDate(quote.renewsAt)
  const per = quote.billingPeriod === 'annual' ? 'a year' : 'a month'
  const rows: [string, string][] = [
    [`${planName(quote.tier)} until ${renews}`, formatGbp(quote.chargePence)],
    [`Credit for unused time on ${planName(currentTier)}`, `−${formatGbp(quote.creditPence)}`],
  ]
  return (
    <div className="space-y-4 text-[0.9375rem] text-ink">
      <DetailList items={rows} look={ROW} className="divide-y divide-line rounded-lg border border-line">
        <div className="flex items-baseline justify-between gap-4 bg-navy-50 px-4 py-3 font-semibold text-navy-900">
          <dt>Charged to your saved card now</dt>
          <dd className="text-lg whitespace-nowrap tabular-nums" data-testid="amount-due-now">
            {formatGbp(quote.amountDueNowPence)}
          </dd>
        </div>
      </DetailList>
      <p>
        Then <strong>{formatGbp(quote.newPricePence)}</strong> {per} from {renews}.
        {quote.creditLeftPence > 0
          ? ` The ${formatGbp(quote.creditLeftPence)} credit left over comes off your next invoices.`
          : ''}
      </p>
    </div>
  )
}
