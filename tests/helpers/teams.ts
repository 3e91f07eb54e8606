import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { Database } from '#server/db/client'
import { APP_ORIGIN, lastLinkTo, postAsPage, signUpVerified } from './accounts'
import { createTestApp, type TestApp } from './create-test-app'
import { setupResource } from './lifecycle'
import { grantPlan, testClock } from './subscriptions'

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

const DAY_MS = 86_400_000

/**
 * What a Business team's tests share, inside describeOnEachDatabase: per test, a fresh app on `open`'s database
 * whose clock starts at 2026-11-20 10:00 UTC (a test moves it), the requests they make, and `businessOwner`, an
 * account signed up on the Business plan for 30 days (its session cookie).
 */
export function setupTeamApp(open: () => Promise<Database>) {
  const start = '2026-11-20T10:00:00.000Z'
  const clock = testClock(start)
  const t = setupResource(
    async () => {
      clock.set(start)
      return createTestApp({}, { database: await open(), now: clock.now })
    },
    { each: true },
  )
  const expectProblem = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json()).toMatchObject({ status, code })
  }
  const del = (url: string, cookie: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: APP_ORIGIN } })
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
  const businessOwner = async (email = 'owner@example.com') => {
    const cookie = await signUpVerified(t, email)
    await grantPlan(t, email, 'business', new Date(clock.now().getTime() + 30 * DAY_MS))
    return cookie
  }
  return { t, clock, expectProblem, del, get, businessOwner, ...teamActions(() => t) }
}
