import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test, vi } from 'vitest'
import { APP_ORIGIN, cookieOf, lastLinkTo, postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { createMemoryMailer, createTestApp } from '#tests/helpers/create-test-app'
import { cleanupAfterEach, setupTestApp } from '#tests/helpers/lifecycle'
import type { Mailer } from '#server/mail/mailer'
import { ANSWER_FLOOR_MS } from './auth.routes'

const PASSWORD = 'correct horse battery'

describe('accounts (better-auth at /api/auth)', () => {
  const t = setupTestApp({}, {}, { each: true })

  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } }).then((r) => r.json())

  test('sign up sends a verification link; sign-in waits for it; the link verifies and signs in', async () => {
    const signUp = await postAsPage(t.app, '/api/auth/sign-up/email', {
      email: 'Ann@Example.com',
      password: PASSWORD,
      name: 'Ann',
    })
    expect(signUp.statusCode).toBe(200)
    expect(cookieOf(signUp)).toBe('') // no session before the email is verified
    expect(t.mailer.sent.map((m) => [m.to, m.subject])).toEqual([['ann@example.com', 'Confirm your email address']])

    const early = await postAsPage(t.app, '/api/auth/sign-in/email', { email: 'ann@example.com', password: PASSWORD })
    expect(early.statusCode).toBe(403)
    expect(early.headers['content-type']).toContain('application/problem+json')
    expect(early.json()).toMatchObject({ code: 'forbidden', detail: expect.stringMatching(/verif/i) })

    const link = new URL(lastLinkTo(t.mailer, 'ann@example.com'))
    expect(link.origin).toBe(APP_ORIGIN)
    const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(verified.statusCode).toBe(302)
    const cookie = cookieOf(verified)
    expect(verified.cookies.find((c) => c.name.endsWith('session_token'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    })
    expect((await session(cookie)).user).toMatchObject({ email: 'ann@example.com', name: 'Ann', emailVerified: true })

    const rows = await t.database.sql.executeSql('select password from auth_accounts')
    expect((rows.rows[0] as { password: string }).password).toMatch(/^\$argon2id\$/)
    const tokens = await t.database.sql.executeSql('select identifier from verifications')
    for (const row of tokens.rows as { identifier: string }[]) expect(link.search).not.toContain(row.identifier)
  })

  test('sign in, a wrong password, sign out', async () => {
    await signUpVerified(t, 'bo@example.com', PASSWORD)
    const wrong = await postAsPage(t.app, '/api/auth/sign-in/email', {
      email: 'bo@example.com',
      password: 'nope-nope-1',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ code: 'unauthorized', detail: 'Invalid email or password' })

    const signIn = await postAsPage(t.app, '/api/auth/sign-in/email', { email: 'bo@example.com', password: PASSWORD })
    expect(signIn.statusCode).toBe(200)
    const cookie = cookieOf(signIn)
    expect((await session(cookie)).user.email).toBe('bo@example.com')

    expect((await postAsPage(t.app, '/api/auth/sign-out', {}, cookie)).statusCode).toBe(200)
    expect(await session(cookie)).toBeNull()
  })

  test('a password reset by email sets the new password and signs out every session', async () => {
    const oldSession = await signUpVerified(t, 'cy@example.com', PASSWORD)
    const asked = await postAsPage(t.app, '/api/auth/request-password-reset', {
      email: 'cy@example.com',
      redirectTo: '/reset-password',
    })
    expect(asked.statusCode).toBe(200)
    const link = new URL(lastLinkTo(t.mailer, 'cy@example.com'))
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(opened.statusCode).toBe(302)
    const token = new URL(opened.headers.location!, APP_ORIGIN).searchParams.get('token')
    expect(new URL(opened.headers.location!, APP_ORIGIN).pathname).toBe('/reset-password')

    const reset = await postAsPage(t.app, '/api/auth/reset-password', { token, newPassword: 'a brand new passphrase' })
    expect(reset.statusCode).toBe(200)
    expect(await session(oldSession)).toBeNull()
    const again = await postAsPage(t.app, '/api/auth/reset-password', { token, newPassword: 'another passphrase!' })
    expect(again.statusCode).toBe(400)

    const withOld = await postAsPage(t.app, '/api/auth/sign-in/email', { email: 'cy@example.com', password: PASSWORD })
    expect(withOld.statusCode).toBe(401)
    const withNew = await postAsPage(t.app, '/api/auth/sign-in/email', {
      email: 'cy@example.com',
      password: 'a brand new passphrase',
    })
    expect(withNew.statusCode).toBe(200)
  })

  test('asking to reset an unknown address answers the same and sends nothing', async () => {
    const res = await postAsPage(t.app, '/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/reset-password',
    })
    expect(res.statusCode).toBe(200)
    expect(t.mailer.sent).toHaveLength(0)
  })

  test('a short password and a taken email are clear problems', async () => {
    const short = await postAsPage(t.app, '/api/auth/sign-up/email', {
      email: 'd@example.com',
      password: 'short',
      name: 'D',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toMatchObject({ code: 'validation_failed', detail: expect.stringMatching(/password/i) })
  })

  test('cookie-authenticated writes from another site are refused, on our routes and on better-auth’s', async () => {
    const cookie = await signUpVerified(t, 'ed@example.com', PASSWORD)
    const fromEvil = (url: string, withCookie: boolean) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', ...(withCookie ? { cookie } : {}) },
        payload: {},
      })
    const ours = await fromEvil('/api/contact', true)
    expect(ours.statusCode).toBe(403)
    expect(ours.json()).toMatchObject({ code: 'forbidden' })
    const theirs = await fromEvil('/api/auth/sign-out', true)
    expect(theirs.statusCode).toBe(403)
    expect((await session(cookie)).user.email).toBe('ed@example.com')
    // Without a cookie a write acts for nobody: the usual validation answers.
    const anonymous = await fromEvil('/api/contact', false)
    expect(anonymous.statusCode).toBe(400)
  })

  test("a sign-up whose account cannot be written for a full disk answers 503, not better-auth's 422", async () => {
    // PostgreSQL's disk_full, as PGlite raised it on a really full disk ("could not extend file"), here from a trigger.
    await t.database.sql.executeSql(`
      create function fail_disk_full() returns trigger language plpgsql as
        $$ begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$;
      create trigger users_disk_full before insert on users for each row execute function fail_disk_full();`)
    const res = await postAsPage(t.app, '/api/auth/sign-up/email', {
      email: 'di@example.com',
      password: PASSWORD,
      name: 'Di',
    })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'service_unavailable', detail: expect.stringContaining('storage') })
    expect(t.mailer.sent).toEqual([])
  })
})

