import { CheckCircle2, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Dashboard } from '#shared/schemas/dashboard'
import { LinkButton } from '#client/components/link-button'
import { signInUrl } from '#client/components/sign-in-prompt'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { describeApiError } from '#client/lib/api-client'
import { useDashboard } from '../dashboard-api'
import { RecentEstimates, RecentProjects } from './recent-lists'
import { QuickActions, SubscriptionCard, UsageCard, type ManageSubscription } from './side-panels'
import { PortfolioCard } from './portfolio-card'
import { SummaryCards } from './summary-cards'
import { LoadingPanel } from '#client/components/page-loading'
import { PAST_DUE_MESSAGE } from '#client/lib/subscription-text'
import { planName } from './format'

export interface DashboardNotices {
  /** ?subscription=success: the card provider returned here after a subscription (docs/product/screens.md). */
  subscriptionActive: boolean
  /** ?verified=1: the email verification link signed the user in here. */
  emailConfirmed: boolean
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
      <p className="text-navy-900">{children}</p>
    </div>
  )
}

/** A renewal the card declined: the plan stays while Stripe retries, and the card can be updated in the portal. */
function PastDueBanner({ manage }: { manage?: ManageSubscription }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-danger-soft px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-navy-900">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
        <span>{PAST_DUE_MESSAGE}</span>
      </p>
      {manage ? <div className="shrink-0">{manage('Update your card')}</div> : null}
    </div>
  )
}

function DemoBanner() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-navy-900">
        <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          <Badge variant="accent" className="mr-2">
            Demo
          </Badge>
          You’re looking at demo data. Sign in to see your own projects, estimates and reports.
        </span>
      </p>
      <div className="flex shrink-0 gap-2">
        <LinkButton to={signInUrl('/dashboard')} size="sm">
          Sign in
        </LinkButton>
        <LinkButton to="/sign-up?next=%2Fdashboard" size="sm" variant="outline">
          Create an account
        </LinkButton>
      </div>
    </div>
  )
}

/**
 * docs/product/screens.md Dashboard from GET /api/dashboard: the account's data, or the labelled demo when signed out.
 * `manageSubscription`: the paid plan's 'Manage Subscription' button (the page composes the billing portal in).
 */
export function DashboardView({
  notices,
  manageSubscription,
}: {
  notices: DashboardNotices
  manageSubscription?: ManageSubscription
}) {
  const query = useDashboard({ awaitPlan: notices.subscriptionActive })
  if (query.isPending) return <LoadingPanel>Loading your dashboard…</LoadingPanel>
  if (query.isError)
    return (
      <div role="alert" className="rounded-card border border-line bg-white p-8 text-center shadow-card">
        <h1 className="text-2xl font-bold text-navy-900">Dashboard</h1>
        <p className="mt-3 text-muted">{describeApiError(query.error)}</p>
        <Button className="mt-5" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  return <DashboardContent data={query.data} notices={notices} manage={manageSubscription} />
}

function DashboardContent({
  data,
  notices,
  manage,
}: {
  data: Dashboard
  notices: DashboardNotices
  manage?: ManageSubscription
}) {
  const firstName = data.user.name.trim().split(/\s+/)[0] || data.user.email
  const paidPlan = data.subscription.tier === 'free' ? undefined : planName(data.subscription.tier)
  return (
    <div className="space-y-6">
      {data.isDemo ? <DemoBanner /> : null}
      {notices.emailConfirmed && !data.isDemo ? <Notice>Email confirmed. Your account is ready.</Notice> : null}
      {notices.subscriptionActive && !data.isDemo ? (
        <Notice>
          Subscription active.{' '}
          {paidPlan
            ? `Welcome to the ${paidPlan} plan: its allowances apply from now.`
            : 'Thank you: your plan’s allowances apply as soon as the payment is confirmed.'}
        </Notice>
      ) : null}
      {data.subscription.status === 'past_due' && !data.isDemo ? <PastDueBanner manage={manage} /> : null}
      <div>
        <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">
          {data.isDemo ? 'Demo dashboard' : 'Your account'}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900">
          {data.isDemo ? 'Welcome to the dashboard' : `Welcome back, ${firstName}`}
        </h1>
        <p className="mt-1 text-muted">
          {data.isDemo
            ? 'An example of what you’ll see: projects, estimates, reports and your plan in one place.'
            : `Signed in as ${data.user.email}.`}
        </p>
      </div>
      <SummaryCards data={data} />
      <PortfolioCard data={data} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <RecentProjects data={data} />
          <RecentEstimates data={data} />
        </div>
        <div className="space-y-6">
          <QuickActions data={data} />
          <SubscriptionCard data={data} manage={manage} />
          <UsageCard data={data} />
        </div>
      </div>
    </div>
  )
}
