import { useState, type FormEvent } from 'react'
import { InputField } from '../form/fields'
import { LocalCardNotice } from '../local-card-notice'
import type { FieldError } from '#shared/problem'
import type { TestCardDetails } from './card-payment'

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

/** Each card field's label, autofill hint, placeholder and how typing is tidied (all numeric inputs). */
const CARD_FIELDS: Record<
  Field,
  {
    label: string
    autoComplete: string
    placeholder: string
    className: string
    maxLength?: number
    tidy: (value: string) => string
  }
> = {
  cardNumber: {
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    className: 'font-mono tracking-wide',
    tidy: formatCardNumber,
  },
  expiry: {
    label: 'Expiry (MM / YY)',
    autoComplete: 'cc-exp',
    placeholder: 'MM / YY',
    className: 'font-mono',
    tidy: formatExpiry,
  },
  cvc: {
    label: 'CVC',
    autoComplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
    className: 'font-mono',
    tidy: (value) => value.replace(/\D/g, '').slice(0, 4),
  },
}

/**
 * The TEST MODE card form (no Stripe keys on the server): Stripe's test card numbers only, clearly labelled.
 * Field values stay in the form after a decline so the buyer can correct and retry.
 */
export function LocalCardForm({
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
  const [values, setValues] = useState<Record<Field, string>>({ cardNumber: '', expiry: '', cvc: '' })
  const { cardNumber, expiry, cvc } = values
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

  function cardInput(field: Field) {
    const { tidy, ...spec } = CARD_FIELDS[field]
    return (
      <InputField
        id={ids[field]}
        error={errors[field]}
        name={field}
        inputMode="numeric"
        {...spec}
        value={values[field]}
        onValueChange={(value) => setValues((current) => ({ ...current, [field]: tidy(value) }))}
        disabled={disabled}
      />
    )
  }

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} aria-label="Test card details" className="space-y-4">
      <LocalCardNotice>
        No real payment is taken. Use <span className="font-mono font-semibold">4242 4242 4242 4242</span> to pay, or{' '}
        <span className="font-mono font-semibold">4000 0000 0000 0002</span> to see a decline. Any future expiry date
        and any 3-digit CVC.
      </LocalCardNotice>

      {cardInput('cardNumber')}
      <div className="grid grid-cols-2 gap-4">
        {cardInput('expiry')}
        {cardInput('cvc')}
      </div>
    </form>
  )
}
