import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { payments } from '#server/db/schema/index'
import { cleanUpCrashes, crashMidRender, expectReachable, setUp } from '../helpers/report-crash'
import { POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

// The real server (`src/server/main.ts`) as a child process, killed with SIGKILL while it renders a paid report
// (issue 24, item 5: the report was finished after a restart but its payment never pointed at it, so the estimate
// page offered neither the report nor a way to buy it). On PostgreSQL the test watches the rows while the server
// works; an embedded PGlite data dir opens in one process only, so there it reads them once the server stopped.
// One case per file (tests/helpers/report-crash.ts holds what they share), so their waits overlap.
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!hasPostgres) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)
afterEach(cleanUpCrashes)

describe.skipIf(!hasPostgres)('a server killed while it renders a paid report, on PostgreSQL', () => {
  test('killed 250 ms after verify (as in the review): the estimate names its report and the view serves it', async () => {
    const setup = await setUp('postgres')
    const database = await setup.open()
    const run = await crashMidRender(setup, { afterMs: 250 })
    const reportId = await expectReachable(run.second.url, run.estimate.id)
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, run.paymentIntentId))
    expect(payment).toMatchObject({ status: 'succeeded', reportId })
    const mail = await setup.inbox.waitForMessage(0, 60_000)
    expect(mail.subject).toBe(`Your Professional QS Report ${reportId}`)
  }, 180_000)
})
