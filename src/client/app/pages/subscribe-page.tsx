import { CreditCard } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import { findPlan } from '../../../shared/plans'
import { ComingSoon } from '../../components/coming-soon'

// Placeholder: subscription checkout (SPEC §2 "Subscribe page") replaces this file.
// Pricing cards link here as /subscribe/<tier>?billing=monthly|annual.
export function SubscribePage() {
  const { tier } = useParams()
  const [searchParams] = useSearchParams()
  const plan = findPlan(tier ?? 'pro') ?? findPlan('pro')
  const billing = searchParams.get('billing') === 'annual' ? 'annual' : 'monthly'
  return (
    <ComingSoon
      eyebrow="Subscription checkout"
      title={`Subscribe to ${plan?.name ?? 'Pro'}`}
      icon={CreditCard}
      description={
        <p>
          Online sign-up for the {plan?.name ?? 'Pro'} plan ({billing} billing) is opening shortly. You can still buy a
          single professional report for £6.99 with no subscription.
        </p>
      }
      primaryAction={{ label: 'Back to pricing', to: '/#pricing' }}
      secondaryAction={{ label: 'Talk to us', to: '/contact' }}
    />
  )
}
