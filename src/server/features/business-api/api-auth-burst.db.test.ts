import { randomUUID } from 'node:crypto'
import { afterEach, expect, test } from 'vitest'
import { API_AUTH_FAILURES } from '#server/features/business-api/business-api.service'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { describeOnEachDatabase } from '#tests/helpers/test-database'

// A burst of wrong Business API keys from one address, counted in each shared store. In the `db-timed` project
// (vitest.config.ts): an instance stops trusting Redis after 500 ms without an answer and then counts on its own, so
// another test file's CPU beside this one could decide the count.

describeOnEachDatabase('Business API key failures', (open) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
  })

  test.each([
    ['the database', {}],
    ['Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
  ])('200 wrong keys at once from one address, counted in %s: exactly 20 get 401, the rest 429', async (_, env) => {
    const app = await createTestApp(
      { RATE_LIMITS: 'on', ...env },
      { database: await open(), counterKeyPrefix: `api-failures-${randomUUID()}:` },
    )
    t = app
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.app.inject({
          method: 'GET',
          url: '/api/v1/regions',
          remoteAddress: '203.0.113.8',
          headers: { authorization: `Bearer rce_test_${String(i).padStart(32, 'C')}` },
        }),
      ),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(API_AUTH_FAILURES.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - API_AUTH_FAILURES.max)
  })
})
