import { describe, expect, it } from 'vitest'
import { NO_PROOF, type EstimateProof } from '#server/http/estimate-proof'
import type { ViewerRef } from '#server/http/viewer'
import { accessOf, NOT_BOUGHT, type EstimatePurchase } from './estimate-access'

const BOUGHT: EstimatePurchase = {
  hasReport: true,
  reportId: 'QSR-ABCDEFGHJKMNPQRSTVWX',
  paymentIntentId: 'pi_test_paid',
  buyerEmail: 'Buyer@Example.com',
}
const MADE: EstimateProof = { made: true, paid: () => false }
const PAID: EstimateProof = { made: false, paid: (id) => id === 'pi_test_paid' }
const stranger: ViewerRef = { id: 'u-stranger', email: 'stranger@example.com', emailVerified: true }
const buyerVerified: ViewerRef = { id: 'u-buyer', email: 'buyer@example.com', emailVerified: true }
const buyerUnverified: ViewerRef = { id: 'u-buyer', email: 'buyer@example.com', emailVerified: false }
const anonymous = { userId: null }
const owned = { userId: 'u-owner' }
const theirs = { hasReport: true, reportId: BOUGHT.reportId, reportBoughtByOther: false }
const notTheirs = { hasReport: false, reportId: null, reportBoughtByOther: true }

describe('what a viewer may see and do with an estimate (decision 021)', () => {
  it.each([
    ['the maker, before a report', anonymous, NOT_BOUGHT, null, MADE, { hasReport: false, canClaim: true }],
    ['a link holder, before a report', anonymous, NOT_BOUGHT, stranger, NO_PROOF, { canClaim: false }],
    ['the browser that paid', anonymous, BOUGHT, null, PAID, { ...theirs, canClaim: true }],
    ['the buyer’s verified email', anonymous, BOUGHT, buyerVerified, NO_PROOF, { ...theirs, canClaim: true }],
    ['the buyer’s email, unverified', anonymous, BOUGHT, buyerUnverified, NO_PROOF, { ...notTheirs, canClaim: false }],
    ['a signed-in link holder', anonymous, BOUGHT, stranger, NO_PROOF, { ...notTheirs, canClaim: false }],
    ['the maker, when someone else paid', anonymous, BOUGHT, null, MADE, { ...notTheirs, canClaim: false }],
    ['the owner', owned, BOUGHT, { id: 'u-owner' }, NO_PROOF, { ...theirs, canClaim: false }],
  ] as const)('%s', (_who, row, purchase, viewer, proof, expected) => {
    expect(accessOf(row, purchase, viewer, proof)).toMatchObject(expected)
  })
})
