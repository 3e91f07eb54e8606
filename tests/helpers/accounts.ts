import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { MailMessage } from '#server/mail/mailer'

/** The Origin a page of the app sends (the test app's PUBLIC_URL is unset, so it is the default public URL). */
export const APP_ORIGIN = 'http://localhost:5000'

interface AccountsHarness {
  app: FastifyInstance
  mailer: { sent: MailMessage[] }
}

/** A POST as the app's own pages make it: JSON with the site's Origin, and the cookie when given. */
export const postAsPage = (app: FastifyInstance, url: string, payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}) },
  })

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ')
}

/** The last link in the last email sent to `to`. */
export function lastLinkTo(mailer: { sent: MailMessage[] }, to: string): string {
  const mail = mailer.sent.filter((m) => m.to === to).at(-1)
  if (!mail) throw new Error(`no email to ${to}`)
  const links = mail.text.match(/https?:\/\/\S+/g)
  if (!links) throw new Error(`no link in "${mail.subject}"`)
  return links.at(-1)!
}

/** Signs up, follows the verification link and returns the signed-in session's cookie. */
export async function signUpVerified(t: AccountsHarness, email: string, password = 'correct horse battery') {
  const res = await postAsPage(t.app, '/api/auth/sign-up/email', { email, password, name: email.split('@')[0] })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const link = new URL(lastLinkTo(t.mailer, email))
  const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
  if (verified.statusCode >= 400) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`)
  return cookieOf(verified)
}
