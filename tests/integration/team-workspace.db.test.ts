import { expect, test } from 'vitest'
import { lastLinkTo, postAsPage, signUpVerified } from '../helpers/accounts'
import { setupTeamApp } from '../helpers/teams'
import { describeOnEachDatabase } from '../helpers/test-database'

// A Business team's shared workspace (decision 017): a member works in the organisation owner's projects and
// dashboard, and no longer once removed; on both databases, like the team's own tests
// (src/server/features/teams/teams.routes.db.test.ts).

describeOnEachDatabase('A Business team’s shared workspace', (open) => {
  const { t, expectProblem, del, get, businessOwner, invite, tokenFor } = setupTeamApp(open)

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
})
