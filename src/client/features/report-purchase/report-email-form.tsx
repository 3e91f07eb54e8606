import { useState, type FormEvent } from 'react'
import { ReportEmailSchema } from '#shared/schemas/report-purchase'
import { InputField } from '#client/components/form/fields'

/**
 * The payment modal's first step when the estimate has no email (docs/product/decisions.md#report-buyers-email): the receipt,
 * the PDF and the secure 24-hour link go to this address, so it is asked before the payment is created.
 */
export function ReportEmailForm({ formId, onSubmit }: { formId: string; onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const id = `${formId}-email`

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = ReportEmailSchema.safeParse(email)
    if (!parsed.success) {
      setError(
        email.trim() === ''
          ? 'Enter your email address.'
          : (parsed.error.issues[0]?.message ?? 'Enter a valid email address'),
      )
      return
    }
    setError(undefined)
    onSubmit(parsed.data)
  }

  const hint = 'We email your receipt, the PDF report and a secure link that works for 24 hours to this address.'
  return (
    <form id={formId} noValidate onSubmit={handleSubmit} aria-label="Where to send your report">
      <InputField
        id={id}
        label="Email for your report"
        hint={hint}
        error={error}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onValueChange={setEmail}
      />
    </form>
  )
}
