import { SUCCESS_CARD } from '#tests/helpers/report-purchase'
import type { LightMyRequestResponse } from 'fastify'
import { expect, test } from 'vitest'
import {
  ESTIMATE_MADE_COOKIE,
  ESTIMATE_MADE_DAYS,
  ESTIMATE_PAID_COOKIE,
  ESTIMATE_PAID_DAYS,
  SESSION_DAYS,
  SITE_COOKIES,
} from '#shared/cookies'
import { APP_ORIGIN, cookieOf, lastLinkTo } from '#tests/helpers/accounts'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { describeOnEachDatabase } from '#tests/helpers/test-database'

const onCleanup = cleanupAfterEach()
const PASSWORD = 'correct horse battery'

/** The cookies a response stores in the browser (a Set-Cookie that clears one, empty or already expired, is not). */
const storedCookies = (res: LightMyRequestResponse) =>
  res.cookies.filter((c) => c.value !== '' && (c.maxAge === undefined || c.maxAge > 0))

/**
 * Every flow of the site that answers with cookies: the public API a visitor uses, then an account from sign-up to
 * deletion. Answers each response, so the test sees every Set-Cookie the app sends.
 */
async function walkTheSite(t: TestApp, origin: string, record: (res: LightMyRequestResponse) => void) {
  const post = async (url: string, payload: object, cookie?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin, ...(cookie ? { cookie } : {}) },
    })
    record(res)
    return res
  }
  const get = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
    record(res)
    return res
  }
  await get('/api/health')
  await get('/api/project-types')
  // Making an estimate and buying its report (TEST MODE) gives this browser the estimate's proof cookies.
  const { estimate } = (
    await post('/api/estimates', { projectType: 'kitchen_renovation', sizeSqm: 12, region: 'midlands' })
  ).json() as { estimate: { id: string } }
  const intent = (await post('/api/create-payment-intent', { amount: 6.99, estimateId: estimate.id })).json() as {
    clientSecret: string
    paymentIntentId: string
  }
  await post('/api/test-payments/confirm', { clientSecret: intent.clientSecret, ...SUCCESS_CARD })
  await post('/api/contact', {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    subject: 'general',
    message: 'A question about my kitchen estimate.',
  })
  await post('/api/auth/sign-up/email', { email: 'ann@example.com', password: PASSWORD, name: 'Ann' })
  const verifyLink = new URL(lastLinkTo(t.mailer, 'ann@example.com'))
  let cookie = cookieOf(await get(verifyLink.pathname + verifyLink.search))
  await get('/api/auth/get-session', cookie)
  await get('/api/dashboard', cookie)
  await get('/api/subscription', cookie)
  await post('/api/auth/update-user', { name: 'Ann Lee' }, cookie)
  await post('/api/auth/sign-out', {}, cookie)
  cookie = cookieOf(await post('/api/auth/sign-in/email', { email: 'ann@example.com', password: PASSWORD }))
  await post(
    '/api/auth/change-password',
    { currentPassword: PASSWORD, newPassword: 'plaster lintel rafter', revokeOtherSessions: true },
    cookie,
  )
  await post('/api/auth/request-password-reset', { email: 'ann@example.com', redirectTo: '/reset-password' })
  const link = new URL(lastLinkTo(t.mailer, 'ann@example.com'))
  const opened = await get(link.pathname + link.search)
  const token = new URL(opened.headers.location!, origin).searchParams.get('token')
  await post('/api/auth/reset-password', { token, newPassword: 'joist skirting board' })
  cookie = cookieOf(
    await post('/api/auth/sign-in/email', { email: 'ann@example.com', password: 'joist skirting board' }),
  )
  await post('/api/auth/delete-user', { password: 'joist skirting board' }, cookie)
}

describeOnEachDatabase('the cookies the app sets', (open) => {
  test('are exactly the Cookie Policy’s list, and last as long as it says', async () => {
    const t = await createTestApp({}, { database: await open() })
    onCleanup(t)
    const stored = new Map<string, number | undefined>()
    const refused: string[] = []
    await walkTheSite(t, APP_ORIGIN, (res) => {
      if (res.statusCode >= 400) refused.push(`${res.statusCode} ${res.body}`)
      for (const c of storedCookies(res)) stored.set(c.name, c.maxAge)
    })
    expect(refused).toEqual([]) // every step of the walk did what a person does
    expect([...stored.keys()].sort()).toEqual(SITE_COOKIES.map((c) => c.name).sort())
    expect(stored.get('rce.session_token')).toBe(SESSION_DAYS * 24 * 60 * 60)
    expect(stored.get(ESTIMATE_MADE_COOKIE)).toBe(ESTIMATE_MADE_DAYS * 24 * 60 * 60)
    expect(stored.get(ESTIMATE_PAID_COOKIE)).toBe(ESTIMATE_PAID_DAYS * 24 * 60 * 60)
  })

  test('behind HTTPS the session cookie takes the secure name the policy gives', async () => {
    const origin = 'https://estimator.example'
    const t = await createTestApp({ PUBLIC_URL: origin }, { database: await open() })
    onCleanup(t)
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { email: 'bo@example.com', password: PASSWORD, name: 'Bo' },
    })
    const link = new URL(lastLinkTo(t.mailer, 'bo@example.com'))
    const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    const names = storedCookies(verified).map((c) => c.name)
    expect(names).toEqual(['__Secure-rce.session_token'])
    expect(names).toEqual(SITE_COOKIES.flatMap((c) => (c.secureName ? [c.secureName] : [])))
  })
})
