import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedLlmRequest {
  url: string
  headers: IncomingMessage['headers']
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown }
}

export type FakeLlmReply =
  | { kind: 'json'; content: unknown }
  | { kind: 'raw-content'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; delayMs: number; content: unknown }

/**
 * A local OpenAI-compatible `/chat/completions` for tests: answers with whatever `reply` says now.
 * Test-only; lives beside the adapter so the feature's tests need nothing outside the folder.
 */
export async function startFakeLlmServer() {
  const requests: RecordedLlmRequest[] = []
  let reply: FakeLlmReply = { kind: 'status', status: 500 }
  const timers = new Set<NodeJS.Timeout>()
  const completion = (content: string) =>
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    })

  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') })
      const r = reply
      if (r.kind === 'status')
        return void res.writeHead(r.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}')
      if (r.kind === 'raw-content')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(completion(r.content))
      if (r.kind === 'json')
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(completion(JSON.stringify(r.content)))
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!res.destroyed)
          res.writeHead(200, { 'content-type': 'application/json' }).end(completion(JSON.stringify(r.content)))
      }, r.delayMs)
      timers.add(timer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setReply(next: FakeLlmReply) {
      reply = next
    },
    async close() {
      for (const t of timers) clearTimeout(t)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type FakeLlmServer = Awaited<ReturnType<typeof startFakeLlmServer>>
