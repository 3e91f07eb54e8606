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
  'uri_too_long',
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
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
