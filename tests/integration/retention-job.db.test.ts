import { expect, test } from 'vitest'
import { createEstimatesRepository } from '#server/features/estimates/estimates.repository'
import { createRetentionService } from '#server/features/retention/retention.service'
import { createSupportRepository } from '#server/features/support/support.repository'
import { startJobQueue } from '#server/jobs/job-queue'
import { addDays } from '#shared/retention'
import { buildEstimateRow } from '../factories/estimate'
import { cleanupAfterEach, prepareDatabaseTemplate } from '../helpers/lifecycle'
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

prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

test('the daily purge is scheduled in pg-boss and deletes free estimates older than 30 days when it runs', async () => {
  const database = await createTestDatabase()
  onCleanup(() => database.close())
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
  const jobs = await startJobQueue(
    database,
    [{ name: 'purge-expired', cron: '17 3 * * *', handler: async () => void (await retention.purgeExpired(), ran++) }],
    quietLog as never,
  )
  onCleanup(() => jobs.stop())
  const schedules = await database.sql.executeSql('select name, cron from pgboss.schedule')
  expect(schedules.rows).toEqual([{ name: 'purge-expired', cron: '17 3 * * *' }])

  await jobs.send('purge-expired', {})
  const deadline = Date.now() + 15_000
  while (ran === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  expect(ran).toBe(1)
  expect(await estimates.findById(old.id)).toBeUndefined()
  expect(await estimates.findById(fresh.id)).toBeDefined()
})