describe('account emails under the mail caps', () => {
  const onCleanup = cleanupAfterEach()

  test('resets for one address asked from many clients stop at the per-recipient cap', async () => {
    const t = await createTestApp(
      { RATE_LIMITS: 'on' },
      { counterKeyPrefix: `auth-caps-${process.pid}-${Date.now()}:` },
    )
    onCleanup(() => t.database.close())
    await signUpVerified(t, 'flo@example.com', PASSWORD)
    const ask = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `203.0.113.${i}`,
        headers: { origin: APP_ORIGIN },
        payload: { email: 'flo@example.com', redirectTo: '/reset-password' },
      })
    // Sign-up's verification email was the first of the address's five an hour; the sixth is not sent, and the
    // answer stays the same (it must not tell whether the address has an account).
    for (let i = 1; i <= 5; i++) expect((await ask(i)).statusCode).toBe(200)
    await t.app.close() // waits for the reset emails, which go after the answers
    expect(t.mailer.sent.filter((m) => m.to === 'flo@example.com')).toHaveLength(5)
  })
})

describe('limits on the accounts endpoints', () => {
  const t = setupTestApp({ RATE_LIMITS: 'on' }, { counterKeyPrefix: `auth-limits-${process.pid}-${Date.now()}:` })

  test('reading one’s session is never limited per address (an office shares one), while sign-in is', async () => {
    const cookie = await signUpVerified(t, 'cy@example.com', PASSWORD)
    // 100 page loads from one address, signed in and not: none is refused.
    const reads = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: i % 2 ? { cookie } : {} }),
      ),
    )
    expect(reads.map((r) => r.statusCode)).toEqual(Array.from({ length: 100 }, () => 200))
    expect(reads[1]!.json().user.email).toBe('cy@example.com')

    // Guessing passwords from one address still stops at 10 sign-ins a minute.
    const signIns = []
    for (let i = 0; i < 12; i++)
      signIns.push(
        (await postAsPage(t.app, '/api/auth/sign-in/email', { email: 'cy@example.com', password: `wrong-${i}-pass` }))
          .statusCode,
      )
    expect(signIns).toEqual([...Array.from({ length: 10 }, () => 401), 429, 429])
  })
})

describe('a reset request does not tell by its timing whether an account exists', () => {
  const onCleanup = cleanupAfterEach()

  /** An app whose mailer holds reset emails until `release()`, as a slow mail server would. */
  async function startWithSlowMail() {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const mailer = createMemoryMailer()
    const slowMailer: Mailer = {
      async send(message) {
        if (message.subject === 'Reset your password') await gate
        return mailer.send(message)
      },
      close() {},
    }
    const t = await createTestApp({}, { mailer: slowMailer })
    onCleanup(t, release)
    return { app: t.app, mailer, release }
  }

  const askReset = (app: FastifyInstance, email: string) =>
    postAsPage(app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })

  test('the answer for an account does not wait for its email, which follows it', async () => {
    const t = await startWithSlowMail()
    await signUpVerified(t, 'gil@example.com', PASSWORD)
    const answer = await Promise.race([askReset(t.app, 'gil@example.com'), delay(10_000, 'still waiting for the mail')])
    expect(answer).toMatchObject({ statusCode: 200 })
    const resets = () => t.mailer.sent.filter((m) => m.subject === 'Reset your password')
    expect(resets()).toEqual([])
    t.release()
    await vi.waitFor(() => expect(resets().map((m) => m.to)).toEqual(['gil@example.com']))
  })

  test(`both answers take at least ${ANSWER_FLOOR_MS['/api/auth/request-password-reset']} ms, and are the same`, async () => {
    const t = await startWithSlowMail()
    await signUpVerified(t, 'hal@example.com', PASSWORD)
    t.release()
    const timed = async (email: string) => {
      const started = performance.now()
      const res = await askReset(t.app, email)
      return { ms: performance.now() - started, status: res.statusCode, body: res.json() }
    }
    const known = await timed('hal@example.com')
    const unknown = await timed('nobody@example.com')
    for (const answer of [known, unknown])
      expect(answer.ms).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS['/api/auth/request-password-reset']!)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
  })
})
