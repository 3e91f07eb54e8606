import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { createTestApp } from '#tests/helpers/create-test-app'
import { cleanupAfterEach, setupTestApp } from '#tests/helpers/lifecycle'
import { errorPaths } from '#tests/helpers/inject'
import { startSmtpInbox } from '#tests/helpers/smtp-inbox'
import { createMailer } from '#server/mail/mailer'

const validContact = {
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya@example.co.uk',
  subject: 'billing',
  message: 'I paid for a report but want to check the VAT shown.',
}

describe('support routes', () => {
  const t = setupTestApp({}, {}, { each: true })

  test('a valid contact message is stored and emailed to the support inbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact })
    expect(res.statusCode).toBe(201)
    const { id } = res.json()
    const rows = await t.database.sql.executeSql(
      'select kind, email, subject, message from support_messages where id = $1',
      [id],
    )
    expect(rows.rows).toEqual([
      { kind: 'contact', email: validContact.email, subject: 'billing', message: validContact.message },
    ])
    expect(t.mailer.sent).toHaveLength(1)
    expect(t.mailer.sent[0]).toMatchObject({ to: t.env.SUPPORT_EMAIL, replyTo: validContact.email })
    expect(t.mailer.sent[0]!.subject).toContain('Billing Question')
  })

  test('an invalid contact message names each bad field and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validContact, email: 'not-an-email', subject: 'spam', message: 'short' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    const body = res.json()
    expect(body.code).toBe('validation_failed')
    expect(errorPaths(res)).toEqual(['email', 'message', 'subject'])
    expect(body.errors.find((e: { path: string }) => e.path === 'email').message).toBe('Enter a valid email address')
    const rows = await t.database.sql.executeSql('select count(*)::int as n from support_messages')
    expect(rows.rows).toEqual([{ n: 0 }])
  })

  test('a concern is stored with its estimate details and emailed to support', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/troubleshoot-email',
      payload: {
        userEmail: 'sam@example.com',
        message: 'The kitchen figure looks high for Leeds.',
        projectDetails: { projectType: 'kitchen_renovation', totalCost: 23000 },
      },
    })
    expect(res.statusCode).toBe(201)
    expect(t.mailer.sent[0]!.text).toContain('kitchen_renovation')
  })

  test('a concern without email or message gets the spec’s message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/troubleshoot-email',
      payload: { userEmail: '', message: '' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual(
      expect.arrayContaining([{ path: 'userEmail', message: 'Please provide both your email and a message.' }]),
    )
  })
})

test('a contact message whose email cannot be written to the outbox answers 503 problem+json, not 500', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'support-outbox-'))
  const t = await createTestApp(
    {},
    { mailer: createMailer({ DATA_DIR: dataDir, MAIL_FROM: 'f@example.com' }, { info() {} }) },
  )
  try {
    // The outbox folder replaced by a file: the .eml write genuinely fails, as on a full or read-only disk.
    await rm(path.join(dataDir, 'outbox'), { recursive: true })
    await writeFile(path.join(dataDir, 'outbox'), '')
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'service_unavailable', detail: expect.stringContaining("couldn't send") })
  } finally {
    await t.close()
  }
})

describe('support mail through a real SMTP server', () => {
  const onCleanup = cleanupAfterEach()
  const APP_FROM = 'UK Renovation Estimator <reports@estimator.example>'

  // A message From: the visitor's own address fails DMARC at their provider and is rejected or binned; the app
  // sends as itself and puts the visitor in Reply-To, so answering still reaches them.
  test.each([
    ['a contact message', '/api/contact', validContact, validContact.email],
    [
      'a concern',
      '/api/troubleshoot-email',
      { userEmail: 'sam@example.com', message: 'The kitchen figure looks high for Leeds.' },
      'sam@example.com',
    ],
  ])('%s is sent From the app with Reply-To the visitor', async (_what, url, payload, visitor) => {
    const inbox = await startSmtpInbox()
    onCleanup(inbox)
    const mailer = createMailer(
      { SMTP_URL: inbox.url, DATA_DIR: '/nonexistent', MAIL_FROM: APP_FROM },
      { info: () => {} },
    )
    const t = await createTestApp({ SUPPORT_EMAIL: 'help@estimator.example' }, { mailer })
    onCleanup(t)

    const res = await t.app.inject({ method: 'POST', url, payload })
    expect(res.statusCode).toBe(201)
    const email = await inbox.waitForMessage(0)
    expect(email.from).toMatchObject({ address: 'reports@estimator.example', name: 'UK Renovation Estimator' })
    expect(email.sender?.address ?? email.from?.address).toBe('reports@estimator.example')
    expect(email.replyTo?.map((r) => r.address)).toEqual([visitor])
    expect(email.to?.map((r) => r.address)).toEqual(['help@estimator.example'])
  })
})
