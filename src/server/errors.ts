import { ERROR_STATUS, type ErrorCode, type FieldError, type PlanLimitInfo } from '../shared/problem'

/**
 * A failure meant for the user: its message becomes the problem's `detail`, so write it for people. The HTTP
 * status comes with the code (ERROR_STATUS).
 */
export class AppError extends Error {
  readonly status: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly limit?: PlanLimitInfo,
  ) {
    super(message)
    this.status = ERROR_STATUS[code]
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`)
/** 401 `unauthorized`: the route needs a signed-in account. */
export const signInRequired = () => new AppError('unauthorized', 'Please sign in to continue.')
/** 403 `plan_limit`: the account's plan allowance is used up; the problem names it and the plan that lifts it. */
export const planLimitReached = (message: string, limit: PlanLimitInfo) =>
  new AppError('plan_limit', message, undefined, limit)
export const badRequest = (message: string, errors?: FieldError[]) => new AppError('validation_failed', message, errors)

/** 429 `rate_limited`: the problem carries a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message)
  }
}
