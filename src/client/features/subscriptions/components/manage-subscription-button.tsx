import { useMutation } from '@tanstack/react-query'
import { LoaderCircle, Settings } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { Button, type ButtonVariant } from '#client/components/ui/button'
import { toast } from '#client/components/ui/use-toast'
import { describeApiError } from '#client/lib/api-client'
import { createBillingPortalSession } from '../subscriptions-api'

/**
 * 'Manage Subscription': asks the server for a billing portal session (POST /api/billing-portal) and goes there:
 * Stripe's Customer Portal (another site) with Stripe keys, or the TEST MODE page /account/billing (in the app).
 */
export function ManageSubscriptionButton({
  label = 'Manage Subscription',
  variant = 'outline',
  className = 'w-full',
}: {
  label?: string
  variant?: ButtonVariant
  className?: string
}) {
  const navigate = useNavigate()
  const portal = useMutation({
    mutationFn: createBillingPortalSession,
    onSuccess: ({ url }) => {
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url)
      else window.location.assign(url)
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Billing portal unavailable',
        description: describeApiError(error, 'We could not open the billing portal. Please try again.'),
      }),
  })
  // Stripe's portal is another site: the button stays busy until the browser has left.
  const isBusy = portal.isPending || (portal.isSuccess && !portal.data.url.startsWith('/'))
  return (
    <Button variant={variant} className={className} disabled={isBusy} onClick={() => portal.mutate()}>
      {isBusy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Settings aria-hidden="true" />}
      {label}
    </Button>
  )
}
