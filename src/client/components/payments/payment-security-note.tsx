import { Lock, ShieldCheck } from 'lucide-react'

/** Under a card form: 'Secured by Stripe' with Stripe, or that TEST MODE charges no card. */
export function PaymentSecurityNote({ isStripe }: { isStripe: boolean }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      {isStripe ? (
        <>
          <Lock className="size-4 shrink-0 text-teal-700" aria-hidden="true" /> Secured by Stripe. Card details never
          touch our servers.
        </>
      ) : (
        <>
          <ShieldCheck className="size-4 shrink-0 text-amber-600" aria-hidden="true" /> TEST MODE: no card is charged.
        </>
      )}
    </p>
  )
}
