import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { getPlan, type BillingPeriod } from '#shared/plans'
import type { FieldError } from '#shared/problem'
import type { CreateSubscriptionResponse, PaidTier } from '#shared/schemas/subscriptions'
import { toast } from '#client/components/ui/use-toast'
import { isApiError } from '#client/lib/api-client'
import {
  confirmTestPayment,
  GENERIC_PAYMENT_FAILURE,
  NOT_READY_MESSAGE,
  type TestCardDetails,
} from '#client/components/payments/card-payment'
import { createSubscription } from './subscriptions-api'

/** docs/product/screens.md, docs/product/flows.md: where the provider returns the browser once the first payment is confirmed. */
export const SUBSCRIPTION_SUCCESS_PATH = '/dashboard?subscription=success'

const CHECKOUT_KEY = 'create-subscription'
/** Card fields the TEST MODE form shows server messages under. */
const CARD_FIELDS = new Set(['cardNumber', 'expMonth', 'expYear', 'cvc'])

/**
 * The subscribe flow (docs/product/flows.md 'Subscribe flow'): the subscription is created (POST /api/create-subscription) when
 * the page shows a tier and period, and again whenever either changes; the card form confirms its first invoice;
 * success says 'Payment Successful - Welcome to the Pro plan' and goes to the dashboard with its banner; a decline
 * says 'Payment Failed' with the provider's message.
 *
 * Creating is a query keyed on the choice, kept only while the page shows it (gcTime 0): a changed choice creates
 * again, an answer for a choice the user has left is dropped, and React's development double-mount asks once.
 */
export function useSubscriptionCheckout(tier: PaidTier, billingPeriod: BillingPeriod) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isPaying, setIsPaying] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([])

  const setup = useQuery({
    queryKey: [CHECKOUT_KEY, tier, billingPeriod],
    queryFn: () => createSubscription({ tier, billingPeriod }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnReconnect: false,
  })
  const subscription: CreateSubscriptionResponse | undefined = setup.data?.clientSecret ? setup.data : undefined
  // docs/product/flows.md: no client secret back is a failed setup too.
  const isSetupFailed = setup.isError || (setup.isSuccess && !subscription)

  const succeed = useCallback(async () => {
    toast({ title: 'Payment Successful', description: `Welcome to the ${getPlan(tier).name} plan` })
    await navigate(SUBSCRIPTION_SUCCESS_PATH)
    // A new plan changes what every page shows (allowances, the report offer, the dashboard); the checkout itself
    // is not asked again.
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CHECKOUT_KEY })
  }, [navigate, queryClient, tier])

  const fail = useCallback((message: string | undefined, errors: FieldError[] = []) => {
    setIsPaying(false)
    if (errors.some((e) => CARD_FIELDS.has(e.path))) {
      // Said under the card field it is about, where it is fixed.
      setFieldErrors(errors)
      return
    }
    toast({ variant: 'destructive', title: 'Payment Failed', description: message || GENERIC_PAYMENT_FAILURE })
  }, [])

  /** TEST MODE: confirm the first invoice with a Stripe test card through the server. */
  const payWithTestCard = useCallback(
    async (card: TestCardDetails) => {
      if (!subscription || isPaying) return notReady()
      setIsPaying(true)
      setFieldErrors([])
      try {
        await confirmTestPayment(subscription.clientSecret, card)
        await succeed()
      } catch (error) {
        fail(isApiError(error) ? error.problem?.detail : undefined, isApiError(error) ? error.fieldErrors : [])
      }
    },
    [subscription, isPaying, succeed, fail],
  )

  /** Stripe: the Payment Element confirms (stripe.confirmPayment); this wraps it in the busy state and the toasts. */
  const payWithStripe = useCallback(
    async (
      confirm: () => Promise<
        { status: 'succeeded' } | { status: 'failed'; message?: string } | { status: 'not_ready' }
      >,
    ) => {
      if (!subscription || isPaying) return notReady()
      setIsPaying(true)
      const result = await confirm()
      if (result.status === 'succeeded') return succeed()
      if (result.status === 'not_ready') {
        setIsPaying(false)
        return notReady()
      }
      fail(result.message)
    },
    [subscription, isPaying, succeed, fail],
  )

  return {
    subscription,
    isCreating: setup.isPending || (setup.isFetching && !subscription),
    isSetupFailed,
    retrySetup: () => void setup.refetch(),
    isPaying,
    fieldErrors,
    payWithTestCard,
    payWithStripe,
  }
}

function notReady() {
  toast({ variant: 'destructive', title: 'Payment Error', description: NOT_READY_MESSAGE })
}
