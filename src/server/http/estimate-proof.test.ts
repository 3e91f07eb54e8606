import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createEstimateProofs } from './estimate-proof'

const proofs = createEstimateProofs({ secret: 'estimate-proof-test-secret-0123456789abcdef', secure: false })
const E = '6f1d3751-0a3b-4c1e-9d2f-0123456789ab'
const OTHER = '11111111-2222-4333-8444-555555555555'

/** A request carrying the `name=value` part of these Set-Cookie headers. */
const requestWith = (...setCookies: string[]) =>
  ({ headers: { cookie: setCookies.map((c) => c.split(';')[0]).join('; ') } }) as FastifyRequest

describe('estimate proof cookies', () => {
  it('are HttpOnly, SameSite=Lax and scoped to the estimate’s own API path; Secure behind HTTPS', () => {
    expect(proofs.madeCookie(E)).toMatch(
      new RegExp(`^rce\\.made=[A-Za-z0-9_-]{43}; Path=/api/estimates/${E}; Max-Age=2592000; HttpOnly; SameSite=Lax$`),
    )
    expect(proofs.paidCookie(E, 'pi_test_abc')).toContain(`Path=/api/estimates/${E}; Max-Age=34560000; HttpOnly`)
    const secure = createEstimateProofs({ secret: 'x'.repeat(32), secure: true })
    expect(secure.madeCookie(E)).toMatch(/; Secure$/)
  })

  it('prove making the estimate they were set for, and nothing about another', () => {
    expect(proofs.proofOf(requestWith(proofs.madeCookie(E)), E).made).toBe(true)
    expect(proofs.proofOf(requestWith(proofs.madeCookie(OTHER)), E).made).toBe(false)
    expect(proofs.proofOf(requestWith(), E).made).toBe(false)
    expect(proofs.proofOf(requestWith('rce.made=forged'), E).made).toBe(false)
    const otherSecret = createEstimateProofs({ secret: 'y'.repeat(32), secure: false })
    expect(proofs.proofOf(requestWith(otherSecret.madeCookie(E)), E).made).toBe(false)
  })

  it('prove paying only with the PaymentIntent they were set for', () => {
    const proof = proofs.proofOf(requestWith(proofs.paidCookie(E, 'pi_test_paid')), E)
    expect(proof.paid('pi_test_paid')).toBe(true)
    expect(proof.paid('pi_test_other')).toBe(false)
    expect(proof.made).toBe(false)
    expect(proofs.proofOf(requestWith(proofs.paidCookie(OTHER, 'pi_test_paid')), E).paid('pi_test_paid')).toBe(false)
  })
})
