import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../errors'
import { prepareWritableDir } from '../storage-faults'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/**
 * A message the mailer could not send: SMTP refused it or is down, or the outbox could not be written (disk full,
 * read-only). A 503 for whoever asked for the email; the cause (logged, redacted) says which.
 */
export class MailNotSentError extends AppError {
  constructor(cause: unknown) {
    super('service_unavailable', "We couldn't send an email just now. Please try again in a few minutes.")
    this.cause = cause
  }
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
  /**
   * Sends one message; resolves with its Message-ID once SMTP accepted it or the .eml file is written, and rejects
   * with `MailNotSentError` otherwise.
   */
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>
  close(): void
}

/**
 * One mailer over nodemailer: real SMTP when SMTP_URL is set, otherwise each message is written to
 * DATA_DIR/outbox/ as an .eml file (owner-only: it holds addresses and PDFs) and its path logged. The log line names
 * neither the recipient nor the link, a bearer credential (a reset, a paid report); under NODE_ENV=development only,
 * the link is also printed to the terminal, outside the log, for the developer to follow
 * (docs/decisions/023-secrets-out-of-logs-and-disk-faults.md). The outbox folder is checked once, here, so a
 * read-only or full DATA_DIR stops start-up with its path and cause.
 */
export function createMailer(
  config: { SMTP_URL?: string | undefined; DATA_DIR: string; MAIL_FROM: string; NODE_ENV?: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL)
    return {
      async send(message) {
        try {
          const info = await transport.sendMail(envelopeOf(config.MAIL_FROM, message))
          return { messageId: info.messageId }
        } catch (err) {
          throw new MailNotSentError(err)
        }
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const outbox = path.resolve(config.DATA_DIR, 'outbox')
  prepareWritableDir(outbox, { private: true })
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(config.MAIL_FROM, message))
      const safeId = info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`)
      try {
        await mkdir(outbox, { recursive: true, mode: 0o700 }) // removed while running: made again
        await writeFile(file, info.message as Buffer, { mode: 0o600 })
      } catch (err) {
        throw new MailNotSentError(err)
      }
      log.info({ subject: message.subject, file }, 'email written to outbox')
      const link = config.NODE_ENV === 'development' ? /https?:\/\/\S+/.exec(message.text)?.[0] : undefined
      // Development only, to the terminal and never into the structured log: the link a developer follows.
      if (link) console.warn(`[outbox] ${message.subject}: ${link}`)
      return { messageId: info.messageId, file }
    },
    close: () => transport.close(),
  }
}
