import { describe, expect, it } from 'vitest'
import { checkTestCard, passesLuhn, TEST_MODE_UNKNOWN_CARD } from './cards'

const NOW = new Date('2025-06-15T10:00:00Z')
const card = (over: Partial<Parameters<typeof checkTestCard>[0]> = {}) => ({
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
})

describe('checkTestCard (Stripe test cards)', () => {
  it.each([
    ['4242 4242 4242 4242', { outcome: 'succeeded', last4: '4242' }],
    ['4242-4242-4242-4242', { outcome: 'succeeded', last4: '4242' }],
    ['5555 5555 5555 4444', { outcome: 'succeeded', last4: '4444' }],
    [
      '4000 0000 0000 0341',
      {
        outcome: 'succeeded',
        last4: '0341',
        laterDecline: { code: 'card_declined', message: 'Your card was declined.' },
      },
    ],
    ['4000 0000 0000 0002', { outcome: 'declined', code: 'generic_decline', message: 'Your card was declined.' }],
    [
      '4000 0000 0000 9995',
      { outcome: 'declined', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    ],
    ['4000 0000 0000 0069', { outcome: 'declined', code: 'expired_card', message: 'Your card has expired.' }],
    [
      '4000 0000 0000 0127',
      { outcome: 'declined', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    ],
    [
      '4242 4242 4242 4241',
      { outcome: 'declined', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    ],
    ['4111 1111 1111 1111', { outcome: 'declined', code: 'incorrect_number', message: TEST_MODE_UNKNOWN_CARD }],
  ])('%s → %j', (cardNumber, expected) => {
    expect(checkTestCard(card({ cardNumber }), NOW)).toEqual(expected)
  })

  it('accepts 2- and 4-digit years and a card expiring this month', () => {
    expect(checkTestCard(card({ expMonth: '06', expYear: '25' }), NOW)).toMatchObject({ outcome: 'succeeded' })
    expect(checkTestCard(card({ expMonth: 6, expYear: 2025 }), NOW)).toMatchObject({ outcome: 'succeeded' })
  })

  it('names every malformed field at once', () => {
    expect(checkTestCard({ cardNumber: '4242', expMonth: 0, expYear: 2030, cvc: '1' }, NOW)).toEqual({
      outcome: 'invalid',
      errors: [
        { path: 'cardNumber', message: 'Your card number is incomplete.' },
        { path: 'expMonth', message: "Your card's expiry month is invalid." },
        { path: 'cvc', message: "Your card's security code is incomplete." },
      ],
    })
  })

  it('rejects a past expiry date on expYear', () => {
    expect(checkTestCard(card({ expMonth: 5, expYear: 2025 }), NOW)).toEqual({
      outcome: 'invalid',
      errors: [{ path: 'expYear', message: "Your card's expiry date is in the past." }],
    })
  })

  it('wants a 4-digit CVC for American Express', () => {
    expect(checkTestCard(card({ cardNumber: '378282246310005', cvc: '123' }), NOW).outcome).toBe('invalid')
    expect(checkTestCard(card({ cardNumber: '378282246310005', cvc: '1234' }), NOW)).toMatchObject({
      outcome: 'succeeded',
    })
  })

  it('implements Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })
})
