import type { z } from 'zod'
import type { FieldError } from '#shared/problem'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** A form's values checked against its schema: the parsed data, or one message per field. */
export type FieldValidation<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> }

/** Server paths may look like "sizeSqm", "/sizeSqm" or "body.sizeSqm"; the first known segment names the field. */
export function fieldFromPath<F extends string>(path: string, fields: readonly F[]): F | undefined {
  const segments = path.split(/[./]/).filter(Boolean)
  return segments.find((s): s is F => (fields as readonly string[]).includes(s))
}

/** First message per field from zod issues. */
export function errorsFromIssues<F extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly F[]) {
  const found: FieldErrors<F> = {}
  for (const issue of issues) {
    const field = fieldFromPath(issue.path.map(String).join('.'), fields)
    if (field && !found[field]) found[field] = issue.message
  }
  return found
}

/** First message per field from a problem+json `errors` list. */
export function errorsFromProblem<F extends string>(errors: readonly FieldError[], fields: readonly F[]) {
  const found: FieldErrors<F> = {}
  for (const { path, message } of errors) {
    const field = fieldFromPath(path, fields)
    if (field && !found[field]) found[field] = message
  }
  return found
}

/** Parses `input` with `schema`; on failure, the first issue message for each of `fields`. */
export function validateFields<S extends z.ZodType, F extends string>(
  schema: S,
  input: unknown,
  fields: readonly F[],
): FieldValidation<z.output<S>, F> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, errors: errorsFromIssues(parsed.error.issues, fields) }
}
