import { expect } from 'vitest'
import { lastLinkTo, postAsPage, signUpVerified } from './accounts'
import type { TestApp } from './create-test-app'

/** Invitations and acceptances through the team API, as /account/team and /team/accept make them. */
export function teamActions(app: () => TestApp) {
  const invite = (owner: string, email: string) => postAsPage(app().app, '/api/team/invitations', { email }, owner)
  const tokenFor = (email: string) => new URL(lastLinkTo(app().mailer, email)).searchParams.get('token')!
  /** Invites `email`, signs it up (verified) and accepts from the emailed link: the member's session cookie. */
  const join = async (owner: string, email: string) => {
    expect((await invite(owner, email)).statusCode).toBe(201)
    const token = tokenFor(email)
    const cookie = await signUpVerified(app(), email)
    const accepted = await postAsPage(app().app, '/api/team/accept', { token }, cookie)
    expect(accepted.statusCode, accepted.body).toBe(200)
    return cookie
  }
  return { invite, tokenFor, join }
}
