import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface SmtpInbox {
  url: string
  messages: Email[]
  /** Resolves with the next message that arrives (or one already there past `index`). */
  waitForMessage(index?: number, timeoutMs?: number): Promise<Email>
  close(): Promise<void>
}

/** A real SMTP server on 127.0.0.1 (a random port unless given) that parses what it receives with postal-mime. */
export async function startSmtpInbox(listenPort = 0): Promise<SmtpInbox> {
  const messages: Email[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push(email)
            waiters.splice(0).forEach((w) => w())
            callback()
          },
          (err: Error) => callback(err),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessage(index = messages.length, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (messages.length <= index) {
        if (Date.now() > deadline) throw new Error(`No email #${index + 1} arrived within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return messages[index]!
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
