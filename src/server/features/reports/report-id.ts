import { randomBytes } from 'node:crypto'
import { REPORT_ID_PATTERN } from '#shared/schemas/reports'

// Crockford base32: no I, L, O or U, so an id read out over the phone is unambiguous.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REPORT_ID_PREFIX = 'QSR-'
const RANDOM_CHARS = 20 // × 5 bits = 100 random bits

/** A new public report id: `QSR-` + 20 Crockford base32 characters from 100 random bits (unguessable). */
export function generateReportId(): string {
  const bytes = randomBytes(13) // 104 bits; the first 100 are used
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5 && out.length < RANDOM_CHARS) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  return REPORT_ID_PREFIX + out
}

/** True for a well-formed report id; anything else is answered 404 without a database query. */
export const isReportId = (value: string): boolean => REPORT_ID_PATTERN.test(value)
