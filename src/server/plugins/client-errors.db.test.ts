import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { setupTestApp } from '#tests/helpers/lifecycle'

const t = setupTestApp({}, {}, { each: true })

async function listening(): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return (t.app.server.address() as AddressInfo).port
}

/** Writes `raw` on a new connection and resolves with everything the server sent until it closed the connection. */
function exchange(port: number, raw: string): Promise<{ text: string; closedCleanly: boolean }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(raw))
    const chunks: Buffer[] = []
    let reset = false
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET') reset = true
      else reject(err)
    })
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), closedCleanly: !reset }))
  })
}

function parseResponse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2)
  const [statusLine = '', ...headerLines] = head.split('\r\n')
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  )
  return { status: Number(statusLine.split(' ')[1]), headers, body }
}

test('headers over 16 KB on a keep-alive connection get a problem+json 431 with Connection: close, then a clean close', async () => {
  const port = await listening()
  const huge = 'a'.repeat(20 * 1024)
  // A keep-alive client sends its request and, on the same connection, the next one: neither may be lost silently.
  const raw =
    `GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nX-Big: ${huge}\r\n\r\n` +
    'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'
  const { text, closedCleanly } = await exchange(port, raw)

  const res = parseResponse(text)
  expect(res.status).toBe(431)
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
  expect(res.headers.connection).toBe('close')
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body))
  expect(JSON.parse(res.body)).toMatchObject({
    type: '/problems/headers_too_large',
    status: 431,
    code: 'headers_too_large',
    detail: expect.stringContaining('16 KB'),
    instance: res.headers['x-request-id'],
  })
  // One answer only, and the connection ended with FIN, not a reset that could cost the client the answer.
  expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1)
  expect(closedCleanly).toBe(true)

  // The client, told to close, opens a new connection for its next request: that one is answered as usual.
  const next = parseResponse(
    (await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).text,
  )
  expect(next.status).toBe(200)
  expect(JSON.parse(next.body)).toEqual({ status: 'ok' })
})

test('a request Node cannot parse gets a problem+json 400 with Connection: close', async () => {
  const port = await listening()
  const res = parseResponse((await exchange(port, 'NOT HTTP AT ALL\r\n\r\n')).text)
  expect(res.status).toBe(400)
  expect(res.headers.connection).toBe('close')
  expect(JSON.parse(res.body)).toMatchObject({ code: 'validation_failed', status: 400 })
})
