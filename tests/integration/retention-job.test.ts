import { afterEach, beforeAll, expect, test } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { createEstimatesRepository } from '../../src/server/features/estimates/estimates.repository'
import { createRetentionService } from '../../src/server/features/retention/retention.service'
import { createSupportRepository } from '../../src/server/features/support/support.repository'
import { startJobQueue, type JobQueue } from '../../src/server/jobs/job-queue'
import { addDays } from '../../src/shared/retention'
import { buildEstimateRow } from '../factories/estimate'
import { createTestDatabase } from '../helpers/test-database'

const quietLog = {
  info() {},
  error() {},
  warn() {},
  debug() {},
  fatal() {},
  trace() {},
  child() {
    return quietLog
  },
  level: 'silent',
  silent() {},
}

// Builds the migrated template once, inside the (longer) hook timeout.
beforeAll(async () => {
  await (await createTestDatabase()).close()
})

let database: Database | undefined
let jobs: JobQueue | undefined
afterEach(async () => {
  await jobs?.stop()
  await database?.close()
})

test('the daily purge is scheduled in pg-boss and deletes free estimates older than 30 days when it runs', async () => {
  database = await createTestDatabase()
  const estimates = createEstimatesRepository(database.db)
  const now = new Date()
  const old = await estimates.insert(buildEstimateRow({ retainUntil: addDays(now, -1) }))
  const fresh = await estimates.insert(buildEstimateRow({ retainUntil: addDays(now, 30) }))
  const retention = createRetentionService({
    stores: { estimates, supportMessages: createSupportRepository(database.db) },
    now: () => now,
    log: quietLog,
  })
  let ran = 0
  jobs = await startJobQueue(
    database,
    [{ name: 'purge-expired', cron: '17 3 * * *', handler: async () => void (await retention.purgeExpired(), ran++) }],
    quietLog as never,
  )
  const schedules = await database.sql.executeSql('select name, cron from pgboss.schedule')
  expect(schedules.rows).toEqual([{ name: 'purge-expired', cron: '17 3 * * *' }])

  await jobs.send('purge-expired', {})
  const deadline = Date.now() + 15_000
  while (ran === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  expect(ran).toBe(1)
  expect(await estimates.findById(old.id)).toBeUndefined()
  expect(await estimates.findById(fresh.id)).toBeDefined()
})
