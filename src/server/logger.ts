import type { FastifyRequest } from 'fastify'
import type { LoggerOptions } from 'pino'

/** Longest string an error field keeps in the log: enough for a query's shape, never a whole cost plan. */
export const MAX_LOGGED_TEXT = 300

/**
 * Fields that carry the values of a failed statement or message: Drizzle's `params` (every SQL parameter),
 * its `query` (kept, shortened, below), PostgreSQL's `detail`/`where`/`internalQuery` ("Key (email)=(…)") and
 * nodemailer's recipients.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'rejected', 'accepted'])
// No `/` on either side: a stack frame's `node_modules/@scope/package/file.js` is not an address. Every pattern
// that starts with a run of characters only starts where such a run starts (the lookbehind): otherwise a long
// value without a match costs quadratic time (a 90 KB field took 20 s).
const EMAIL = /(?<![^\s<>()"',;:@/])[^\s<>()"',;:@/]+@[^\s<>()"',;:@/]+\.[a-z]{2,}/gi
/** An address inside a URL-encoded query string (`jane%40example.com`). */
const ENCODED_EMAIL = /(?<![\w.+-])[\w.+-]+%40[\w.-]+\.[a-z]{2,}/gi
const MAX_CAUSE_DEPTH = 4
/** Stack frames kept per error: where it was thrown and its callers, not the framework's whole chain. */
const MAX_STACK_FRAMES = 8
const REDACTED = '[redacted]'

/**
 * Credentials by shape: a JWT (better-auth's email-verification token), a signed report link token (`v1.<claims>.<mac>`),
 * a Stripe client secret (`pi_…_secret_…`).
 */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g
const REPORT_TOKEN = /\bv1\.[\w-]{10,}\.[\w-]{10,}/g
const STRIPE_CLIENT_SECRET = /_secret_[\w]+/g
/** Query parameters whose value is a credential or personal data, whatever it looks like (`token=`, `email=`, …). */
const SECRET_PARAM = /token|secret|password|passwd|signature|^sig$|^code$|key|session|jwt|otp|email/i
const NAME_VALUE_PAIR = /(?<![\w-])([\w-]+)=([^&\s"'<>]+)/g
const SECRET_PAIR_NAME = /token|secret|password|signature|key|email/i
/** A path segment that is a random credential: 20+ URL-safe characters mixing upper case, lower case and digits. */
const OPAQUE_SECRET = /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\D*\d)[\w-]{20,}$/
/** better-auth's reset link: GET /api/auth/reset-password/<token>. */
const SECRET_PATH_AFTER = new Set(['reset-password'])

const shorten = (text: string) =>
  text.length > MAX_LOGGED_TEXT ? `${text.slice(0, MAX_LOGGED_TEXT)}… [${text.length} chars]` : text

/**
 * A text with every credential and email address we recognise replaced: emails (plain or URL-encoded), JWTs,
 * report link tokens, Stripe client secrets and `name=value` pairs whose name says secret. The last line of
 * defence: it runs over every finished log line (decision 023).
 */
export function redactText(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(REPORT_TOKEN, REDACTED)
    .replace(STRIPE_CLIENT_SECRET, `_secret_${REDACTED}`)
    .replace(NAME_VALUE_PAIR, (pair, name: string) => (SECRET_PAIR_NAME.test(name) ? `${name}=${REDACTED}` : pair))
    .replace(/(\/reset-password\/)[^/?#\s"']+/g, `$1${REDACTED}`)
    .replace(EMAIL, '[email]')
    .replace(ENCODED_EMAIL, '[email]')
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** True when a value, decoded, is or carries a credential or an email address. */
const looksSecret = (value: string) => {
  const plain = decoded(value)
  return OPAQUE_SECRET.test(plain) || redactText(plain) !== plain
}

/**
 * A request URL fit for the log: the reset token in `/api/auth/reset-password/<token>`, any path segment shaped
 * like a credential, and the value of every query parameter that is named like a secret (`token`, `email`, …) or
 * carries one (a `callbackURL` holding a token) become `[redacted]`. Ids (UUIDs, report ids) stay.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt)
  const segments = pathPart.split('/')
  const path = segments
    .map((segment, i) =>
      i > 0 && (SECRET_PATH_AFTER.has(segments[i - 1]!) || looksSecret(segment)) && segment !== '' ? REDACTED : segment,
    )
    .join('/')
  if (queryAt === -1) return path
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq === -1) return looksSecret(pair) ? REDACTED : pair
      const name = pair.slice(0, eq)
      return SECRET_PARAM.test(decoded(name)) || looksSecret(pair.slice(eq + 1)) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
  return `${path}?${query}`
}

/** Drizzle appends `\nparams: a,b,c` to its message; the values go, the statement's start stays. */
const cleanText = (text: string) => shorten(redactText(text.replace(/\nparams: [\s\S]*$/, '')))

/**
 * pino's `err` serializer for every log line: the error's type, code and shortened message and query, its
 * stack frames and its causes, but no SQL parameters, row values or email addresses (a failed insert once
 * logged the whole estimate, ~35 KB a line). Only primitive fields are kept, so a line stays small.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err
  const fields = err as unknown as Record<string, unknown>
  const type = err.constructor?.name || err.name
  const message = cleanText(err.message)
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_STACK_FRAMES)
  const out: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') }
  for (const [key, value] of Object.entries(fields)) {
    if (key in out || key === 'cause' || VALUE_FIELDS.has(key)) continue
    if (typeof value === 'string') out[key] = cleanText(value)
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value
  }
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(err.cause, depth + 1)
  return out
}

/** Fastify's request fields, with the URL redacted (a reset or report link carries its token in the URL). */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }
}

/**
 * The app's pino options (buildApp's `logger`): level, redacted secrets and personal fields, safe errors, request
 * URLs without their tokens, and `redactText` over every finished line for whatever a message or field still holds.
 */
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
    serializers: { err: serializeError, req: serializeRequest },
    hooks: {
      streamWrite: redactText,
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
