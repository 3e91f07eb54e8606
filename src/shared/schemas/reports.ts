import { z } from 'zod'
import { text } from './text'

/**
 * The report's own routes (`/api/reports…`, features/reports): its public id, where a paid report is, the emailed
 * access link, and a plan's included report. Buying one is in `report-purchase.ts`.
 */

/** Public report ids: `QSR-` + 20 Crockford base32 characters (100 random bits). */
export const REPORT_ID_PATTERN = /^QSR-[0-9A-HJKMNP-TV-Z]{20}$/

/** GET /api/reports/{id}/status: where a paid report is, without waiting for it (the success page polls it). */
export const ReportStatusResponseSchema = z.object({
  reportId: z.string(),
  /** `held`: the consistency gate found a fault, so the report was not issued; support is on it, the payment stands. */
  status: z.enum(['preparing', 'ready', 'failed', 'held']),
  sizeBytes: z.number().nullable(),
})
export type ReportStatusResponse = z.infer<typeof ReportStatusResponseSchema>

export const ReportAccessResponseSchema = z.object({
  reportId: z.string(),
  /** When this access link stops working (ISO). */
  linkExpiresAt: z.string(),
  sizeBytes: z.number().nullable(),
  generatedAt: z.string().nullable(),
  propertyAddress: z.string().nullable(),
})
export type ReportAccessResponse = z.infer<typeof ReportAccessResponseSchema>

export const ResendLinkRequestSchema = z.object({ token: text().min(1).max(1000) })
export const ResendLinkResponseSchema = z.object({ sent: z.literal(true) })

/** POST /api/reports: a Pro or Business account's report without the £6.99 payment (402 problem otherwise). */
export const IncludedReportRequestSchema = z.object({
  estimateId: text().trim().min(1, 'Estimate id is required').max(100, 'Estimate id is too long'),
})
export const IncludedReportResponseSchema = z.object({ reportId: z.string() })
