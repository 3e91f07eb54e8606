import { MailCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { FormAlert } from '#client/components/form-alert'
import { ResendVerificationButton } from './resend-verification-button'

/**
 * "Check your email": names the address the confirmation link went to, and sends it again on request. Takes
 * focus when it appears, so a screen reader hears it in place of the form it replaced.
 */
export function CheckEmailPanel({ email, lead }: { email: string; lead: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <MailCheck className="size-8 shrink-0 text-teal-700" aria-hidden="true" />
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-navy-900 outline-none">
          Check your email
        </h2>
      </div>
      <p className="text-[0.9375rem] leading-relaxed text-ink">
        {lead} We’ve sent a link to <strong className="break-words">{email}</strong>. Open it to confirm your address
        and you’ll be signed in. The link works for 24 hours.
      </p>
      <p className="text-sm text-muted">Nothing there? Check your spam folder, or send it again.</p>
      <ResendVerificationButton
        email={email}
        sent={<FormAlert tone="success">We’ve sent the email again to {email}.</FormAlert>}
        failed={(detail) => <FormAlert>{detail}</FormAlert>}
      />
    </div>
  )
}
