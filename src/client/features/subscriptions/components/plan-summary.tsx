import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { formatGbp } from '#shared/format'
import { annualSavingPercent, planPricePence, type BillingPeriod, type Plan } from '#shared/plans'
import { BillingPeriodToggle } from '#client/components/billing-period-toggle'
import { PlanFeatureList } from '#client/components/plan-feature-list'
import { Badge } from '#client/components/ui/badge'

/**
 * The subscribe page's plan (docs/product/screens.md): the monthly/annual toggle with the annual saving, the VAT-inclusive price
 * from plan data and what is included. Renders the page's h1.
 */
export function PlanSummary({
  plan,
  period,
  onPeriodChange,
}: {
  plan: Plan
  period: BillingPeriod
  onPeriodChange: (period: BillingPeriod) => void
}) {
  const saving = annualSavingPercent(plan)
  const pricePence = planPricePence(plan, period)
  return (
    <section aria-labelledby="subscribe-heading">
      <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Subscription checkout</p>
      <h1 id="subscribe-heading" className="mt-1 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        Subscribe to {plan.name}
      </h1>
      <p className="mt-2 text-lg text-muted">{plan.description}</p>

      <div className="mt-6">
        <BillingPeriodToggle value={period} onChange={onPeriodChange} annualSavingPercent={saving} isExactSaving />
      </div>

      <div className="mt-6 flex items-baseline gap-1.5" data-testid="plan-price">
        <span className="text-4xl font-bold tracking-tight text-navy-900 tabular-nums">{formatGbp(pricePence)}</span>
        <span className="text-muted">{period === 'monthly' ? '/month' : '/year'}</span>
      </div>
      <p className="mt-1 flex min-h-7 flex-wrap items-center gap-2 text-sm text-muted">
        {period === 'annual' ? (
          <>
            <Badge variant="success">Save {saving}%</Badge>
            <span>{formatGbp(Math.round(plan.price.annualPence / 12))} a month, billed yearly. Including VAT.</span>
          </>
        ) : (
          <span>
            Including VAT. Or {formatGbp(plan.price.annualPence)} a year and save {saving}%.
          </span>
        )}
      </p>

      <h2 className="mt-8 text-lg font-semibold text-navy-900">What’s included</h2>
      <PlanFeatureList features={plan.features} className="mt-3 space-y-2.5" />

      <p className="mt-8 flex items-start gap-2.5 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-[0.9375rem] text-navy-900">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
        <span>
          30-day money-back guarantee on your first payment. Cancel at any time from your account. See the{' '}
          <Link to="/refunds" className="font-semibold text-teal-800 underline">
            refund policy
          </Link>
          .
        </span>
      </p>
    </section>
  )
}
