import { z } from 'zod'

export const ErrorCodeSchema = z.enum([
  'validation_failed',
  'not_found',
  'payload_too_large',
  'payment_required',
  'payment_failed',
  'report_expired',
  'conflict',
  'rate_limited',
  'unauthorized',
  'forbidden',
  'plan_limit',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  'service_unavailable',
  'internal',
])
export type ErrorCode = z.infer<typeof ErrorCodeSchema>
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
  name: 'projects' | 'savedEstimatesPerMonth' | 'teamMembers' | 'savedQuoteChecksPerMonth'
  allowed: number
  /** The account's plan tier now, and the one that lifts the limit. */
  plan: string
  upgradeTo: string
  /** Where to upgrade (until the subscriptions issue: the pricing section). */
  upgradeUrl: string
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
