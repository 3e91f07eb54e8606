import { z } from 'zod'

/**
 * Control characters other than tab, newline and carriage return (NUL among them, which PostgreSQL refuses in
 * text), and UTF-16 surrogate halves without their pair (no character at all: they can't be stored or drawn).
 */
const UNSUPPORTED_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u

export const UNSUPPORTED_CHARACTERS_MESSAGE = 'Remove unsupported characters'

export function hasUnsupportedCharacters(value: string): boolean {
  return UNSUPPORTED_CHARACTER.test(value)
}

/**
 * The string every request field is built on: `z.string()` that refuses unsupported characters with a message
 * naming the field. Chain `.trim()`, `.min()`, `.max()` as on `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasUnsupportedCharacters(value), UNSUPPORTED_CHARACTERS_MESSAGE)

/** A required email address, trimmed, up to 255 characters: the contact, listing and payment forms' email. */
export const emailAddress = () => text().trim().email('Enter a valid email address').max(255, 'Email is too long')
