import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** `length` random letters and digits, as Stripe's ids and secrets use. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length)
  let out = ''
  // 248 = 4 × 62: rejecting bytes above it keeps every character equally likely.
  for (const b of bytes) if (b < 248) out += ALPHANUMERIC[b % 62]
  return out.length >= length ? out.slice(0, length) : out + randomToken(length - out.length)
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * A TEST MODE client secret for the object `id` (`<id>_secret_<random>`, as Stripe's) and its hash, which is all
 * the database keeps.
 */
export function newClientSecret(id: string): { clientSecret: string; clientSecretSha256: string } {
  const clientSecret = `${id}_secret_${randomToken(24)}`
  return { clientSecret, clientSecretSha256: sha256(clientSecret) }
}

/** The object id a client secret names (the part before `_secret_`). */
export const idOfClientSecret = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? ''

/** Whether `clientSecret` hashes to `storedSha256`, compared in constant time. */
export function clientSecretMatches(clientSecret: string, storedSha256: string | null | undefined): boolean {
  if (!storedSha256) return false
  const stored = Buffer.from(storedSha256, 'hex')
  const given = Buffer.from(sha256(clientSecret), 'hex')
  return stored.length === given.length && timingSafeEqual(given, stored)
}
