import { REPORT_PRICE_GBP } from '#shared/pricing'
import type { CreatePaymentIntentResponse, VerifyPaymentResponse } from '#shared/schemas/report-purchase'
import type { ReportAccessResponse, ReportStatusResponse } from '#shared/schemas/reports'
import { apiGet, apiRequest, apiRequestJson, isApiError } from '#client/lib/api-client'

/** POST /api/create-payment-intent with the spec's `amount: 6.99` (the server checks it against its own price). */
export function createPaymentIntent(estimateId: string, email?: string) {
  return apiRequestJson<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', {
    amount: REPORT_PRICE_GBP,
    estimateId,
    ...(email ? { email } : {}),
  })
}

/**
 * Asks the server to check the payment with the provider and produce the report (idempotent). It answers once the
 * payment is verified (`awaitReport: false`): the success page shows the report being prepared, then ready. `name`
 * is the optional "Prepared for" name typed beside the card.
 */
export function verifyPaymentAndGenerateReport(
  paymentIntentId: string,
  estimateId: string,
  email?: string,
  name?: string,
) {
  return apiRequestJson<VerifyPaymentResponse>('POST', '/api/verify-payment-and-generate-report', {
    paymentIntentId,
    estimateId,
    awaitReport: false,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
  })
}

/** GET /api/reports/{id}/status: preparing, ready (with its size) or failed, without waiting; null for an unknown id. */
export async function fetchReportStatus(reportId: string): Promise<ReportStatusResponse | null> {
  try {
    return await apiGet<ReportStatusResponse>(`/api/reports/${encodeURIComponent(reportId)}/status`)
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 410)) return null
    throw error
  }
}

/** What the server says about a report id (HEAD /api/reports/{id}/view): the success page, and before a download. */
export type ReportCheck =
  | { status: 'found'; sizeBytes: number | null }
  | { status: 'preparing' }
  | { status: 'not_found' }
  | { status: 'unknown' }

/** HEAD /api/reports/{id}/view: 404 (or 410, past retention) → not_found; 409 → preparing; a network error → unknown. */
export async function checkReport(reportId: string, token?: string): Promise<ReportCheck> {
  try {
    const response = await apiRequest('HEAD', reportViewUrl(reportId, token))
    const length = Number(response.headers.get('content-length'))
    return { status: 'found', sizeBytes: Number.isFinite(length) && length > 0 ? length : null }
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 410)) return { status: 'not_found' }
    if (isApiError(error) && error.status === 409) return { status: 'preparing' }
    return { status: 'unknown' }
  }
}

export const fetchReportAccess = (token: string) =>
  apiGet<ReportAccessResponse>(`/api/report-access?token=${encodeURIComponent(token)}`)

export const resendReportLink = (token: string) =>
  apiRequestJson<{ sent: true }>('POST', '/api/report-access/resend', { token })

/**
 * `token`: the emailed link's signed token, which opens a report whose estimate is saved to an account without
 * signing in (docs/decisions/015).
 */
export const reportViewUrl = (reportId: string, token?: string) =>
  `/api/reports/${encodeURIComponent(reportId)}/view${token ? `?token=${encodeURIComponent(token)}` : ''}`

/** docs/product/calls.md: the in-page download adds `download=true&t=<timestamp>`; the success page's file is named differently. */
export function reportDownloadUrl(reportId: string, source?: 'success', token?: string) {
  const params = new URLSearchParams({ download: 'true', t: String(Date.now()) })
  if (source) params.set('source', source)
  if (token) params.set('token', token)
  return `/api/reports/${encodeURIComponent(reportId)}/pdf?${params.toString()}`
}
