/**
 * Retention periods (docs/product/decisions.md): free estimates 30 days, paid reports 7 years, support records 3 years.
 * One rule per table holding personal data: docs/decisions/008-retention.md.
 */
export const FREE_ESTIMATE_RETENTION_DAYS = 30
export const SUPPORT_RECORD_RETENTION_DAYS = 3 * 365 + 1
export const PAID_REPORT_RETENTION_DAYS = 7 * 365 + 2
/** AI analysis calls hold the same free-text descriptions as a free estimate, so they go as soon. */
export const AI_ANALYSIS_RETENTION_DAYS = FREE_ESTIMATE_RETENTION_DAYS
/** A payment without a report (abandoned, failed) keeps the buyer's email this long. */
export const UNFULFILLED_PAYMENT_EMAIL_RETENTION_DAYS = 30
/** The financial record of a payment (amount, status, provider id) is an accounting record: kept as a paid report. */
export const PAYMENT_RECORD_RETENTION_DAYS = PAID_REPORT_RETENTION_DAYS
/**
 * A contractor listing our team has not verified is deleted after this many days: long enough to check it, short
 * enough that unchecked business details are not kept indefinitely. Verified listings stay until withdrawn.
 */
export const UNVERIFIED_CONTRACTOR_RETENTION_DAYS = 90
/** A report's emailed access link lasts 24 hours (docs/product/constants.md). */
export const REPORT_LINK_TTL_HOURS = 24

export const DAY_MS = 24 * 60 * 60 * 1000
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)
