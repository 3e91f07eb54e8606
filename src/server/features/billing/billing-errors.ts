import { AppError } from '../../errors'

export const ALREADY_BOUGHT_MESSAGE =
  'The professional report for this estimate has already been bought. Open it from the estimate page or the link we emailed you.'

/** One estimate, one paid report: a second payment for the same estimate is refused before it is taken (409). */
export const alreadyBought = () => new AppError('conflict', 409, ALREADY_BOUGHT_MESSAGE)
