import { describe, expect, test } from 'vitest'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { errorPaths } from '#tests/helpers/inject'

/** The facts an estimate was priced on can be corrected after it is made, and the price follows. */
const house = {
  projectType: 'whole_house_renovation',
  sizeSqm: 110,
  region: 'midlands',
  renovationScope: 'light',
  description: '1930s semi, new combi boiler and radiators, quartz worktops',
}

interface Fact {
  id: string
  value: string
  source: string
}

describe('POST /api/estimates/:id/revisions', () => {
  const t = setupTestApp()
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })

  test('the estimate lists the facts it read, and a corrected fact re-prices as a new estimate', async () => {
    const original = (await post('/api/estimates', house)).json().estimate
    const facts = original.facts as Fact[]
    expect(facts).toEqual(
      expect.arrayContaining([
        { id: 'heating', value: 'new_system', source: 'description' },
        { id: 'property_age', value: '1919_1965', source: 'description' },
        { id: 'worktops', value: 'stone', source: 'description' },
        { id: 'renovation_scope', value: 'light', source: 'form' },
      ]),
    )
    expect(original.unknowns).not.toContain('Age of the property')

    const res = await post(`/api/estimates/${original.id}/revisions`, { smartAnswers: { heating: 'replace_boiler' } })
    expect(res.statusCode).toBe(201)
    const revised = res.json().estimate
    expect(revised.id).not.toBe(original.id)
    expect(revised.totalCostIncludingVAT).toBeLessThan(original.totalCostIncludingVAT)
    expect(revised.facts).toContainEqual({ id: 'heating', value: 'replace_boiler', source: 'answer' })
    // Everything else is the same job.
    expect(revised).toMatchObject({ projectType: 'whole_house_renovation', sizeSqm: 110, region: 'midlands' })
    expect(revised.facts).toContainEqual({ id: 'worktops', value: 'stone', source: 'description' })
    // The original is unchanged.
    const again = (await t.app.inject({ method: 'GET', url: `/api/estimates/${original.id}` })).json().estimate
    expect(again.totalCostIncludingVAT).toBe(original.totalCostIncludingVAT)
  })

  test('a scope answer sets the scope', async () => {
    const original = (await post('/api/estimates', house)).json().estimate
    const revised = (
      await post(`/api/estimates/${original.id}/revisions`, { smartAnswers: { renovation_scope: 'full' } })
    ).json().estimate
    expect(revised.scope).toMatchObject({ value: 'full', stated: true })
    expect(revised.totalCostIncludingVAT).toBeGreaterThan(original.totalCostIncludingVAT)
  })

  test('rejects answers that are not options, and no answers at all', async () => {
    const { id } = (await post('/api/estimates', house)).json().estimate
    const bad = await post(`/api/estimates/${id}/revisions`, { smartAnswers: { heating: 'lots' } })
    expect(bad.statusCode).toBe(400)
    expect(errorPaths(bad)).toContain('smartAnswers.heating')
    expect((await post(`/api/estimates/${id}/revisions`, { smartAnswers: {} })).statusCode).toBe(400)
  })

  test('404 for an unknown estimate', async () => {
    const res = await post('/api/estimates/00000000-0000-4000-8000-000000000000/revisions', {
      smartAnswers: { damp: 'yes' },
    })
    expect(res.statusCode).toBe(404)
  })
})
