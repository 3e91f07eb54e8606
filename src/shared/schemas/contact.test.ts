import { describe, expect, it } from 'vitest'
import { ContactInputSchema } from './contact'

const valid = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya@example.co.uk',
  subject: 'billing',
  message: 'I was charged twice for my report.',
}

function messagesFor(input: unknown): Record<string, string> {
  const result = ContactInputSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('ContactInputSchema', () => {
  it('accepts a valid message with or without a phone number', () => {
    expect(ContactInputSchema.safeParse(valid).success).toBe(true)
    expect(ContactInputSchema.safeParse({ ...valid, phone: '+44 20 7946 0000' }).success).toBe(true)
  })

  it('trims text fields', () => {
    expect(ContactInputSchema.parse({ ...valid, firstName: '  Priya ', email: ' priya@example.co.uk ' })).toMatchObject(
      {
        firstName: 'Priya',
        email: 'priya@example.co.uk',
      },
    )
  })

  it('names every bad field with a readable message', () => {
    expect(messagesFor({ firstName: ' ', lastName: '', email: 'nope', subject: 'spam', message: 'short' })).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter a valid email address',
      subject: 'Choose a subject',
      message: 'Your message must be at least 10 characters',
    })
  })

  it('enforces maximum lengths', () => {
    expect(messagesFor({ ...valid, firstName: 'a'.repeat(101) })).toHaveProperty('firstName')
    expect(messagesFor({ ...valid, lastName: 'a'.repeat(100) })).toEqual({})
    expect(messagesFor({ ...valid, phone: '1'.repeat(31) })).toHaveProperty('phone')
    expect(messagesFor({ ...valid, message: 'a'.repeat(5001) })).toEqual({
      message: 'Your message must be at most 5000 characters',
    })
    expect(messagesFor({ ...valid, message: 'a'.repeat(5000) })).toEqual({})
  })

  it('accepts an empty phone number (the form sends it blank)', () => {
    expect(messagesFor({ ...valid, phone: '' })).toEqual({})
  })

  it('rejects unknown fields', () => {
    expect(ContactInputSchema.safeParse({ ...valid, admin: true }).success).toBe(false)
  })

  it('rejects a phone number with letters', () => {
    expect(messagesFor({ ...valid, phone: 'call me' })).toEqual({ phone: 'Enter a valid phone number' })
  })
})
