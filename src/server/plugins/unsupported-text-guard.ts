import type { FastifyInstance } from 'fastify'
import type { FieldError } from '#shared/problem'
import { hasUnsupportedCharacters, UNSUPPORTED_CHARACTERS_MESSAGE } from '#shared/schemas/text'
import { AppError } from '../errors'

/**
 * Paths of the strings (values or keys) in a parsed JSON value that hold characters no field accepts. Walks with
 * its own stack: a 100 KB body can nest far deeper than the call stack allows.
 */
export function listUnsupportedText(value: unknown, rootPath = ''): string[] {
  const found = new Set<string>()
  const pending: [unknown, string][] = [[value, rootPath]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next
    if (typeof item === 'string') {
      if (hasUnsupportedCharacters(item)) found.add(path)
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => pending.push([child, join(path, String(i))]))
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        // A bad key is reported at its parent: echoing the key back would carry the bad characters along.
        if (hasUnsupportedCharacters(key)) found.add(path)
        else pending.push([child, join(path, key)])
      }
    }
  }
  return [...found]
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

/**
 * Refuses, before any schema runs, a request whose body, query string or path parameters carry NUL, other
 * control characters or lone surrogates, so no field, named in a schema or not, can take them to the
 * database. The schemas' `text()` gives the same message per field; this is the net under them.
 */
export function registerUnsupportedTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...listUnsupportedText(request.params),
      ...listUnsupportedText(request.query),
      ...listUnsupportedText(request.body),
    ]
    if (paths.length === 0) return
    const errors: FieldError[] = paths.map((path) => ({
      path: path || '(body)',
      message: UNSUPPORTED_CHARACTERS_MESSAGE,
    }))
    throw new AppError('validation_failed', 'Please correct the highlighted fields.', errors)
  })
}
