import { expect, test } from 'vitest'
import { APP_ORIGIN, lastLinkTo, postAsPage } from '#tests/helpers/accounts'
import { createTestApp } from '#tests/helpers/create-test-app'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { BUYER_EMAIL, buyReport, insertPricedEstimate, renderStubPdf } from '#tests/helpers/report-purchase'
import { redactText, redactUrl } from './logger'

const onCleanup = cleanupAfterEach()
const EMAIL = 'private.person@example.com'
const PASSWORD = 'correct horse battery'
/** Anything shaped like a credential or an address, whatever produced it. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/
const REPORT_TOKEN = /v1\.[\w-]{10,}\.[\w-]{10,}/
const ANY_EMAIL = /[\w.+-]+(@|%40)[\w-]+\.[\w.]+/

/** The app as `npm start` runs it, but with every log line (debug and up) kept in memory. */
async function startLoggingApp() {
  const lines: string[] = []
  const t = await createTestApp(
    { LOG_LEVEL: 'debug', PUBLIC_URL: APP_ORIGIN, LINK_SIGNING_SECRET: 'log-test-link-secret-0123456789abcdef' },
    { renderReportPdf: renderStubPdf, logStream: { write: (line: string) => void lines.push(line) } },
  )
  onCleanup(t)
  return { ...t, lines }
}

const pathOf = (link: string) => {
  const url = new URL(link)
  return url.pathname + url.search
}

test('after an email verification, a password reset and a report-link view, no log line holds a token, JWT or email', async () => {
  const t = await startLoggingApp()
  const secrets: string[] = [EMAIL, BUYER_EMAIL]

  // Email verification: GET /api/auth/verify-email?token=<JWT carrying the address>
  expect(
    (await postAsPage(t.app, '/api/auth/sign-up/email', { email: EMAIL, password: PASSWORD, name: 'P' })).statusCode,
  ).toBe(200)
  const verifyLink = lastLinkTo(t.mailer, EMAIL)
  const verifyToken = new URL(verifyLink).searchParams.get('token')!
  expect(verifyToken).toMatch(JWT)
  secrets.push(verifyToken)
  expect((await t.app.inject({ method: 'GET', url: pathOf(verifyLink) })).statusCode).toBe(302)

  // Password reset: GET /api/auth/reset-password/<token>?callbackURL=…, then POST the token with the new password.
  await postAsPage(t.app, '/api/auth/request-password-reset', { email: EMAIL, redirectTo: '/reset-password' })
  const resetLink = lastLinkTo(t.mailer, EMAIL)
  const resetToken = new URL(resetLink).pathname.split('/').at(-1)!
  secrets.push(resetToken)
  const opened = await t.app.inject({ method: 'GET', url: pathOf(resetLink) })
  expect(opened.statusCode).toBe(302)
  expect(opened.headers.location).toContain(resetToken)
  const reset = await postAsPage(t.app, '/api/auth/reset-password', {
    token: resetToken,
    newPassword: 'a new passphrase!',
  })
  expect(reset.statusCode).toBe(200)

  // A bought report's 24-hour link: the client page, the access check and the PDF view all carry the token.
  const estimate = await insertPricedEstimate(t.database)
  const { reportId } = await buyReport(t.app, estimate.id)
  const reportLink = lastLinkTo(t.mailer, BUYER_EMAIL)
  const reportToken = new URL(reportLink).searchParams.get('token')!
  expect(reportToken).toMatch(REPORT_TOKEN)
  secrets.push(reportToken)
  const query = `token=${encodeURIComponent(reportToken)}`
  expect((await t.app.inject({ method: 'GET', url: `/api/report-access?${query}` })).statusCode).toBe(200)
  expect((await t.app.inject({ method: 'GET', url: `/api/reports/${reportId}/view?${query}` })).statusCode).toBe(200)
  await t.app.inject({ method: 'GET', url: pathOf(reportLink) })

  const log = t.lines.join('')
  // The requests were logged (so the check below looks at real lines), with their tokens cut out.
  expect(log).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password"')
  expect(log).toContain('"url":"/api/auth/verify-email?token=[redacted]')
  expect(log).toContain(`"url":"/api/reports/${reportId}/view?token=[redacted]"`)
  for (const secret of secrets) expect(log).not.toContain(secret)
  expect(log).not.toContain(encodeURIComponent(EMAIL))
  expect(log).not.toMatch(JWT)
  expect(log).not.toMatch(REPORT_TOKEN)
  expect(log).not.toMatch(ANY_EMAIL)
})

