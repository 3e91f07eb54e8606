import { AppError } from '#server/errors'

export const ALREADY_BOUGHT_MESSAGE =
  'The professional report for this estimate has already been bought. Open it from the estimate page or the link we emailed you.'

/** One estimate, one paid report: a second payment for the same estimate is refused before it is taken (409). */
export const alreadyBought = () => new AppError('conflict', ALREADY_BOUGHT_MESSAGE)

export const PAYMENT_IN_PROGRESS_MESSAGE =
  "A payment for this estimate's report is already being processed. Please wait a moment and refresh the page."

/** Another payment for the estimate is processing: a new one waits for its outcome rather than risk a second charge. */
export const paymentInProgress = () => new AppError('conflict', PAYMENT_IN_PROGRESS_MESSAGE)

export const DUPLICATE_REFUNDED_MESSAGE =
  'The professional report for this estimate was already bought, so this second payment has been refunded in full. Open the report from the estimate page or the link we emailed you.'

/** A second payment that the provider took anyway (two Stripe tabs) is refunded and answered 409. */
export const duplicateRefunded = () => new AppError('conflict', DUPLICATE_REFUNDED_MESSAGE)
