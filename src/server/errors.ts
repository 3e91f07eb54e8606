import type { ErrorCode, FieldError } from '../shared/problem'

/** A failure meant for the user: its message becomes the problem's `detail`, so write it for people. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new AppError('not_found', 404, `${what} not found`)
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
