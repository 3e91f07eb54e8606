import { createHash } from 'node:crypto'
import { RateLimitedError } from '../errors'
import type { CounterStore } from './counter-store'
import { HOUR_MS, type LimitRule } from './rate-limits'

/**
 * Caps on the mail a client can make the app send, whichever route it uses. Mail to the support inbox counts per
 * client and, across every client, per inbox; mail to an address someone typed (or a report's buyer) counts per
 * client and per recipient (the person, not the spelling: see `mailboxOf`), so rotating estimates, routes, client
 * addresses or `+tags` cannot turn the app into a mail cannon.
 */
export const MAIL_CAPS = {
  perClient: [{ max: 10, windowMs: HOUR_MS }],
  perRecipient: [
    { max: 5, windowMs: HOUR_MS },
    { max: 20, windowMs: 24 * HOUR_MS },
  ],
  /** Every contact form, concern and contractor listing together: the support inbox stays readable under a flood. */
  supportInbox: [{ max: 20, windowMs: HOUR_MS }],
} satisfies Record<string, LimitRule[]>

/** The port services take before sending mail on a client's behalf. */
export interface MailCaps {
  /**
   * Counts one message that `client` asks for, to `to` (or to the support inbox when absent). Throws
   * RateLimitedError (429, with Retry-After) once a cap is reached; call it before storing or sending anything.
   */
  check(mail: { client: string; to?: string | undefined }): Promise<void>
}

/** Providers that ignore dots in the local part (and deliver googlemail.com to the same mailbox). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address delivers to, as the caps count it: case-folded, without a `+tag` (sub-addressing, which
 * almost every provider delivers to the untagged mailbox), and for Gmail without dots. `Victim+1@Gmail.com`,
 * `v.i.c.t.i.m@googlemail.com` and `victim@gmail.com` are one person.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0) return lower
  const domain = lower.slice(at + 1)
  let local = lower.slice(0, at).split('+')[0]!
  const dotless = DOTLESS_DOMAINS[domain]
  if (dotless) local = local.replaceAll('.', '')
  return `${local}@${dotless ?? domain}`
}

/** Addresses are personal data: the counter key holds a hash, never the address. */
const recipientKey = (address: string) => createHash('sha256').update(mailboxOf(address)).digest('hex')

/** Mail caps counting in `counters`; without counters (RATE_LIMITS=off) nothing is capped. */
export function createMailCaps(counters: CounterStore | undefined): MailCaps {
  async function consume(key: string, rule: LimitRule, message: string) {
    const { count, ttlMs } = await counters!.hit(`mail:${key}:${rule.windowMs}`, rule.windowMs)
    if (count > rule.max) throw new RateLimitedError(message, Math.max(1, Math.ceil(ttlMs / 1000)))
  }
  return {
    async check({ client, to }) {
      if (!counters) return
      if (to) {
        for (const rule of MAIL_CAPS.perRecipient)
          await consume(
            `to:${recipientKey(to)}`,
            rule,
            'We have already sent several emails to this address. Please check your inbox and spam folder, or try again later.',
          )
      }
      for (const rule of MAIL_CAPS.perClient)
        await consume(`client:${client}`, rule, 'You have sent several messages recently. Please try again later.')
      if (!to) {
        for (const rule of MAIL_CAPS.supportInbox)
          await consume(
            'support-inbox',
            rule,
            'We are receiving an unusually large number of messages. Please try again in an hour.',
          )
      }
    },
  }
}
