import { describe, expect, test } from 'vitest'
import { appraise } from '#shared/appraisal/appraise'
import { appraisalContextFromPlan } from '#shared/appraisal/context'
import type { CostPlan } from '#shared/cost-engine/types'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { errorPaths } from '#tests/helpers/inject'
import { createEstimatesRepository } from './estimates.repository'

/** Decision 029: the investor appraisal is saved with its estimate, and the estimate answers its figures. */
const flat = { projectType: 'whole_house_renovation', sizeSqm: 70, region: 'midlands', renovationScope: 'full' }
const input = {
  strategy: 'single_let',
  purchasePricePence: 15_000_000,
  gdvPence: 21_000_000,
  monthlyRentPence: 110_000,
}

describe('PUT /api/estimates/:id/appraisal', () => {
  const t = setupTestApp()

  async function made() {
    const res = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: flat })
    const cookie = String(res.headers['set-cookie']).split(';')[0]!
    return { id: res.json().estimate.id as string, cookie }
  }
  const put = (id: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/estimates/${id}/appraisal`,
      payload,
      headers: cookie ? { cookie } : {},
    })

  test('the browser that made it saves it; GET answers the input and the module figures for the estimate', async () => {
    const { id, cookie } = await made()
    const before = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate
    expect(before.appraisal).toBeNull()

    const res = await put(id, { input }, cookie)
    expect(res.statusCode).toBe(200)

    const got = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate
    expect(got.appraisal.input).toEqual(input)
    const row = await createEstimatesRepository(t.database.db).findById(id)
    const expected = appraise(input as never, appraisalContextFromPlan(row!.costBreakdown as CostPlan))
    expect(got.appraisal.result).toEqual(JSON.parse(JSON.stringify(expected)))
    expect(got.appraisal.result.works.likelyPence).toBe(Math.round(got.range.likely * 100))
    expect(got.appraisal.result.grossYieldPercent).toBeGreaterThan(0)
    expect(res.json().estimate.appraisal.result.grossYieldPercent).toBe(got.appraisal.result.grossYieldPercent)
  })

  test('the link alone may not save one (403), an unknown estimate is 404', async () => {
    const { id } = await made()
    const refused = await put(id, { input })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['content-type']).toContain('application/problem+json')
    const got = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate
    expect(got.appraisal).toBeNull()
    expect((await put('00000000-0000-4000-8000-000000000000', { input })).statusCode).toBe(404)
  })

  test('bad input is problem+json naming each field', async () => {
    const { id, cookie } = await made()
    const bad = await put(id, { input: { purchasePricePence: -1, rooms: 2.5, finance: { type: 'gold' } } }, cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
    expect(errorPaths(bad)).toEqual(
      expect.arrayContaining(['input.purchasePricePence', 'input.rooms', 'input.finance.type']),
    )
  })
})
