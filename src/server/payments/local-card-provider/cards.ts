import type { FieldError } from '#shared/problem'

/**
 * Stripe's documented test cards, as the built-in TEST MODE provider answers them
 * (https://docs.stripe.com/testing). Only these numbers are accepted: TEST MODE never takes a real card.
 */
const SUCCEEDING_CARDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '4000008260000000', // Visa (United Kingdom)
  '4000058260000005', // Visa debit (United Kingdom)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14-digit)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
])

const GENERIC_DECLINE = 'Your card was declined.'
const DECLINING_CARDS = new Map<string, { code: string; message: string }>([
  ['4000000000000002', { code: 'generic_decline', message: GENERIC_DECLINE }],
  ['4000000000009995', { code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
  ['4000000000009987', { code: 'lost_card', message: GENERIC_DECLINE }],
  ['4000000000009979', { code: 'stolen_card', message: GENERIC_DECLINE }],
  ['4000000000000069', { code: 'expired_card', message: 'Your card has expired.' }],
  ['4000000000000127', { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
  [
    '4000000000000119',
    { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  ],
  ['4100000000000019', { code: 'fraudulent', message: GENERIC_DECLINE }],
])

/**
 * 4000 0000 0000 0341: "attaching this card to a Customer succeeds, but attempts to charge the customer fail".
 * TEST MODE takes it for a subscription's first invoice and declines every later charge (renewals, plan changes),
 * so a renewal failure can be walked through; a one-off charge (a report) is declined at once.
 */
const CHARGES_FAIL_LATER = new Map<string, { code: string; message: string }>([
  ['4000000000000341', { code: 'card_declined', message: GENERIC_DECLINE }],
])

export const TEST_MODE_UNKNOWN_CARD =
  'Your card number is incorrect. TEST MODE accepts Stripe test cards only, e.g. 4242 4242 4242 4242.'

export type CardCheck =
  /** `laterDecline`: the card is taken now, but later charges to it are declined (4000 0000 0000 0341). */
  | { outcome: 'succeeded'; last4: string; laterDecline?: { code: string; message: string } }
  | { outcome: 'declined'; code: string; message: string }
  | { outcome: 'invalid'; errors: FieldError[] }

export interface TestCardInput {
  cardNumber: string
  expMonth: number | string
  expYear: number | string
  cvc: string
}

/** Luhn checksum, as every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

function toInt(value: number | string): number | undefined {
  const text = String(value).trim()
  return /^\d{1,4}$/.test(text) ? Number(text) : undefined
}

/**
 * Checks a card the way Stripe's test mode does: malformed fields → `invalid` (400, naming each field);
 * a well-formed card → the outcome Stripe documents for that test number. Pure: `now` is passed in.
 */
export function checkTestCard(card: TestCardInput, now: Date): CardCheck {
  const errors: FieldError[] = []
  const digits = card.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) {
    errors.push({ path: 'cardNumber', message: 'Your card number is incomplete.' })
  }

  const month = toInt(card.expMonth)
  let year = toInt(card.expYear)
  if (year !== undefined && String(card.expYear).trim().length <= 2) year += 2000
  if (month === undefined || month < 1 || month > 12) {
    errors.push({ path: 'expMonth', message: "Your card's expiry month is invalid." })
  }
  if (year === undefined || year < 2000 || year > 2100) {
    errors.push({ path: 'expYear', message: "Your card's expiry year is invalid." })
  } else if (month !== undefined && month >= 1 && month <= 12) {
    // A card works until the end of its expiry month.
    const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth()
    const expiryMonthIndex = year * 12 + (month - 1)
    if (expiryMonthIndex < currentMonthIndex) {
      errors.push({ path: 'expYear', message: "Your card's expiry date is in the past." })
    } else if (year > now.getUTCFullYear() + 50) {
      errors.push({ path: 'expYear', message: "Your card's expiry year is invalid." })
    }
  }

  const isAmex = /^3[47]/.test(digits)
  const cvc = card.cvc.trim()
  if (!(isAmex ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) {
    errors.push({ path: 'cvc', message: "Your card's security code is incomplete." })
  }
  if (errors.length > 0) return { outcome: 'invalid', errors }

  if (!passesLuhn(digits))
    return { outcome: 'declined', code: 'incorrect_number', message: 'Your card number is incorrect.' }
  const last4 = digits.slice(-4)
  if (SUCCEEDING_CARDS.has(digits)) return { outcome: 'succeeded', last4 }
  const laterDecline = CHARGES_FAIL_LATER.get(digits)
  if (laterDecline) return { outcome: 'succeeded', last4, laterDecline }
  const decline = DECLINING_CARDS.get(digits)
  if (decline) return { outcome: 'declined', ...decline }
  return { outcome: 'declined', code: 'incorrect_number', message: TEST_MODE_UNKNOWN_CARD }
}
