import { createHash, randomBytes } from 'node:crypto'

/** `live` when the deployment takes real payments (Stripe keys set), `test` in TEST MODE. */
export type KeyMode = 'live' | 'test'

/** Characters of the key shown on /account/api to tell keys apart: `rce_live_` and the first 6 of the secret. */
const VISIBLE_SECRET_CHARS = 6

/**
 * A new API key: `rce_<mode>_` and 32 base64url characters (192 random bits), its SHA-256 (the only form stored) and
 * its visible prefix. A fast hash is right here: the key is random, so there is nothing to guess, and every API
 * call looks its hash up.
 */
export function newApiKey(mode: KeyMode): { key: string; keyHash: string; prefix: string } {
  const head = `rce_${mode}_`
  const key = head + randomBytes(24).toString('base64url')
  return { key, keyHash: hashApiKey(key), prefix: key.slice(0, head.length + VISIBLE_SECRET_CHARS) }
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}
