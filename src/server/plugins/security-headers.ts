import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's security headers on every answer. The middleware is built once, here: @fastify/helmet built it again on
 * every request (parsing the CSP directives each time), ~20 µs of every route's CPU (docs/decisions/019).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options)
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined))
  })
}
