import { useState, type FormEvent } from 'react'
import { FormField, fieldAria } from '../../components/form/form-field'
import { Badge } from '../../components/ui/badge'
import { Input } from '../../components/ui/input'
import type { FieldError } from '../../../shared/problem'
import type { TestCardDetails } from './payments-api'

type Field = 'cardNumber' | 'expiry' | 'cvc'

/** "4242424242424242" → "4242 4242 4242 4242" while typing (max 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1234" → "12 / 34". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

/** Splits "MM / YY" into numbers; undefined parts are sent as 0 so the server names the field. */
function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const digits = value.replace(/\D/g, '')
  return { expMonth: Number(digits.slice(0, 2) || 0), expYear: Number(digits.slice(2, 4) || 0) }
}

const SERVER_FIELD: Record<string, Field> = {
  cardNumber: 'cardNumber',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
}

/**
 * The TEST MODE card form (no Stripe keys on the server): Stripe's test card numbers only, clearly labelled.
 * Field values stay in the form after a decline so the buyer can correct and retry.
 */
export function TestCardForm({
  formId,
  disabled,
  serverErrors,
  onSubmit,
}: {
  formId: string
  disabled: boolean
  serverErrors: FieldError[]
  onSubmit: (card: TestCardDetails) => void
}) {
  const [cardNumber, setCardNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [localErrors, setLocalErrors] = useState<Partial<Record<Field, string>>>({})

  const errors: Partial<Record<Field, string>> = { ...localErrors }
  for (const e of serverErrors) {
    const field = SERVER_FIELD[e.path]
    if (field && !errors[field]) errors[field] = e.message
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (disabled) return
    const found: Partial<Record<Field, string>> = {}
    if (cardNumber.replace(/\D/g, '').length < 12) found.cardNumber = 'Enter the card number.'
    if (expiry.replace(/\D/g, '').length !== 4) found.expiry = 'Enter the expiry date as MM / YY.'
    if (!/^\d{3,4}$/.test(cvc)) found.cvc = 'Enter the 3-digit security code.'
    setLocalErrors(found)
    if (Object.keys(found).length > 0) return
    onSubmit({ cardNumber: cardNumber.replace(/\s/g, ''), ...parseExpiry(expiry), cvc })
  }

  const ids: Record<Field, string> = {
    cardNumber: `${formId}-number`,
    expiry: `${formId}-expiry`,
    cvc: `${formId}-cvc`,
  }

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} aria-label="Test card details" className="space-y-4">
      <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-navy-900">
        <Badge variant="accent" className="mt-0.5">
          TEST MODE
        </Badge>
        <p>
          No real payment is taken. Use <span className="font-mono font-semibold">4242 4242 4242 4242</span> to pay, or{' '}
          <span className="font-mono font-semibold">4000 0000 0000 0002</span> to see a decline. Any future expiry date
          and any 3-digit CVC.
        </p>
      </div>

      <FormField id={ids.cardNumber} label="Card number" error={errors.cardNumber}>
        <Input
          id={ids.cardNumber}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
          {...fieldAria(ids.cardNumber, { error: errors.cardNumber })}
          disabled={disabled}
          className="font-mono tracking-wide"
        />
      </FormField>

      <div className="grid grid-cols-2 gap-4">
        <FormField id={ids.expiry} label="Expiry (MM / YY)" error={errors.expiry}>
          <Input
            id={ids.expiry}
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            {...fieldAria(ids.expiry, { error: errors.expiry })}
            disabled={disabled}
            className="font-mono"
          />
        </FormField>
        <FormField id={ids.cvc} label="CVC" error={errors.cvc}>
          <Input
            id={ids.cvc}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            {...fieldAria(ids.cvc, { error: errors.cvc })}
            disabled={disabled}
            className="font-mono"
          />
        </FormField>
      </div>
    </form>
  )
}
