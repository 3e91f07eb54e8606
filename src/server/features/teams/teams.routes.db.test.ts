import { expect, test } from 'vitest'
import { postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { setupTeamApp } from '#tests/helpers/teams'
import { describeOnEachDatabase } from '#tests/helpers/test-database'

// Business teams (decision 017): invitations, seats enforced in one transaction, members leaving and removed; on
// both databases, since the seat count relies on the organisation row lock. The shared workspace, as projects and the
// dashboard show it, is tests/integration/team-workspace.db.test.ts.

describeOnEachDatabase('Business teams', (open) => {
  const { t, clock, expectProblem, del, get, businessOwner, invite, tokenFor, join } = setupTeamApp(open)

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

    clock.advanceDays(8)
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
