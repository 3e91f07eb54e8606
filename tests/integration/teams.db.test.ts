import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { APP_ORIGIN, lastLinkTo, postAsPage, signUpVerified } from '../helpers/accounts'
import { grantPlan } from '../helpers/subscriptions'
import { createTestApp, type TestApp } from '../helpers/create-test-app'
import { teamActions } from '../helpers/teams'
import { describeOnEachDatabase } from '../helpers/test-database'

// Business teams (decision 017): invitations, seats enforced in one transaction, and a shared workspace; on both
// databases, since the seat count relies on the organisation row lock.

const DAY_MS = 86_400_000

describeOnEachDatabase('Business teams', (open) => {
  let t: TestApp
  let clock: Date
  beforeEach(async () => {
    clock = new Date('2026-11-20T10:00:00Z')
    t = await createTestApp({}, { database: await open(), now: () => clock })
  })
  afterEach(async () => {
    await t.close()
  })

  const expectProblem = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json()).toMatchObject({ status, code })
  }
  const del = (url: string, cookie: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: APP_ORIGIN } })
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
  const businessOwner = async (email = 'owner@example.com') => {
    const cookie = await signUpVerified(t, email)
    await grantPlan(t, email, 'business', new Date(clock.getTime() + 30 * DAY_MS))
    return cookie
  }
  const { invite, tokenFor, join } = teamActions(() => t)

  test('an invited member accepts from the emailed link and shares the projects, estimates and reports', async () => {
    const owner = await businessOwner()
    const project = (await postAsPage(t.app, '/api/projects', { name: 'Terrace portfolio' }, owner)).json().project
    const invited = await invite(owner, 'Member@Example.com')
    expect(invited.json()).toMatchObject({
      role: 'owner',
      invitations: [{ email: 'member@example.com' }],
      seats: { used: 2, limit: 10 },
    })
    const mail = t.mailer.sent.at(-1)!
    expect(mail.to).toBe('member@example.com')
    expect(lastLinkTo(t.mailer, 'member@example.com')).toMatch(/^http:\/\/localhost:5000\/team\/accept\?token=/)

    const token = tokenFor('member@example.com')
    const member = await signUpVerified(t, 'member@example.com')
    const accepted = await postAsPage(t.app, '/api/team/accept', { token }, member)
    expect(accepted.json()).toMatchObject({
      role: 'member',
      members: [
        { email: 'owner@example.com', role: 'owner' },
        { email: 'member@example.com', role: 'member' },
      ],
      invitations: [],
      seats: { used: 2, limit: 10 },
    })

    // The member works in the organisation's workspace: the owner's project, and theirs show to the owner.
    expect((await get('/api/projects', member)).json().projects).toEqual([expect.objectContaining({ id: project.id })])
    const theirs = (await postAsPage(t.app, '/api/projects', { name: 'Flat refit' }, member)).json().project
    expect((await get(`/api/projects/${theirs.id}`, owner)).statusCode).toBe(200)
    const dashboard = (await get('/api/dashboard', member)).json()
    expect(dashboard).toMatchObject({ user: { email: 'member@example.com' }, subscription: { tier: 'business' } })

    // Nobody else sees them.
    const stranger = await signUpVerified(t, 'stranger@example.com')
    expect((await get('/api/projects', stranger)).json().projects).toEqual([])
    expectProblem(await get(`/api/projects/${project.id}`, stranger), 404, 'not_found')

    // Removed, the member no longer sees the team's work.
    const memberId = accepted.json().members[1].userId
    expect((await del(`/api/team/members/${memberId}`, owner)).statusCode).toBe(204)
    expectProblem(await get(`/api/projects/${project.id}`, member), 404, 'not_found')
  })

  test('ten seats counting pending invitations: the 11th is refused until one is freed', async () => {
    const owner = await businessOwner()
    await join(owner, 'first@example.com')
    for (let i = 2; i <= 9; i++) expect((await invite(owner, `person${i}@example.com`)).statusCode).toBe(201)
    const refused = await invite(owner, 'eleventh@example.com')
    expectProblem(refused, 403, 'plan_limit')
    expect(refused.json().limit).toMatchObject({ name: 'teamMembers', allowed: 10 })
    expect(refused.json().detail).toMatch(/all 10 seats taken/)

    const team = (await get('/api/team', owner)).json()
    expect(team.seats).toEqual({ used: 10, limit: 10 })
    expect((await del(`/api/team/invitations/${team.invitations[0].id}`, owner)).statusCode).toBe(204)
    expect((await invite(owner, 'eleventh@example.com')).statusCode).toBe(201)
  })

  test('concurrent invitations for the last seat: exactly one is sent', async () => {
    const owner = await businessOwner()
    for (let i = 1; i <= 8; i++) expect((await invite(owner, `person${i}@example.com`)).statusCode).toBe(201)
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => invite(owner, `racer${i}@example.com`)))
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1)
    expect(racing.filter((r) => r.statusCode === 403)).toHaveLength(5)
    expect((await get('/api/team', owner)).json().seats).toEqual({ used: 10, limit: 10 })
  })

  test('an invitation works once, for its own address, until it expires or is revoked', async () => {
    const owner = await businessOwner()
    await invite(owner, 'member@example.com')
    const token = tokenFor('member@example.com')
    const wrong = await signUpVerified(t, 'someone-else@example.com')
    const refused = await postAsPage(t.app, '/api/team/accept', { token }, wrong)
    expectProblem(refused, 403, 'forbidden')
    expect(refused.json().detail).toMatch(/member@example.com/)
    expectProblem(await postAsPage(t.app, '/api/team/accept', { token }), 401, 'unauthorized')
    expectProblem(await postAsPage(t.app, '/api/team/accept', { token: 'nope' }, wrong), 404, 'not_found')

    clock = new Date(clock.getTime() + 8 * DAY_MS)
    const member = await signUpVerified(t, 'member@example.com')
    const expired = await postAsPage(t.app, '/api/team/accept', { token }, member)
    expectProblem(expired, 404, 'not_found')
    expect(expired.json().detail).toMatch(/expired/)

    await invite(owner, 'member@example.com')
    const fresh = tokenFor('member@example.com')
    const { invitations } = (await get('/api/team', owner)).json()
    expect((await del(`/api/team/invitations/${invitations[0].id}`, owner)).statusCode).toBe(204)
    expectProblem(await postAsPage(t.app, '/api/team/accept', { token: fresh }, member), 404, 'not_found')
  })

  test('only a Business owner invites; members leave but cannot remove others; the owner cannot leave', async () => {
    const free = await signUpVerified(t, 'free@example.com')
    expectProblem(await invite(free, 'x@example.com'), 403, 'forbidden')
    const owner = await businessOwner()
    const bad = await invite(owner, 'not-an-email')
    expectProblem(bad, 400, 'validation_failed')
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ path: 'email' }))
    const a = await join(owner, 'a@example.com')
    await join(owner, 'b@example.com')
    expectProblem(await invite(owner, 'a@example.com'), 409, 'conflict')
    const team = (await get('/api/team', a)).json()
    expect(team.invitations).toEqual([])
    const [ownerId, aId, bId] = team.members.map((m: { userId: string }) => m.userId)
    expectProblem(await del(`/api/team/members/${bId}`, a), 403, 'forbidden')
    expectProblem(await del(`/api/team/members/${ownerId}`, owner), 400, 'validation_failed')
    expect((await del(`/api/team/members/${aId}`, a)).statusCode).toBe(204)
    expect((await get('/api/team', a)).json()).toMatchObject({ organization: null, role: null })
  })
})
