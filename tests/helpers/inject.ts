import type { FastifyInstance } from 'fastify'

/** POSTs a body exactly as given (malformed, oversized, empty) under `content-type: application/json`. */
export const postRawJson = (app: FastifyInstance, url: string, body: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body })

/** The field paths a problem+json response names, sorted. */
export const errorPaths = (res: { json: () => { errors: readonly { path: string }[] } }) =>
  res
    .json()
    .errors.map((e) => e.path)
    .sort()
