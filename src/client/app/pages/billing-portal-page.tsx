import { ArrowLeft } from 'lucide-react'
import { Navigate } from 'react-router-dom'
import { LinkButton } from '#client/components/link-button'
import { HeroPage } from '#client/components/hero-page'
import { LoadingPanel, PageLoading } from '#client/components/page-loading'
import { RetryAlert } from '#client/components/retry-alert'
import { Card } from '#client/components/ui/card'
import { signInUrl } from '#client/components/sign-in-prompt'
import { useSession } from '#client/features/accounts/session-api'
import { useSubscription } from '#client/features/subscriptions/subscriptions-api'
import { LocalBillingPortal } from '#client/features/subscriptions/components/local-billing-portal'

/**
 * /account/billing: the TEST MODE billing portal that POST /api/billing-portal answers without Stripe keys (with
 * keys, Manage subscription opens Stripe's Customer Portal instead). Signed out, it sends the visitor to sign in.
 */
export function BillingPortalPage() {
  const { user, isLoading } = useSession()
  if (isLoading) return <PageLoading />
  if (!user) return <Navigate to={signInUrl('/account/billing')} replace />
  return (
    <HeroPage
      title="Manage your subscription"
      documentTitle="Billing portal (TEST MODE)"
      eyebrow="Your account · TEST MODE"
      intro={<p>Switch plan or billing period, cancel or resume, and see your invoices.</p>}
      className="py-10 sm:py-12"
    >
      <div className="max-w-3xl space-y-6">
        <LinkButton to="/account" variant="ghost" size="sm">
          <ArrowLeft aria-hidden="true" />
          Back to your account
        </LinkButton>
        <PortalContent />
      </div>
    </HeroPage>
  )
}

function PortalContent() {
  const subscription = useSubscription()
  if (subscription.isPending) return <LoadingPanel>Loading your subscription…</LoadingPanel>
  if (subscription.isError)
    return (
      <Card className="p-8">
        <RetryAlert query={subscription} fallback="We couldn’t load your subscription." />
      </Card>
    )
  return <LocalBillingPortal subscription={subscription.data} />
}