test("a failure inside better-auth reaches the app's error handler and redacted log, not better-call's console output", async () => {
  const t = await startLoggingApp()
  // Any query of better-auth's now fails, and the driver's error carries the address as a parameter.
  await t.database.sql.executeSql('alter table users rename to users_gone')
  const res = await postAsPage(t.app, '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD })

  expect(res.statusCode).toBe(500)
  expect(res.headers['content-type']).toContain('application/problem+json')
  expect(res.json()).toMatchObject({ code: 'internal', instance: expect.any(String) })
  const errorLine = t.lines.find((line) => line.includes('"msg":"unhandled error"'))
  expect(errorLine).toContain('users')
  expect(errorLine).toContain(res.json().instance)
  expect(t.lines.join('')).not.toMatch(ANY_EMAIL)
  // (console.error, where better-call printed "# SERVER_ERROR" with the row, fails any test: tests/helpers.)
})

test('redactUrl keeps ids and plain parameters and cuts out credentials', () => {
  expect(redactUrl('/api/estimates/6f1c2e9a-3b4d-4c5e-8f70-123456789abc?page=2')).toBe(
    '/api/estimates/6f1c2e9a-3b4d-4c5e-8f70-123456789abc?page=2',
  )
  expect(redactUrl('/api/reports/QSR-0123456789ABCDEFGHJK/pdf?download=false')).toBe(
    '/api/reports/QSR-0123456789ABCDEFGHJK/pdf?download=false',
  )
  expect(redactUrl('/api/auth/reset-password/Ab12Cd34Ef56Gh78Ij90Kl12?callbackURL=%2Freset-password')).toBe(
    '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
  )
  expect(redactUrl('/team/accept?token=abc')).toBe('/team/accept?token=[redacted]')
  expect(redactUrl('/sign-in?next=%2Fdashboard&email=a%40b.co')).toBe('/sign-in?next=%2Fdashboard&email=[redacted]')
  expect(redactUrl('/x?callbackURL=%2Freset%3Ftoken%3Dabc')).toBe('/x?callbackURL=[redacted]')
  expect(redactUrl('/dashboard?payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded')).toBe(
    '/dashboard?payment_intent_client_secret=[redacted]&redirect_status=succeeded',
  )
  expect(redactUrl('/assets/inter-latin-400-normal-BOOGhInR.woff2')).toBe(
    '/assets/inter-latin-400-normal-BOOGhInR.woff2',
  )
})

test('redactText masks addresses and credentials in free text but leaves stack frames of scoped packages alone', () => {
  const frame = 'at q.Ce (file:///app/node_modules/@electric-sql/pglite/dist/index.js:5:17)'
  expect(redactText(frame)).toBe(frame)
  expect(redactText('Sign-up attempt for existing email: who@example.net')).toBe(
    'Sign-up attempt for existing email: [email]',
  )
  expect(
    redactText('GET http://localhost:5000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6IngifQ.c2ln'),
  ).toBe('GET http://localhost:5000/api/auth/verify-email?token=[redacted]')
  expect(redactText('link: /reports/access?token=v1.eyJyIjoiUVNSIn0abc.c2lnbmF0dXJlc2ln')).toBe(
    'link: /reports/access?token=[redacted]',
  )
})

test('redaction stays linear on long values (a 90 KB field once took 20 s per regular expression)', () => {
  const started = performance.now()
  for (const value of ['x'.repeat(90_000), 'ab-'.repeat(30_000), 'a.'.repeat(45_000)]) {
    redactText(value)
    redactUrl(`/api/x?q=${value}`)
  }
  expect(performance.now() - started).toBeLessThan(2_000)
})
