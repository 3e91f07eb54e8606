import type { ErrorCode, FieldError, PlanLimitInfo } from '../shared/problem'

/** A failure meant for the user: its message becomes the problem's `detail`, so write it for people. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly limit?: PlanLimitInfo,
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new AppError('not_found', 404, `${what} not found`)
/** 401 `unauthorized`: the route needs a signed-in account. */
export const signInRequired = () => new AppError('unauthorized', 401, 'Please sign in to continue.')
/** 403 `plan_limit`: the account's plan allowance is used up; the problem names it and the plan that lifts it. */
export const planLimitReached = (message: string, limit: PlanLimitInfo) =>
  new AppError('plan_limit', 403, message, undefined, limit)
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('validation_failed', 400, message, errors)

/** 429 `rate_limited`: the problem carries a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', 429, message)
  }
}
