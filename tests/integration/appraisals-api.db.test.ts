import { expect, test } from 'vitest'
import { appraise } from '#shared/appraisal/appraise'
import { appraisalContextFromPlan } from '#shared/appraisal/context'
import type { AppraisalInput } from '#shared/appraisal/schema'
import type { CostPlan } from '#shared/cost-engine/types'
import { createEstimatesRepository } from '#server/features/estimates/estimates.repository'
import { EXAMPLE_APPRAISAL, EXAMPLE_ESTIMATE } from '#server/features/business-api/v1-docs'
import { postAsPage, signUpVerified } from '../helpers/accounts'
import { grantPlan } from '../helpers/subscriptions'
import { errorPaths } from '../helpers/inject'
import { setupTestApp } from '../helpers/lifecycle'

// Decision 029: POST /api/v1/appraisals answers the module's figures, as the estimate page computes them.

// The app's clock is fixed: a context without a price date takes the purchase date from it.
const t = setupTestApp({}, { now: () => new Date('2026-11-20T09:30:00Z') })
const json = JSON.parse.bind(JSON) as (s: string) => unknown
const plain = (v: unknown) => json(JSON.stringify(v))

async function businessKey(email: string) {
  const cookie = await signUpVerified(t, email)
  await grantPlan(t, email, 'business', new Date(Date.now() + 30 * 86_400_000))
  const res = await postAsPage(t.app, '/api/api-keys', { name: 'Deal tool' }, cookie)
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { key: string }).key
}
const call = (key: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${key}` } })

test('on an estimate and on a given works cost: the same figures as the module for the same inputs', async () => {
  const key = await businessKey('investor@example.com')
  const made = await call(key, '/api/v1/estimates', EXAMPLE_ESTIMATE)
  expect(made.statusCode, made.body).toBe(201)
  const estimateId = made.json().estimate.id as string
  const input: AppraisalInput = {
    strategy: 'brrr',
    purchasePricePence: 12_000_000,
    gdvPence: 19_000_000,
    monthlyRentPence: 95_000,
    purchaseDate: '2026-11-20',
    finance: { type: 'bridging', ltvPercent: 70, annualRatePercent: 10.8 },
  }

  const onEstimate = await call(key, '/api/v1/appraisals', { estimateId, input })
  expect(onEstimate.statusCode, onEstimate.body).toBe(200)
  const row = await createEstimatesRepository(t.database.db).findById(estimateId)
  const expected = appraise(input, appraisalContextFromPlan(row!.costBreakdown as CostPlan))
  expect(onEstimate.json().appraisal.result).toEqual(plain(expected))
  expect(expected.moneyLeftInPence).toBeGreaterThanOrEqual(0)
  expect(expected.strategy).toBe('brrr')

  // No price date given: the route takes today from the app's clock (fixed above).
  const undated = EXAMPLE_APPRAISAL.context
  const context = { ...EXAMPLE_APPRAISAL.context, priceDate: '2026-11-20' }
  const given = await call(key, '/api/v1/appraisals', { input: EXAMPLE_APPRAISAL.input, context: undated })
  expect(given.statusCode, given.body).toBe(200)
  const direct = appraise(EXAMPLE_APPRAISAL.input as AppraisalInput, context)
  expect(given.json().appraisal.result).toEqual(plain(direct))
  expect(given.json().appraisal.result.works.likelyPence).toBe(4_200_000)
  expect(given.json().appraisal.result.tax.tax).toBe('SDLT')
  expect(given.json().appraisal.result.purchaseDate).toBe('2026-11-20')
})

test('bad input is problem+json naming each field; another organisation’s estimate is 404', async () => {
  const key = await businessKey('analyst@example.com')
  const bad = await call(key, '/api/v1/appraisals', {
    input: { monthlyRentPence: 'lots', icr: { ratioPercent: 900 } },
    context: { works: { lowPence: 1, likelyPence: 2, highPence: 3 }, programmeMonths: 0, region: 'london' },
  })
  expect(bad.statusCode).toBe(400)
  expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/)
  expect(errorPaths(bad)).toEqual(
    expect.arrayContaining(['input.monthlyRentPence', 'input.icr.ratioPercent', 'context.programmeMonths']),
  )
  const neither = await call(key, '/api/v1/appraisals', { input: {} })
  expect(neither.statusCode).toBe(400)
  expect(errorPaths(neither)).toContain('estimateId')
  const missing = await call(key, '/api/v1/appraisals', {
    estimateId: '00000000-0000-4000-8000-000000000000',
    input: {},
  })
  expect(missing.statusCode).toBe(404)
  const doc = await t.app.inject({
    method: 'GET',
    url: '/api/v1/openapi.json',
    headers: { authorization: `Bearer ${key}` },
  })
  expect(doc.json().paths['/api/v1/appraisals'].post.summary).toBe('Appraise a deal')
})
