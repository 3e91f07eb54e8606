import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { getPlan, type BillingPeriod } from '#shared/plans'
import type { PaidTier } from '#shared/schemas/subscriptions'
import { LinkButton } from '#client/components/link-button'
import { LoadingPanel } from '#client/components/page-loading'
import { PageTitle } from '#client/components/page-title'
import { RetryAlert } from '#client/components/retry-alert'
import { SignInPrompt } from '#client/components/sign-in-prompt'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { useSession } from '#client/features/accounts/session-api'
import { hasPaidPlan, useSubscription } from '#client/features/subscriptions/subscriptions-api'
import { AlreadySubscribed } from '#client/features/subscriptions/components/already-subscribed'
import { TeamPlan } from '#client/features/teams/components/team-plan'
import { useTeam } from '#client/features/teams/team-api'
import { PlanSummary } from '#client/features/subscriptions/components/plan-summary'
import { SubscriptionCheckout } from '#client/features/subscriptions/subscription-checkout'
import { readSubscribeChoice, subscribePath } from '#client/lib/subscribe-path'

/**
 * /subscribe/{tier}?period=monthly|annual (docs/product/screens.md 'Subscribe page', docs/product/flows.md 'Subscribe flow'): the plan with its
 * period toggle beside the checkout. Signed out it asks the visitor to sign in or sign up and brings them back to
 * the same tier and period; an account that already has a plan is sent to Manage subscription, never charged twice.
 */
export function SubscribePage() {
  const { tier } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const choice = readSubscribeChoice(tier, searchParams)
  if (choice.kind !== 'paid') return <NoSuchPlan isFree={choice.kind === 'free'} tier={tier ?? ''} />

  const setPeriod = (period: BillingPeriod) =>
    setSearchParams(
      (params) => {
        params.delete('billing')
        params.set('period', period)
        return params
      },
      { replace: true },
    )
  const plan = getPlan(choice.tier)
  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas">
      <PageTitle title={`Subscribe to ${plan.name}`} />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-12 lg:px-8">
        <PlanSummary plan={plan} period={choice.period} onPeriodChange={setPeriod} />
        <CheckoutColumn tier={choice.tier} period={choice.period} />
      </div>
    </div>
  )
}

/** Who is asking decides what the checkout column shows: sign in first, already subscribed, or the card form. */
function CheckoutColumn({ tier, period }: { tier: PaidTier; period: BillingPeriod }) {
  const { user, isLoading } = useSession()
  const subscription = useSubscription({ enabled: Boolean(user) })
  const team = useTeam({ enabled: Boolean(user) }).data
  if (isLoading) return <Column>{<LoadingPanel>Loading…</LoadingPanel>}</Column>
  if (!user) {
    return (
      <Column>
        <SignInPrompt
          as="h2"
          title="Sign in to subscribe"
          text={`Your ${getPlan(tier).name} plan belongs to an account. Sign in, or create a free account, and you’ll come straight back here to pay.`}
          next={subscribePath(tier, period)}
        />
      </Column>
    )
  }
  if (subscription.isPending) return <Column>{<LoadingPanel>Checking your plan…</LoadingPanel>}</Column>
  // A team member works on the team's plan, billed to its owner: a plan of their own is refused.
  if (team?.role === 'member')
    return (
      <Column>
        <Card className="p-8">
          <h2 className="mb-4 text-xl font-semibold text-navy-900">You’re on a team’s plan</h2>
          <TeamPlan team={team} />
        </Card>
      </Column>
    )
  if (subscription.isError) {
    return (
      <Column>
        <Card className="p-8">
          <RetryAlert query={subscription} fallback="We couldn’t check your current plan." />
        </Card>
      </Column>
    )
  }
  if (subscription.data && hasPaidPlan(subscription.data)) {
    return (
      <Column>
        <AlreadySubscribed current={subscription.data} wanted={tier} />
      </Column>
    )
  }
  return (
    <Column>
      <SubscriptionCheckout tier={tier} billingPeriod={period} />
    </Column>
  )
}

function Column({ children }: { children: ReactNode }) {
  return <div className="lg:sticky lg:top-24">{children}</div>
}

/** An unknown tier (or Free, which needs no checkout) is a clear not-found state with the way back to pricing. */
function NoSuchPlan({ isFree, tier }: { isFree: boolean; tier: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageTitle title={isFree ? 'The Free plan' : 'Plan not found'} />
      <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {isFree ? 'The Free plan needs no subscription' : 'Plan not found'}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {isFree ? (
          'Estimates are free: start one now, and create an account to keep it.'
        ) : (
          <>
            We don’t have a plan called <strong className="break-words text-navy-900">“{tier}”</strong>. Our plans are
            Free, Pro and Business.
          </>
        )}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {/* A plain link: /#pricing is a section of the landing page. */}
        <Button asChild size="lg">
          <a href="/#pricing">See the plans</a>
        </Button>
        <LinkButton to="/estimate" variant="outline" size="lg">
          Get an estimate
        </LinkButton>
      </div>
    </div>
  )
}
