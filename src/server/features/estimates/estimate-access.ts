import type { EstimateProof } from '#server/http/estimate-proof'
import type { EstimateRow } from './estimates.repository'
import type { ViewerRef } from '#server/http/viewer'

/**
 * Who is asking: the signed-in account (the session port), or null for a visitor. `id` is the account the request
 * acts for (a team member's is the workspace owner's); `email` is the person's own, and counts only when verified.
 */

/** The estimate's report purchase, as the report purchase knows it (the getReportState port). */
export interface EstimatePurchase {
  /** A payment for the estimate's report succeeded. */
  hasReport: boolean
  reportId: string | null
  /** The PaymentIntent that paid (or the included report's payment row id). */
  paymentIntentId: string | null
  /** The email the report was bought with (its receipt and link went there). */
  buyerEmail: string | null
}

export const NOT_BOUGHT: EstimatePurchase = {
  hasReport: false,
  reportId: null,
  paymentIntentId: null,
  buyerEmail: null,
}

/** What the viewer may do with the estimate's report and the estimate itself; the answer's own fields. */
export interface EstimateAccess {
  /** The report is bought and is this viewer's to open. */
  hasReport: boolean
  reportId: string | null
  /** The report is bought, by someone this viewer cannot prove to be: nothing to open, nothing to buy. */
  reportBoughtByOther: boolean
  /** This viewer could save the estimate to an account (signed in, or after signing in). */
  canClaim: boolean
}

/** Only its owner may see an owned estimate; an anonymous one is readable by its unguessable id. */
export const canReadEstimate = (row: Pick<EstimateRow, 'userId'>, viewer: ViewerRef) =>
  row.userId === null || row.userId === viewer?.id

const verifiedEmailOf = (viewer: ViewerRef) =>
  viewer?.emailVerified && viewer.email ? viewer.email.trim().toLowerCase() : null

/**
 * The one who bought the report: the account it is saved to (nobody else could buy it once saved), the browser
 * that paid, or the signed-in account whose verified email paid.
 */
export function isBuyer(
  row: Pick<EstimateRow, 'userId'>,
  purchase: EstimatePurchase,
  viewer: ViewerRef,
  proof: EstimateProof,
) {
  if (row.userId !== null) return row.userId === viewer?.id
  if (purchase.paymentIntentId && proof.paid(purchase.paymentIntentId)) return true
  const email = verifiedEmailOf(viewer)
  return email !== null && purchase.buyerEmail?.trim().toLowerCase() === email
}

/**
 * Whether this viewer may take an unowned estimate into an account (docs/decisions/021): before its report is
 * bought, the browser that made it; after, the buyer (the browser that paid, or the verified email that paid).
 * Never by holding the link alone.
 */
export function hasClaimProof(
  row: Pick<EstimateRow, 'userId'>,
  purchase: EstimatePurchase,
  viewer: ViewerRef,
  proof: EstimateProof,
): boolean {
  if (row.userId !== null) return false
  return purchase.hasReport ? isBuyer(row, purchase, viewer, proof) : proof.made
}

/** What the estimate's answer tells this viewer about its report and whether they may save it. */
export function accessOf(
  row: Pick<EstimateRow, 'userId'>,
  purchase: EstimatePurchase,
  viewer: ViewerRef,
  proof: EstimateProof,
): EstimateAccess {
  const canClaim = hasClaimProof(row, purchase, viewer, proof)
  if (!purchase.hasReport) return { hasReport: false, reportId: null, reportBoughtByOther: false, canClaim }
  if (isBuyer(row, purchase, viewer, proof))
    return { hasReport: true, reportId: purchase.reportId, reportBoughtByOther: false, canClaim }
  return { hasReport: false, reportId: null, reportBoughtByOther: true, canClaim }
}
