import { chmod, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/**
 * The nodemailer message for `message`, From MAIL_FROM and nothing else: only the MailMessage fields are copied, so
 * an object that also carries `from` or `sender` (spread from a visitor's input) cannot send as the visitor, which
 * DMARC at their provider would reject. The visitor goes in Reply-To.
 */
function envelopeOf(mailFrom: string, message: MailMessage) {
  const { to, subject, text, html, replyTo, attachments } = message
  return { from: mailFrom, to, subject, text, html, replyTo, attachments }
}

export interface Mailer {
  /** Sends one message; resolves with its Message-ID once SMTP accepted it or the .eml file is written. */
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>
  close(): void
}

/**
 * One mailer over nodemailer: real SMTP when SMTP_URL is set, otherwise each message is written to
 * DATA_DIR/outbox/ as an .eml file (owner-only: it holds addresses and PDFs) and its path logged, so links
 * can be followed in development. The log line names neither the recipient nor, in production, the link,
 * which is a bearer credential for a paid report.
 */
export function createMailer(
  config: { SMTP_URL?: string | undefined; DATA_DIR: string; MAIL_FROM: string; NODE_ENV?: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      async send(message) {
        const info = await transport.sendMail(envelopeOf(config.MAIL_FROM, message))
        return { messageId: info.messageId }
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const outbox = path.resolve(config.DATA_DIR, 'outbox')
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(config.MAIL_FROM, message))
      await mkdir(outbox, { recursive: true, mode: 0o700 })
      await chmod(outbox, 0o700) // an outbox made by an older version was world-readable
      const safeId = info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`)
      await writeFile(file, info.message as Buffer, { mode: 0o600 })
      const link = config.NODE_ENV === 'production' ? undefined : /https?:\/\/\S+/.exec(message.text)?.[0]
      log.info({ subject: message.subject, file, link }, 'email written to outbox')
      return { messageId: info.messageId, file }
    },
    close: () => transport.close(),
  }
}
