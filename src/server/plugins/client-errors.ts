import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { ERROR_STATUS, PROBLEM_CONTENT_TYPE, type ErrorCode } from '#shared/problem'
import { problemOf } from './error-handler'

/** How long a peer gets to close its side after our answer before the socket is destroyed. */
const CLOSE_GRACE_MS = 5_000

const ANSWERS: Record<string, { code: ErrorCode; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    code: 'headers_too_large',
    detail: 'The request headers are larger than 16 KB. Clear this site’s cookies and try again.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    code: 'request_timeout',
    detail: 'The request took too long to arrive. Please try again.',
  },
}
const MALFORMED = { code: 'validation_failed', detail: 'The request could not be read as HTTP.' } as const

/** Sockets already answered: llhttp reports the same error again for every further chunk the peer sends. */
const answered = new WeakSet<Socket>()

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before Fastify sees it (headers over Node's
 * 16 KB limit, a malformed request line, a header timeout). Fastify's default answers plain JSON without
 * `Connection: close` and destroys the socket at once, so a keep-alive client sends its next request into a dead
 * connection and loses it. Here the answer is problem+json with `Connection: close`, the socket is ended (not
 * destroyed) so the peer reads the whole answer and closes its side, and anything it still sends is read and dropped.
 */
export function handleClientError(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return
  answered.add(socket)
  logClientError(this.log, err, socket)
  // As Node does: never write into a response already on its way on this connection (pipelining).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy()
    return
  }
  const answer = (err.code && ANSWERS[err.code]) || MALFORMED
  const requestId = randomUUID()
  const body = JSON.stringify(problemOf(answer, requestId))
  const head = [
    `HTTP/1.1 ${ERROR_STATUS[answer.code]} ${STATUS_CODES[ERROR_STATUS[answer.code]]}`,
    `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `X-Request-Id: ${requestId}`,
  ]
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
  // Still flowing: what the peer sends meanwhile is read (and refused by the parser), so closing sends no RST.
  const timer = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
}

function logClientError(log: FastifyBaseLogger, err: Error & { code?: string }, socket: Socket) {
  log.info({ code: err.code, remoteAddress: socket.remoteAddress }, 'client error: request refused before routing')
}
