import { FileText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { formatGbp } from '#shared/format'
import { PLANS, annualSavingPercent, planPricePence, type BillingPeriod, type Plan } from '#shared/plans'
import { REPORT_PRICE_PENCE } from '#shared/pricing'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { BillingPeriodToggle } from '#client/components/billing-period-toggle'
import { LandingSection } from './landing-section'
import { LinkButton } from '#client/components/link-button'
import { PlanFeatureList } from '#client/components/plan-feature-list'
import { subscribePath } from '#client/lib/subscribe-path'

export const PRICING_SECTION_ID = 'pricing'

export function PricingSection() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly')
  const bestSaving = Math.max(...PLANS.map(annualSavingPercent))

  return (
    <LandingSection
      name="pricing"
      id={PRICING_SECTION_ID}
      eyebrow="Pricing"
      title="Simple, transparent pricing"
      align="center"
      className="scroll-mt-20 bg-white py-16 sm:py-24"
      intro={
        <>
          <p className="mt-4 text-lg text-muted">
            Estimates are free. Buy a single report, or subscribe if you plan several projects. All prices include VAT.
          </p>
          <div className="mt-8">
            <BillingPeriodToggle value={period} onChange={setPeriod} annualSavingPercent={bestSaving} />
          </div>
        </>
      }
    >
      <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.tier} className="flex">
            <PlanCard plan={plan} period={period} />
          </li>
        ))}
      </ul>

      <ReportOfferCard />
    </LandingSection>
  )
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const pricePence = planPricePence(plan, period)
  const saving = annualSavingPercent(plan)
  const isFree = plan.price.monthlyPence === 0
  const headingId = `plan-${plan.tier}-name`
  const ctaTo = isFree ? '/estimate' : subscribePath(plan.tier, period)
  const ctaLabel = isFree ? 'Start free' : `Choose ${plan.name}`

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex w-full flex-col rounded-card border bg-white p-6 sm:p-8',
        plan.isMostPopular ? 'border-2 border-teal-600 shadow-lift' : 'border-line shadow-card',
      )}
    >
      {plan.isMostPopular ? (
        <Badge variant="accent" className="absolute -top-3 left-6">
          Most Popular
        </Badge>
      ) : null}
      <h3 id={headingId} className="text-xl font-semibold text-navy-900">
        {plan.name}
      </h3>
      <p className="mt-1.5 min-h-12 text-[0.9375rem] leading-relaxed text-muted">{plan.description}</p>

      <div className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-navy-900 tabular-nums">
          {formatGbp(pricePence, { trimZeroPence: true })}
        </span>
        <span className="text-muted">{isFree ? 'forever' : period === 'monthly' ? '/month' : '/year'}</span>
      </div>
      <div className="mt-2 flex min-h-7 flex-wrap items-center gap-2 text-sm text-muted">
        {!isFree && period === 'annual' ? (
          <>
            <Badge variant="success">Save {saving}%</Badge>
            <span>{formatGbp(Math.round(plan.price.annualPence / 12))} a month, billed yearly</span>
          </>
        ) : null}
        {!isFree && period === 'monthly' ? <span>or {formatGbp(plan.price.annualPence)} a year</span> : null}
      </div>

      <PlanFeatureList features={plan.features} className="mt-6 flex-1 space-y-3" />

      <Button asChild variant={plan.isMostPopular ? 'primary' : 'outline'} size="lg" className="mt-8 w-full">
        <Link to={ctaTo} aria-describedby={headingId}>
          {ctaLabel}
        </Link>
      </Button>
    </article>
  )
}

function ReportOfferCard() {
  return (
    <div
      aria-labelledby="report-offer-heading"
      role="group"
      className="mt-10 flex flex-col gap-6 rounded-card border border-amber-200 bg-amber-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-amber-700 shadow-xs">
          <FileText className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 id="report-offer-heading" className="text-xl font-semibold text-navy-900">
            Just need one report? {formatGbp(REPORT_PRICE_PENCE)}, one-off
          </h3>
          <p className="mt-1.5 max-w-2xl leading-relaxed text-navy-800">
            A 10-page professional PDF cost report for a single project: itemised costs, regional rates, VAT with the
            reason, a timeline and money-saving tips. Including VAT, paid by card, no subscription and no recurring
            charge.
          </p>
        </div>
      </div>
      <LinkButton to="/estimate" size="lg" className="md:shrink-0">
        Get an estimate first
      </LinkButton>
    </div>
  )
}
