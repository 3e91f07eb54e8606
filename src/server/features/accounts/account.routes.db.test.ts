import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { estimates, payments, sessions, users } from '#server/db/schema/index'
import { APP_ORIGIN, cookieOf, lastLinkTo, postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { buyReport, insertPricedEstimate, renderStubPdf } from '#tests/helpers/report-purchase'

const PASSWORD = 'correct horse battery'

describe('account settings (better-auth at /api/auth, signed in)', () => {
  const t = setupTestApp({}, { renderReportPdf: renderStubPdf }, { each: true })

  const sessionUser = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })
    return (res.json() as { user: { email: string; name: string } } | null)?.user ?? null
  }
  const signIn = async (email: string, password: string) =>
    postAsPage(t.app, '/api/auth/sign-in/email', { email, password })
  const changePassword = async (
    cookie: string,
    body: { currentPassword: string; newPassword: string; revokeOtherSessions?: boolean },
  ) => postAsPage(t.app, '/api/auth/change-password', body, cookie)

  test('changing the password with revokeOtherSessions signs out the other sessions and keeps this one', async () => {
    await signUpVerified(t, 'pat@example.com', PASSWORD)
    const laptop = cookieOf(await signIn('pat@example.com', PASSWORD))
    const phone = cookieOf(await signIn('pat@example.com', PASSWORD))

    const changed = await changePassword(laptop, {
      currentPassword: PASSWORD,
      newPassword: 'a new long passphrase',
      revokeOtherSessions: true,
    })
    expect(changed.statusCode).toBe(200)
    // The session that asked gets a fresh cookie and stays signed in; every other one is gone.
    expect(await sessionUser(cookieOf(changed))).toMatchObject({ email: 'pat@example.com' })
    expect(await sessionUser(phone)).toBeNull()
    expect((await signIn('pat@example.com', PASSWORD)).statusCode).toBe(401)
    expect((await signIn('pat@example.com', 'a new long passphrase')).statusCode).toBe(200)
  })

  test('changing the password without revoking leaves other sessions signed in', async () => {
    const first = await signUpVerified(t, 'quin@example.com', PASSWORD)
    const second = cookieOf(await signIn('quin@example.com', PASSWORD))
    const changed = await changePassword(first, { currentPassword: PASSWORD, newPassword: 'another long passphrase' })
    expect(changed.statusCode).toBe(200)
    expect(await sessionUser(second)).toMatchObject({ email: 'quin@example.com' })
  })

  test('a wrong current password or a short new one is a clear problem and changes nothing', async () => {
    const cookie = await signUpVerified(t, 'rae@example.com', PASSWORD)
    const wrong = await changePassword(cookie, {
      currentPassword: 'not my password',
      newPassword: 'a new long passphrase',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.headers['content-type']).toContain('application/problem+json')
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', detail: 'Invalid password' })
    const short = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'short' })
    expect(short.statusCode).toBe(400)
    expect((await signIn('rae@example.com', PASSWORD)).statusCode).toBe(200)
  })

  test('changing the email sends the link to the new address; the old one stays until it is opened', async () => {
    const cookie = await signUpVerified(t, 'sol@example.com', PASSWORD)
    const asked = await postAsPage(
      t.app,
      '/api/auth/change-email',
      { newEmail: 'Sol.New@Example.com', callbackURL: '/account?email-changed=1' },
      cookie,
    )
    expect(asked.statusCode).toBe(200)
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: 'sol.new@example.com', subject: 'Confirm your email address' })
    expect(await sessionUser(cookie)).toMatchObject({ email: 'sol@example.com' })
    expect((await signIn('sol@example.com', PASSWORD)).statusCode).toBe(200)

    const link = new URL(lastLinkTo(t.mailer, 'sol.new@example.com'))
    expect(link.origin).toBe(APP_ORIGIN)
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search, headers: { cookie } })
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe('/account?email-changed=1')
    expect(await sessionUser(cookie)).toMatchObject({ email: 'sol.new@example.com' })
    expect((await signIn('sol@example.com', PASSWORD)).statusCode).toBe(401)
    expect((await signIn('sol.new@example.com', PASSWORD)).statusCode).toBe(200)
  })

  test('the name can be changed', async () => {
    const cookie = await signUpVerified(t, 'tam@example.com', PASSWORD)
    const res = await postAsPage(t.app, '/api/auth/update-user', { name: 'Tam Jones' }, cookie)
    expect(res.statusCode).toBe(200)
    expect(await sessionUser(cookie)).toMatchObject({ name: 'Tam Jones' })
  })

  test('deleting the account needs the right password; a wrong or missing one is refused and deletes nothing', async () => {
    const cookie = await signUpVerified(t, 'uma@example.com', PASSWORD)
    const wrong = await postAsPage(t.app, '/api/auth/delete-user', { password: 'not my password' }, cookie)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.headers['content-type']).toContain('application/problem+json')
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', detail: 'Invalid password' })
    // better-auth alone would accept no password from a session under a day old; ours always asks.
    const missing = await postAsPage(t.app, '/api/auth/delete-user', {}, cookie)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ detail: 'Enter your password to delete your account.' })
    expect(await sessionUser(cookie)).toMatchObject({ email: 'uma@example.com' })
  })

  test('deleting the account keeps a paid estimate detached from the user and deletes the rest', async () => {
    const cookie = await signUpVerified(t, 'vic@example.com', PASSWORD)
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'vic@example.com'))
    const paid = await insertPricedEstimate(t.database)
    const free = await insertPricedEstimate(t.database)
    // Bought before it was saved to the account (an owned estimate is bought with its owner's session).
    const { paymentIntentId } = await buyReport(t.app, paid.id)
    await t.database.db
      .update(estimates)
      .set({ userId: user!.id })
      .where(inArray(estimates.id, [paid.id, free.id]))

    const deleted = await postAsPage(t.app, '/api/auth/delete-user', { password: PASSWORD }, cookie)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toMatchObject({ success: true })

    const left = await t.database.db.select().from(estimates)
    expect(left.map((e) => [e.id, e.userId])).toEqual([[paid.id, null]])
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentIntentId))
    expect(payment).toMatchObject({ estimateId: paid.id, status: 'succeeded' })
    expect(await t.database.db.select().from(users)).toEqual([])
    expect(await t.database.db.select().from(sessions)).toEqual([])
    expect(await sessionUser(cookie)).toBeNull()
    expect((await signIn('vic@example.com', PASSWORD)).statusCode).toBe(401)
  })

  test('signing up with a taken address answers as for a new one and tells the owner by email', async () => {
    await signUpVerified(t, 'wyn@example.com', PASSWORD)
    const again = await postAsPage(t.app, '/api/auth/sign-up/email', {
      email: 'wyn@example.com',
      password: 'someone elses passphrase',
      name: 'Not Wyn',
    })
    expect(again.statusCode).toBe(200)
    expect(cookieOf(again)).toBe('')
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: 'wyn@example.com', subject: 'You already have an account' })
    expect(t.mailer.sent.at(-1)!.text).toContain(`${APP_ORIGIN}/forgot-password`)
    expect((await signIn('wyn@example.com', PASSWORD)).statusCode).toBe(200)
  })

  test.each([
    ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a new long passphrase' }],
    ['/api/auth/change-email', { newEmail: 'someone@example.com' }],
    ['/api/auth/update-user', { name: 'Nobody' }],
    ['/api/auth/delete-user', { password: PASSWORD }],
  ])('%s refuses a request without a session (401 problem+json)', async (url, payload) => {
    const res = await postAsPage(t.app, url, payload)
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'unauthorized' })
    expect(t.mailer.sent).toEqual([])
  })
})
