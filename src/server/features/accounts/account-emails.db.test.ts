import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { postAsPage } from '#tests/helpers/accounts'
import { createTestApp } from '#tests/helpers/create-test-app'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { freePort } from '#tests/helpers/server-process'
import { createMailer } from '#server/mail/mailer'

const onCleanup = cleanupAfterEach()
const PASSWORD = 'correct horse battery'
const silentLog = { info: () => {} }

/**
 * The app with the real outbox mailer (no SMTP_URL), and a switch that breaks the outbox the way a disk fault does
 * for the mailer: its folder replaced by a file, so the .eml write genuinely fails (a full disk or a read-only mount
 * can't be made without root, and root ignores permissions; storage-faults.test.ts covers ENOSPC itself).
 */
async function startWithOutbox() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'account-emails-'))
  const outbox = path.join(dataDir, 'outbox')
  const t = await createTestApp(
    {},
    { mailer: createMailer({ DATA_DIR: dataDir, MAIL_FROM: 'from@example.com' }, silentLog) },
  )
  onCleanup(t)
  return {
    ...t,
    breakOutbox: async () => {
      await rm(outbox, { recursive: true, force: true })
      await writeFile(outbox, '')
    },
    repairOutbox: () => rm(outbox, { force: true }),
    emailsWritten: async () => (await readdir(outbox)).length,
    userCount: async (email: string) =>
      (await t.database.sql.executeSql('select id from users where email = $1', [email])).rows.length,
  }
}

const signUp = (app: Awaited<ReturnType<typeof startWithOutbox>>['app'], email: string) =>
  postAsPage(app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'N' })

test('a sign-up whose confirmation email cannot be written answers 503 and leaves no account; trying again works', async () => {
  const t = await startWithOutbox()
  await t.breakOutbox()
  const failed = await signUp(t.app, 'new.person@example.com')
  expect(failed.statusCode).toBe(503)
  expect(failed.headers['content-type']).toContain('application/problem+json')
  expect(failed.json()).toMatchObject({
    code: 'service_unavailable',
    detail: "We couldn't send the confirmation email, so no account was created. Please try again in a few minutes.",
  })
  expect(await t.userCount('new.person@example.com')).toBe(0)

  await t.repairOutbox()
  const again = await signUp(t.app, 'new.person@example.com')
  expect(again.statusCode).toBe(200)
  expect(await t.userCount('new.person@example.com')).toBe(1)
  expect(await t.emailsWritten()).toBe(1)
})

test('a sign-up with a taken address answers the same 503 when its email fails, and the account stays', async () => {
  const t = await startWithOutbox()
  expect((await signUp(t.app, 'taken@example.com')).statusCode).toBe(200)
  await t.breakOutbox()
  const taken = await signUp(t.app, 'taken@example.com')
  const fresh = await signUp(t.app, 'fresh@example.com')
  expect(taken.statusCode).toBe(503)
  expect(taken.json().detail).toBe(fresh.json().detail) // no account enumeration through the failure either
  expect(await t.userCount('taken@example.com')).toBe(1)
})

test('a password reset whose email cannot be sent answers exactly as for an address with no account', async () => {
  // A reset answers before its email is sent (an unknown address sends nothing, so neither waiting for the mail
  // server nor failing when it is down may tell the two apart); the operator sees the failure in the log.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'account-emails-'))
  const working = await startWithOutbox()
  expect((await signUp(working.app, 'reset.me@example.com')).statusCode).toBe(200)
  // The same database, now behind a mailer whose SMTP server is not there.
  const smtpDown = createMailer(
    { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, DATA_DIR: dataDir, MAIL_FROM: 'from@example.com' },
    silentLog,
  )
  const t = await createTestApp({}, { mailer: smtpDown, database: working.database })
  onCleanup(() => t.app.close())
  const ask = (email: string) =>
    postAsPage(t.app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })
  const [known, unknown] = [await ask('reset.me@example.com'), await ask('nobody.here@example.com')]
  expect(known.statusCode).toBe(200)
  expect(known.body).toBe(unknown.body)
})
