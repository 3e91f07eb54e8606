import { z } from 'zod'

/**
 * Every error code the API sends, with the one HTTP status it always goes with: a code can't be sent with two
 * statuses, and `AppError`, `sendProblem` and the problem body all take the status from here.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  payment_required: 402,
  payment_failed: 402,
  forbidden: 403,
  plan_limit: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  report_expired: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof ERROR_STATUS
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])

/** The code an HTTP status is sent with (the first code listed for it), for statuses that come from elsewhere. */
export function errorCodeForStatus(status: number): ErrorCode | undefined {
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status)
}
export type FieldError = { path: string; message: string }

/** RFC 9457 problem details, as every failing API call answers (`application/problem+json`). */
export type Problem = {
  type: string
  title: string
  status: number
  detail?: string
  instance?: string
  code: ErrorCode
  errors?: FieldError[]
  /** Only on `plan_limit` (403): which allowance ran out and the plan that lifts it (docs/decisions/015). */
  limit?: PlanLimitInfo
}

/** The allowance a `plan_limit` problem names, for the UI's upgrade offer. */
export type PlanLimitInfo = {
  /** The plan limit's key in src/shared/plans.ts, e.g. `projects` or `savedEstimatesPerMonth`. */
  name: 'projects' | 'savedEstimatesPerMonth' | 'teamMembers'
  allowed: number
  /** The account's plan tier now, and the one that lifts the limit. */
  plan: string
  upgradeTo: string
  /** Where to upgrade (until the subscriptions issue: the pricing section). */
  upgradeUrl: string
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
