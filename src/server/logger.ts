import type { LoggerOptions } from 'pino'

/** Longest string an error field keeps in the log: enough for a query's shape, never a whole cost plan. */
export const MAX_LOGGED_TEXT = 300

/**
 * Fields that carry the values of a failed statement or message: Drizzle's `params` (every SQL parameter),
 * its `query` (kept, shortened, below), PostgreSQL's `detail`/`where`/`internalQuery` ("Key (email)=(…)") and
 * nodemailer's recipients.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'rejected', 'accepted'])
const EMAIL = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[a-z]{2,}/gi
const MAX_CAUSE_DEPTH = 4

const shorten = (text: string) =>
  text.length > MAX_LOGGED_TEXT ? `${text.slice(0, MAX_LOGGED_TEXT)}… [${text.length} chars]` : text

/** Drizzle appends `\nparams: a,b,c` to its message; the values go, the statement's start stays. */
const cleanText = (text: string) => shorten(text.replace(/\nparams: [\s\S]*$/, '').replace(EMAIL, '[email]'))

/**
 * pino's `err` serializer for every log line: the error's type, code and shortened message and query, its
 * stack frames and its causes, but no SQL parameters, row values or email addresses (issue 8: a failed insert
 * logged the whole estimate, ~35 KB a line). Only primitive fields are kept, so a line stays small.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err
  const fields = err as unknown as Record<string, unknown>
  const type = err.constructor?.name || err.name
  const message = cleanText(err.message)
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const out: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') }
  for (const [key, value] of Object.entries(fields)) {
    if (key in out || key === 'cause' || VALUE_FIELDS.has(key)) continue
    if (typeof value === 'string') out[key] = cleanText(value)
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(err.cause, depth + 1)
  return out
}

/** The app's pino options (buildApp's `logger`): level, redacted secrets and personal fields, safe errors. */
export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["stripe-signature"]',
        'body',
        'req.body',
        'email',
        '*.email',
      ],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
    hooks: {
      // Logged without a message, pino copies the raw error's message into `msg`, past the serializer.
      logMethod(args, method) {
        const [first, second] = args as unknown[]
        const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err
        if (err instanceof Error && typeof second !== 'string')
          return method.apply(this, [first as object, cleanText(err.message)])
        return method.apply(this, args)
      },
    },
  }
}
