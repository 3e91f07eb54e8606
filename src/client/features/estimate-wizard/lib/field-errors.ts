import type { z } from 'zod'
import type { FieldError } from '../../../lib/api-client'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

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
