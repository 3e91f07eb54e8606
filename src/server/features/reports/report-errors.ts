import { AppError } from '#server/errors'

/** The reports service's failures, worded for the buyer (their message becomes the problem's detail). */
export const reportNotFound = () => new AppError('not_found', 'Report not found')
export const reportExpired = () =>
  new AppError('report_expired', 'This report has passed its 7-year retention period and is no longer stored.')
export const stillPreparing = () =>
  new AppError('conflict', 'Your report is still being prepared. Please try again in a moment.')
export const renderFailed = () =>
  new AppError(
    'internal',
    "We couldn't generate your report just now. Please try again in a moment, or contact support quoting your payment.",
  )
export const reportHeld = () =>
  new AppError(
    'conflict',
    'Our checks found an inconsistency in the figures of this report, so we have not issued it. Our support team has been alerted and will email you the corrected report; your payment is safe.',
  )
