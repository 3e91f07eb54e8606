import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { freePort } from '#tests/helpers/server-process'
import { startSmtpInbox, type SmtpInbox } from '#tests/helpers/smtp-inbox'
import { createMailer, MailNotSentError } from './mailer'

const silentLog = { info: () => {} }

/** A mailer sending through the SMTP server at `url`. */
const smtpMailer = (url: string, from = 'from@example.com') =>
  createMailer({ SMTP_URL: url, DATA_DIR: '/nonexistent', MAIL_FROM: from }, silentLog)

/** A mailer writing to DATA_DIR/outbox in a fresh folder under `NODE_ENV`, with what it logs. */
async function outboxMailer(nodeEnv: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
  const logged: unknown[] = []
  const mailer = createMailer(
    { DATA_DIR: dir, MAIL_FROM: 'from@example.com', NODE_ENV: nodeEnv },
    { info: (obj: unknown) => logged.push(obj) },
  )
  return { dir, logged, mailer }
}

describe('mailer', () => {
  let inbox: SmtpInbox | undefined
  afterEach(async () => {
    await inbox?.close()
  })

  test('sends through a real SMTP server when SMTP_URL is set', async () => {
    inbox = await startSmtpInbox()
    const mailer = smtpMailer(inbox.url, 'Estimator <from@example.com>')
    await mailer.send({
      to: 'buyer@example.com',
      subject: 'Your report',
      text: 'Open https://example.com/r/abc',
      attachments: [{ filename: 'r.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
    })
    const email = await inbox.waitForMessage(0)
    expect(email.subject).toBe('Your report')
    expect(email.to?.[0]?.address).toBe('buyer@example.com')
    expect(email.from?.address).toBe('from@example.com')
    expect(email.text).toContain('https://example.com/r/abc')
    expect(email.attachments[0]?.filename).toBe('r.pdf')
    mailer.close()
  })

  test('always sends From MAIL_FROM, even when a message object carries a From or Sender of its own', async () => {
    inbox = await startSmtpInbox()
    const mailer = smtpMailer(inbox.url, 'Estimator <from@example.com>')
    // A message built by spreading a visitor's input must not send as the visitor: DMARC rejects that mail.
    const fromVisitor = { from: 'visitor@example.org', sender: 'visitor@example.org', replyTo: 'visitor@example.org' }
    await mailer.send({ to: 'support@example.com', subject: 'Contact', text: 'Hello', ...fromVisitor })
    const email = await inbox.waitForMessage(0)
    expect(email.from?.address).toBe('from@example.com')
    expect(email.sender).toBeUndefined()
    expect(email.replyTo?.map((r) => r.address)).toEqual(['visitor@example.org'])
    mailer.close()
  })

  test('writes an .eml file to DATA_DIR/outbox and logs its path, never the recipient or the link', async () => {
    const { dir, logged, mailer } = await outboxMailer('test')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { file } = await mailer.send({
      to: 'x@example.com',
      subject: 'Link',
      text: 'Go to http://localhost:5000/reports/access?token=v1.secret',
    })
    const files = await readdir(path.join(dir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(file).toBe(path.join(dir, 'outbox', files[0]!))
    const email = await PostalMime.parse(await readFile(file!))
    expect(email.subject).toBe('Link')
    expect(logged).toEqual([{ subject: 'Link', file }])
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  test('under NODE_ENV=development the link is printed to the terminal, outside the log', async () => {
    const { logged, mailer } = await outboxMailer('development')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mailer.send({ to: 'x@example.com', subject: 'Link', text: 'Go to http://localhost:5000/r?token=abc' })
    expect(warn).toHaveBeenCalledWith('[outbox] Link: http://localhost:5000/r?token=abc')
    expect(JSON.stringify(logged)).not.toContain('token')
    warn.mockRestore()
  })

  test('an outbox that cannot be written rejects with MailNotSentError (503) carrying the disk error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    const mailer = createMailer({ DATA_DIR: dir, MAIL_FROM: 'from@example.com' }, silentLog)
    // The outbox folder replaced by a file while running: a real write failure (ENOTDIR/EEXIST), no root tricks.
    await rm(path.join(dir, 'outbox'), { recursive: true })
    await writeFile(path.join(dir, 'outbox'), '')
    const err = await mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(MailNotSentError)
    expect(err).toMatchObject({ status: 503, code: 'service_unavailable', cause: { code: expect.any(String) } })
  })

  test('an SMTP server that cannot be reached rejects with MailNotSentError', async () => {
    const port = await freePort() // nothing listens there
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`)
    const err = await mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(MailNotSentError)
    expect(err).toMatchObject({ cause: { code: 'ESOCKET' } })
    mailer.close()
  })

  test('outbox files are readable by the owner only', async () => {
    const { dir, logged, mailer } = await outboxMailer('production')
    const { file } = await mailer.send({ to: 'x@example.com', subject: 'Report', text: 'https://example.com/r?t=1' })
    expect((await stat(file!)).mode & 0o777).toBe(0o600)
    expect((await stat(path.join(dir, 'outbox'))).mode & 0o777).toBe(0o700)
    expect(logged).toHaveLength(1)
  })
})
