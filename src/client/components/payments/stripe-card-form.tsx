import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
// The 'pure' entry injects Stripe.js only when loadStripe is called (a card form with a publishable key opens);
// the main entry would add the script to every page as soon as this module is imported.
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useImperativeHandle, type Ref } from 'react'

const stripePromises = new Map<string, Promise<Stripe | null>>()
/** Stripe.js loads once per publishable key, from js.stripe.com (allowed by the app's CSP). */
function getStripe(publishableKey: string) {
  let promise = stripePromises.get(publishableKey)
  if (!promise) {
    promise = loadStripe(publishableKey)
    stripePromises.set(publishableKey, promise)
  }
  return promise
}

export interface StripeCardFormHandle {
  /** False until Stripe.js and the Payment Element have loaded. */
  isReady(): boolean
  /** Confirms the card without a redirect when none is needed. */
  confirm(): Promise<
    { status: 'succeeded'; paymentIntentId: string } | { status: 'failed'; message?: string } | { status: 'not_ready' }
  >
}

function CardElementForm({ handle, returnUrl }: { handle: Ref<StripeCardFormHandle>; returnUrl: string }) {
  const stripe = useStripe()
  const elements = useElements()
  useImperativeHandle(
    handle,
    () => ({
      isReady: () => Boolean(stripe && elements),
      async confirm() {
        if (!stripe || !elements) return { status: 'not_ready' } as const
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: returnUrl },
        })
        if (error) return { status: 'failed', message: error.message } as const
        if (paymentIntent?.status === 'succeeded')
          return { status: 'succeeded', paymentIntentId: paymentIntent.id } as const
        return { status: 'failed' } as const
      },
    }),
    [stripe, elements, returnUrl],
  )

  return <PaymentElement options={{ layout: 'tabs', paymentMethodOrder: ['card'] }} />
}

/**
 * The card-only Stripe Payment Element for a PaymentIntent created with allowed_payment_method_types ['card'] (a
 * report, or a subscription's first invoice). `returnUrl`: where Stripe sends the browser back after a redirect
 * (3-D Secure); the report's success page by default.
 */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  handle,
  returnUrl = `${window.location.origin}/payment-success`,
}: {
  publishableKey: string
  clientSecret: string
  handle: Ref<StripeCardFormHandle>
  returnUrl?: string
}) {
  return (
    <Elements
      stripe={getStripe(publishableKey)}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#12645a', colorText: '#14233a', colorDanger: '#b42318', borderRadius: '8px' },
        },
      }}
    >
      <CardElementForm handle={handle} returnUrl={returnUrl} />
    </Elements>
  )
}
