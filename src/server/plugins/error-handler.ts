import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import {
  ERROR_STATUS,
  errorCodeForStatus,
  PROBLEM_CONTENT_TYPE,
  type ErrorCode,
  type FieldError,
  type PlanLimitInfo,
  type Problem,
} from '#shared/problem'
import { isDatabaseUnavailable } from '../db/client'
import { AppError, RateLimitedError } from '../errors'
import { storageFaultOf } from '../storage-faults'

const TITLES: Record<ErrorCode, string> = {
  validation_failed: 'Your request has invalid fields',
  not_found: 'Not found',
  payload_too_large: 'Request too large',
  payment_required: 'Payment required',
  payment_failed: 'Payment failed',
  report_expired: 'Link expired',
  conflict: 'Conflict',
  rate_limited: 'Too many requests',
  unauthorized: 'Sign in required',
  forbidden: 'Not allowed',
  plan_limit: 'Plan limit reached',
  uri_too_long: 'Address too long',
  headers_too_large: 'Request headers too large',
  request_timeout: 'Request timed out',
  service_unavailable: 'Service temporarily unavailable',
  unsupported_media_type: 'Unsupported content type',
  unprocessable: 'Request could not be processed',
  bad_gateway: 'A service we rely on failed',
  internal: 'Something went wrong',
}

/** Seconds a client should wait before retrying a 503 (the pool reconnects within about a second). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5
/** A full or read-only disk waits for an operator: a retry within seconds would only fail again. */
export const STORAGE_RETRY_AFTER_SECONDS = 300

/** What a failure says: its code (which brings its status), the detail for people, and optional extras. */
export interface ProblemParts {
  code: ErrorCode
  detail: string
  errors?: FieldError[] | undefined
  limit?: PlanLimitInfo | undefined
}

/** The problem+json body; `instance` is the request id; the status is the code's (ERROR_STATUS). */
export const problemOf = ({ code, detail, errors, limit }: ProblemParts, instance: string): Problem => ({
  type: `/problems/${code}`,
  title: TITLES[code],
  status: ERROR_STATUS[code],
  detail,
  instance,
  code,
  ...(errors && errors.length > 0 ? { errors } : {}),
  ...(limit ? { limit } : {}),
})

export function sendProblem(reply: FastifyReply, request: FastifyRequest, parts: ProblemParts) {
  const problem = problemOf(parts, String(request.id))
  if (problem.status === 503 && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
  }
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem)
}

const sendInternalProblem = (reply: FastifyReply, request: FastifyRequest) =>
  sendProblem(reply, request, {
    code: 'internal',
    detail: `Something went wrong on our side. Quote reference ${request.id} if you contact support.`,
  })

function zodIssuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }))
}

/** Every failure leaves as application/problem+json; a 5xx hides internals and carries the request id. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds))
      if (error.status >= 500) request.log.error({ err: error }, 'request failed')
      return sendProblem(reply, request, {
        code: error.code,
        detail: error.message,
        errors: error.errors,
        limit: error.limit,
      })
    }
    const storageFault = storageFaultOf(error)
    if (storageFault) {
      request.log.error({ err: error, storageFault: storageFault.code }, 'storage fault: a write to disk failed')
      reply.header('retry-after', STORAGE_RETRY_AFTER_SECONDS)
      return sendProblem(reply, request, {
        code: 'service_unavailable',
        detail: "We couldn't save that: the server's storage is unavailable. Please try again later.",
      })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return sendProblem(reply, request, {
        code: 'service_unavailable',
        detail: 'The service is briefly unavailable. Please try again in a few seconds.',
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)',
        message: v.message ?? 'Invalid value',
      }))
      return sendProblem(reply, request, {
        code: 'validation_failed',
        detail: 'Please correct the highlighted fields.',
        errors,
      })
    }
    if (error instanceof ZodError) {
      return sendProblem(reply, request, {
        code: 'validation_failed',
        detail: 'Please correct the highlighted fields.',
        errors: zodIssuesToFieldErrors(error.issues),
      })
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendProblem(reply, request, {
          code: 'payload_too_large',
          // Routes taking files (a quote's PDF, 10 MB) raise the app's 100 KB limit for themselves.
          detail:
            (request.routeOptions.bodyLimit ?? 0) >= 1024 * 1024
              ? `The file is larger than ${Math.round(request.routeOptions.bodyLimit! / (1024 * 1024))} MB.`
              : 'The request body is larger than 100 KB.',
        })
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendProblem(reply, request, { code: 'validation_failed', detail: 'The request body is not valid JSON.' })
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendProblem(reply, request, {
          code: 'unsupported_media_type',
          detail: 'Send the request body as application/json.',
        })
    }
    const status = error.statusCode ?? 500
    if (status === 429)
      return sendProblem(reply, request, {
        code: 'rate_limited',
        detail: 'Too many requests. Please wait a moment and try again.',
      })
    if (status >= 400 && status < 500) {
      // A 4xx from Fastify or a plugin: its own code where the table has one for that status, else a bad request.
      return sendProblem(reply, request, {
        code: errorCodeForStatus(status) ?? 'validation_failed',
        detail: error.message,
      })
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendInternalProblem(reply, request)
  })
}

/**
 * Fastify's `frameworkErrors` option: the router's own failures (a malformed percent-encoding, a path parameter
 * longer than `maxParamLength`) happen before any route, so `setErrorHandler` never sees them.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The app's onSend hook doesn't run for these requests: they never reached a route.
  reply.header('x-request-id', request.id)
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return sendProblem(reply, request, {
        code: 'validation_failed',
        detail: 'The address contains an invalid %-encoding.',
      })
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendProblem(reply, request, { code: 'uri_too_long', detail: 'The address is too long.' })
  }
  request.log.error({ err: error }, 'router error')
  return sendInternalProblem(reply, request)
}
