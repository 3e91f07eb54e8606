import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  apiKeys,
  estimates,
  organizationInvitations,
  organizationMembers,
  organizations,
  projects,
  subscriptionInvoices,
  subscriptions,
  users,
} from '#server/db/schema/index'
import { EXAMPLE_ESTIMATE } from '#server/features/business-api/v1-docs'
import { renewSubscriptionsJob } from '#server/features/subscriptions/subscriptions.feature'
import { createSubscriptionsRepository } from '#server/features/subscriptions/subscriptions.repository'
import { createLocalCardSubscriptions } from '#server/features/subscriptions/local-card-subscriptions'
import { createLocalCardProvider } from '#server/payments/local-card-provider/local-card-provider'
import { postAsPage, signUpVerified } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/create-test-app'
import { renderStubPdf } from '../helpers/report-purchase'
import { subscribe, testClock } from '../helpers/subscriptions'
import { teamActions } from '../helpers/teams'
import { describeOnEachDatabase } from '../helpers/test-database'

// Decision 017: the owner hands the organisation over to a member. The subscription, API keys and the team's workspace
// move in one transaction with the organisation row locked; on both databases, since that lock is what keeps a
// hand-over and an invitation (or a second hand-over) from interleaving.

describeOnEachDatabase('Handing over a team', (open) => {
  let t: TestApp
  const clock = testClock('2026-11-20T10:00:00.000Z')
  beforeEach(async () => {
    clock.set('2026-11-20T10:00:00.000Z')
    t = await createTestApp({}, { database: await open(), now: clock.now, renderReportPdf: renderStubPdf })
  })
  afterEach(async () => {
    await t.close()
  })

  const { invite, join } = teamActions(() => t)
  const expectProblem = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json()).toMatchObject({ status, code })
  }
  const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } })
  const idOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id
  const handOver = (cookie: string, userId: unknown) => postAsPage(t.app, '/api/team/hand-over', { userId }, cookie)
  /** A Business owner subscribed through the TEST MODE checkout with 4242…. */
  const businessOwner = async (email = 'owner@example.com') => {
    const cookie = await signUpVerified(t, email)
    await subscribe(t.app, cookie, { tier: 'business', billingPeriod: 'monthly' })
    return cookie
  }

  test('the subscription, API keys and the workspace move to the new owner; the old owner stays a member', async () => {
    const owner = await businessOwner()
    const project = (await postAsPage(t.app, '/api/projects', { name: 'Terrace portfolio' }, owner)).json().project
    const estimate = (
      await postAsPage(t.app, '/api/estimates', { ...EXAMPLE_ESTIMATE, projectId: project.id }, owner)
    ).json().estimate.id as string
    const report = await postAsPage(t.app, '/api/reports', { estimateId: estimate }, owner)
    expect(report.statusCode, report.body).toBe(200)
    const key = (await postAsPage(t.app, '/api/api-keys', { name: 'Portfolio sheet' }, owner)).json().key as string
    const apiCall = () => get('/api/v1/project-types', '', { authorization: `Bearer ${key}` })
    expect((await apiCall()).statusCode).toBe(200)
    const member = await join(owner, 'member@example.com')
    const memberId = await idOf('member@example.com')

    const handed = await handOver(owner, memberId)
    expect(handed.statusCode, handed.body).toBe(200)
    expect(handed.json()).toMatchObject({
      role: 'member',
      members: [
        { email: 'owner@example.com', role: 'member' },
        { email: 'member@example.com', role: 'owner' },
      ],
      plan: { tier: 'business', status: 'active' },
    })

    // Every row the owner's account held as the workspace is the new owner's, and so is the subscription.
    const db = t.database.db
    const [org] = await db.select().from(organizations)
    expect(org!.ownerUserId).toBe(memberId)
    expect((await db.select().from(projects)).map((p) => p.userId)).toEqual([memberId])
    expect((await db.select().from(estimates)).map((e) => e.userId)).toEqual([memberId])
    expect((await db.select().from(subscriptions)).map((s) => s.userId)).toEqual([memberId])
    const invoices = await db.select().from(subscriptionInvoices)
    expect(invoices.length).toBeGreaterThan(0)
    expect(invoices.every((i) => i.userId === memberId)).toBe(true)
    expect((await db.select().from(apiKeys)).map((k) => k.organizationId)).toEqual([org!.id])

    // The new owner sees Business, the keys and the month's calls; the old owner is on their own free plan.
    expect((await get('/api/subscription', member)).json().subscription).toMatchObject({ tier: 'business' })
    expect((await get('/api/subscription', owner)).json()).toEqual({ subscription: null })
    expect((await get('/api/api-keys', member)).json().keys).toEqual([expect.objectContaining({ status: 'active' })])
    expect((await get('/api/api-keys', owner)).json().keys).toEqual([])
    expect((await get('/api/dashboard', member)).json().usage.apiCallsUsed).toBe(1)
    expect((await apiCall()).statusCode).toBe(200)

    // Both work in the same workspace: the old owner still reads the project, the estimate and its report.
    expect((await get(`/api/projects/${project.id}`, owner)).statusCode).toBe(200)
    expect((await get(`/api/estimates/${estimate}`, owner)).json().estimate).toMatchObject({ hasReport: true })
    expect((await get('/api/reports', owner)).json()).toMatchObject({ total: 1 })
    expect((await get('/api/dashboard', owner)).json()).toMatchObject({
      user: { email: 'owner@example.com' },
      subscription: { tier: 'business' },
      totals: { projects: 1, estimates: 1 },
    })

    // The new owner manages the team now; the old owner can no longer invite.
    expect((await invite(member, 'third@example.com')).statusCode).toBe(201)
    expectProblem(await invite(owner, 'fourth@example.com'), 403, 'forbidden')
    expectProblem(await handOver(owner, memberId), 403, 'forbidden')

    const mail = t.mailer.sent.find((m) => m.to === 'member@example.com' && /You now own/.test(m.subject))!
    expect(mail.text).toMatch(/^owner handed the team over to you/)
    expect(mail.text).toMatch(/Business subscription is yours/)
    expect(mail.text).toMatch(/http:\/\/localhost:5000\/account\/team/)

    // TEST MODE's renewal job renews the moved subscription, invoiced to the new owner on the card it was paid with.
    clock.set('2026-12-21T10:00:00.000Z')
    await renewSubscriptionsJob(
      createLocalCardSubscriptions(createLocalCardProvider({ now: clock.now }), createSubscriptionsRepository(db)),
    ).handler({})
    const renewed = (await get('/api/subscription/invoices', member)).json().invoices
    expect(renewed).toHaveLength(2)
    expect(renewed[0]).toMatchObject({ status: 'paid', amountDuePence: 2999 })
    expect((await get('/api/subscription/invoices', owner)).json().invoices).toEqual([])
  })

  test('only the owner hands over, to a current member other than themself; a refusal moves nothing', async () => {
    const owner = await businessOwner()
    const member = await join(owner, 'member@example.com')
    const memberId = await idOf('member@example.com')
    const ownerId = await idOf('owner@example.com')
    const stranger = await signUpVerified(t, 'stranger@example.com')

    expectProblem(await postAsPage(t.app, '/api/team/hand-over', { userId: memberId }), 401, 'unauthorized')
    expectProblem(await handOver(member, ownerId), 403, 'forbidden')
    expectProblem(await handOver(stranger, memberId), 403, 'forbidden')
    const self = await handOver(owner, ownerId)
    expectProblem(self, 400, 'validation_failed')
    expect(self.json().errors).toEqual([expect.objectContaining({ path: 'userId' })])
    const bad = await handOver(owner, 'not-a-user')
    expectProblem(bad, 400, 'validation_failed')
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'userId' })])
    expectProblem(await handOver(owner, await idOf('stranger@example.com')), 404, 'not_found')
    // Invited but not yet joined is not a member.
    await invite(owner, 'pending@example.com')
    await signUpVerified(t, 'pending@example.com')
    expectProblem(await handOver(owner, await idOf('pending@example.com')), 404, 'not_found')

    // A member with a live plan of their own cannot take over the team's: one account holds one subscription.
    await t.database.db.insert(subscriptions).values({
      userId: memberId,
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(clock.now().getTime() + 20 * 86_400_000),
    })
    const ownPlan = await handOver(owner, memberId)
    expectProblem(ownPlan, 409, 'conflict')
    expect(ownPlan.json().detail).toMatch(/Pro subscription of their own/)
    // Rolled back whole: the organisation, the roles and the owner's subscription are as they were.
    expect((await t.database.db.select().from(organizations))[0]!.ownerUserId).toBe(ownerId)
    const roles = await t.database.db.select().from(organizationMembers)
    expect(Object.fromEntries(roles.map((r) => [r.userId, r.role]))).toEqual({
      [ownerId]: 'owner',
      [memberId]: 'member',
    })
    expect((await get('/api/subscription', owner)).json().subscription).toMatchObject({ tier: 'business' })
  })

  test('a hand-over racing invitations and a second hand-over: one owner, and every invitation from an owner', async () => {
    const owner = await businessOwner()
    await join(owner, 'a@example.com')
    await join(owner, 'b@example.com')
    const [ownerId, aId, bId] = (await Promise.all(['owner', 'a', 'b'].map((n) => idOf(`${n}@example.com`)))) as [
      string,
      string,
      string,
    ]

    const [toA, toB, ...invites] = await Promise.all([
      handOver(owner, aId),
      handOver(owner, bId),
      ...Array.from({ length: 4 }, (_, i) => invite(owner, `racer${i}@example.com`)),
    ])
    // Exactly one hand-over wins; the other finds the viewer no longer owns the team.
    const statuses = [toA!.statusCode, toB!.statusCode].sort()
    expect(statuses).toEqual([200, 403])
    const newOwnerId = toA!.statusCode === 200 ? aId : bId

    const db = t.database.db
    const [org] = await db.select().from(organizations)
    expect(org!.ownerUserId).toBe(newOwnerId)
    const roles = Object.fromEntries((await db.select().from(organizationMembers)).map((r) => [r.userId, r.role]))
    expect(roles).toEqual({ [ownerId]: 'member', [aId]: 'member', [bId]: 'member', [newOwnerId]: 'owner' })
    // An invitation either went out while the old owner still owned the team, or was refused: none in between.
    const sent = invites.filter((r) => r.statusCode === 201).length
    expect(sent + invites.filter((r) => r.statusCode === 403).length).toBe(4)
    const stored = (await db.select().from(organizationInvitations)).filter((i) => !i.acceptedAt)
    expect(stored).toHaveLength(sent)
    expect(stored.every((i) => i.organizationId === org!.id && i.invitedByUserId === ownerId)).toBe(true)
    expect((await db.select().from(subscriptions)).map((s) => s.userId)).toEqual([newOwnerId])
  })

  test('an owner whose team has members cannot delete the account; a member deleting theirs leaves the team', async () => {
    const owner = await businessOwner()
    const member = await join(owner, 'member@example.com')
    const refused = await postAsPage(t.app, '/api/auth/delete-user', { password: 'correct horse battery' }, owner)
    expectProblem(refused, 409, 'conflict')
    expect(refused.json().detail).toMatch(/Hand over ownership/)
    expect((await get('/api/subscription', owner)).json().subscription).toMatchObject({ status: 'active' })

    const deleted = await postAsPage(t.app, '/api/auth/delete-user', { password: 'correct horse battery' }, member)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await get('/api/team', owner)).json().members).toEqual([
      expect.objectContaining({ email: 'owner@example.com', role: 'owner' }),
    ])
    const alone = await postAsPage(t.app, '/api/auth/delete-user', { password: 'correct horse battery' }, owner)
    expect(alone.statusCode, alone.body).toBe(200)
    expect(await t.database.db.select().from(organizations)).toEqual([])
  })

  test('a member neither buys a plan nor opens the billing portal: the owner manages the team’s billing', async () => {
    const owner = await businessOwner()
    const member = await join(owner, 'member@example.com')
    const checkout = await postAsPage(
      t.app,
      '/api/create-subscription',
      { tier: 'pro', billingPeriod: 'monthly' },
      member,
    )
    expectProblem(checkout, 409, 'conflict')
    expect(checkout.json().detail).toMatch(/You’re on owner’s team/)
    const portal = await postAsPage(t.app, '/api/billing-portal', {}, member)
    expectProblem(portal, 409, 'conflict')
    expect(portal.json().detail).toMatch(/billed to its owner, owner:/)
    expect((await get('/api/team', member)).json()).toMatchObject({
      role: 'member',
      plan: { tier: 'business', status: 'active', billingPeriod: 'monthly', cancelAtPeriodEnd: false },
    })
    expect((await postAsPage(t.app, '/api/billing-portal', {}, owner)).statusCode).toBe(200)
  })
})
