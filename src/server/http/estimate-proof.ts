import { ESTIMATE_MADE_COOKIE, ESTIMATE_MADE_DAYS, ESTIMATE_PAID_COOKIE, ESTIMATE_PAID_DAYS } from '#shared/cookies'
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/**
 * What a browser proves about one estimate (docs/decisions/021-ownership-follows-proof.md): that it made the
 * estimate, and that it paid with a given PaymentIntent. The link alone proves nothing.
 */
export interface EstimateProof {
  /** This browser made the estimate (POST /api/estimates or /professional). */
  made: boolean
  /** This browser opened or verified the payment `paymentIntentId` for the estimate. */
  paid(paymentIntentId: string): boolean
}

/** A request with no proof: an API client, another browser, a test without cookies. */
export const NO_PROOF: EstimateProof = { made: false, paid: () => false }

const MADE = ESTIMATE_MADE_COOKIE
const PAID = ESTIMATE_PAID_COOKIE
/** An anonymous estimate is kept 30 days; claiming one is possible only while it exists. */
const MADE_MAX_AGE_SECONDS = ESTIMATE_MADE_DAYS * 24 * 3600
/** A bought estimate is kept for years; browsers cap a cookie at 400 days. */
const PAID_MAX_AGE_SECONDS = ESTIMATE_PAID_DAYS * 24 * 3600

/** Every value the Cookie header gives `name` (one per matching path). */
function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return []
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1))
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Proof cookies: HttpOnly, SameSite=Lax, scoped to the estimate's own API path (`/api/estimates/<id>`), so a
 * browser sends each estimate only its own proof and no other request carries them. Each value is an HMAC of the
 * estimate (and payment) id under a server secret: nothing is stored, and a cookie for one estimate proves nothing
 * about another.
 */
export function createEstimateProofs(options: { secret: string; secure: boolean }) {
  const mac = (subject: string) => createHmac('sha256', options.secret).update(subject).digest('base64url')
  const madeValue = (estimateId: string) => mac(`estimate-made:${estimateId}`)
  const paidValue = (estimateId: string, paymentIntentId: string) =>
    mac(`estimate-paid:${estimateId}:${paymentIntentId}`)
  const setCookie = (name: string, value: string, estimateId: string, maxAgeSeconds: number) =>
    [
      `${name}=${value}`,
      `Path=/api/estimates/${encodeURIComponent(estimateId)}`,
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(options.secure ? ['Secure'] : []),
    ].join('; ')

  return {
    /** The Set-Cookie header that makes this browser the estimate's maker (on its creation only). */
    madeCookie: (estimateId: string) => setCookie(MADE, madeValue(estimateId), estimateId, MADE_MAX_AGE_SECONDS),

    /** The Set-Cookie header that makes this browser the payer of `paymentIntentId` for the estimate. */
    paidCookie: (estimateId: string, paymentIntentId: string) =>
      setCookie(PAID, paidValue(estimateId, paymentIntentId), estimateId, PAID_MAX_AGE_SECONDS),

    /** What the request's cookies prove about the estimate. */
    proofOf(request: FastifyRequest, estimateId: string): EstimateProof {
      const header = request.headers.cookie
      const made = cookieValues(header, MADE).some((v) => sameSecret(v, madeValue(estimateId)))
      const paid = cookieValues(header, PAID)
      return {
        made,
        paid: (paymentIntentId) => paid.some((v) => sameSecret(v, paidValue(estimateId, paymentIntentId))),
      }
    },
  }
}
export type EstimateProofs = ReturnType<typeof createEstimateProofs>
