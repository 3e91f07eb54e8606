import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { afterEach, describe, expect, test } from 'vitest'
import { startSmtpInbox, type SmtpInbox } from '../../../tests/helpers/smtp-inbox'
import { createMailer } from './mailer'

const silentLog = { info: () => {} }

describe('mailer', () => {
  let inbox: SmtpInbox | undefined
  afterEach(async () => {
    await inbox?.close()
  })

  test('sends through a real SMTP server when SMTP_URL is set', async () => {
    inbox = await startSmtpInbox()
    const mailer = createMailer(
      { SMTP_URL: inbox.url, DATA_DIR: '/nonexistent', MAIL_FROM: 'Estimator <from@example.com>' },
      silentLog,
    )
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
    const mailer = createMailer(
      { SMTP_URL: inbox.url, DATA_DIR: '/nonexistent', MAIL_FROM: 'Estimator <from@example.com>' },
      silentLog,
    )
    // A message built by spreading a visitor's input must not send as the visitor: DMARC rejects that mail.
    const fromVisitor = { from: 'visitor@example.org', sender: 'visitor@example.org', replyTo: 'visitor@example.org' }
    await mailer.send({ to: 'support@example.com', subject: 'Contact', text: 'Hello', ...fromVisitor })
    const email = await inbox.waitForMessage(0)
    expect(email.from?.address).toBe('from@example.com')
    expect(email.sender).toBeUndefined()
    expect(email.replyTo?.map((r) => r.address)).toEqual(['visitor@example.org'])
    mailer.close()
  })

  test('writes an .eml file to DATA_DIR/outbox and logs the link when SMTP_URL is unset', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    const logged: unknown[] = []
    const mailer = createMailer(
      { DATA_DIR: dir, MAIL_FROM: 'from@example.com' },
      { info: (obj: unknown) => logged.push(obj) },
    )
    const { file } = await mailer.send({
      to: 'x@example.com',
      subject: 'Link',
      text: 'Go to http://localhost:5000/reports/access?t=1',
    })
    const files = await readdir(path.join(dir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(file).toBe(path.join(dir, 'outbox', files[0]!))
    const email = await PostalMime.parse(await readFile(file!))
    expect(email.subject).toBe('Link')
    expect(logged[0]).toMatchObject({ link: 'http://localhost:5000/reports/access?t=1' })
    expect(JSON.stringify(logged)).not.toContain('x@example.com')
  })

  test('outbox files are readable by the owner only, and production logs carry no link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    const logged: unknown[] = []
    const mailer = createMailer(
      { DATA_DIR: dir, MAIL_FROM: 'from@example.com', NODE_ENV: 'production' },
      { info: (obj: unknown) => logged.push(obj) },
    )
    const { file } = await mailer.send({ to: 'x@example.com', subject: 'Report', text: 'https://example.com/r?t=1' })
    expect((await stat(file!)).mode & 0o777).toBe(0o600)
    expect((await stat(path.join(dir, 'outbox'))).mode & 0o777).toBe(0o700)
    expect((logged[0] as { link?: string }).link).toBeUndefined()
  })
})
