import { describe, expect, test } from 'vitest'
import { buildEstimateInput } from '#tests/factories/estimate'
import { APP_ORIGIN, postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { errorPaths } from '#tests/helpers/inject'

describe('/api/projects', () => {
  const t = setupTestApp({}, {}, { each: true })
  const patch = (cookie: string, url: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: { cookie, origin: APP_ORIGIN } })

  test('signed out: 401 problem on every project route, and the dashboard is the demo', async () => {
    for (const [method, url] of [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { name: 'Loft' } : undefined })
      expect(res.statusCode, url).toBe(401)
      expect(res.json()).toMatchObject({ code: 'unauthorized', detail: 'Please sign in to continue.' })
    }
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard' })
    expect(dashboard.json()).toMatchObject({
      isDemo: true,
      user: { name: 'Demo Homeowner' },
      subscription: { tier: 'pro', status: 'active' },
      usage: { estimatesThisMonth: 4, reportsGenerated: 2, apiCallsUsed: 0 },
    })
    expect(dashboard.json().estimates).toHaveLength(3)
  })

  test('create, list, read, update and delete; money in pounds with 2 decimals', async () => {
    const cookie = await signUpVerified(t, 'pat@example.com')
    const created = await postAsPage(
      t.app,
      '/api/projects',
      { name: '  Victorian terrace  ', propertyAddress: '12 Elm Grove', totalBudget: 85000.5 },
      cookie,
    )
    expect(created.statusCode).toBe(201)
    const project = created.json().project
    expect(project).toMatchObject({
      name: 'Victorian terrace',
      propertyAddress: '12 Elm Grove',
      status: 'planning',
      totalBudget: 85000.5,
      spentAmount: 0,
      completionPercentage: 0,
      estimatesCount: 0,
    })
    const listed = await t.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } })
    expect(listed.json().projects).toEqual([project])

    const updated = await patch(cookie, `/api/projects/${project.id}`, {
      status: 'in_progress',
      spentAmount: '1234.56',
      completionPercentage: 40,
      totalBudget: '',
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().project).toMatchObject({
      status: 'in_progress',
      spentAmount: 1234.56,
      completionPercentage: 40,
      totalBudget: null,
    })
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })
    expect(dashboard.json()).toMatchObject({
      isDemo: false,
      user: { email: 'pat@example.com' },
      subscription: { tier: 'free', currentPeriodEnd: null },
      projects: [{ id: project.id, status: 'in_progress', totalBudget: null, estimatesCount: 0 }],
      limits: { savedEstimatesPerMonth: 1, projects: 1 },
    })

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      headers: { cookie, origin: APP_ORIGIN },
    })
    expect(gone.statusCode).toBe(204)
    const again = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: { cookie } })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ code: 'not_found', detail: 'Project not found' })
  })

  test('bad input: 400 problem naming each field, nothing stored', async () => {
    const cookie = await signUpVerified(t, 'val@example.com')
    const bad = await postAsPage(
      t.app,
      '/api/projects',
      { name: ' ', totalBudget: -5, propertyAddress: 'x'.repeat(301) },
      cookie,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Project name is required' },
        { path: 'totalBudget', message: "Total budget can't be negative" },
        { path: 'propertyAddress', message: 'Property address must be at most 300 characters' },
      ]),
    )
    expect((await t.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } })).json().projects).toEqual(
      [],
    )

    const { project } = (await postAsPage(t.app, '/api/projects', { name: 'Loft' }, cookie)).json()
    const badPatch = await patch(cookie, `/api/projects/${project.id}`, {
      status: 'done',
      completionPercentage: 101,
      spentAmount: 1.234,
    })
    expect(badPatch.statusCode).toBe(400)
    expect(errorPaths(badPatch)).toEqual(['completionPercentage', 'spentAmount', 'status'])
    const empty = await patch(cookie, `/api/projects/${project.id}`, {})
    expect(empty.statusCode).toBe(400)
  })

  test('an estimate made signed in with a projectId that is not one of the account’s projects: 404, nothing made', async () => {
    const cookie = await signUpVerified(t, 'ghost@example.com')
    const res = await postAsPage(
      t.app,
      '/api/estimates',
      { ...buildEstimateInput(), projectId: '6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11' },
      cookie,
    )
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'not_found', detail: 'Project not found' })
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })
    expect(dashboard.json().totals.estimates).toBe(0)
  })
})
