import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { payments, pdfReports } from '#server/db/schema/index'
import { cleanUpCrashes, crashMidRender, expectReachable, setUp } from '../helpers/report-crash'

// The real server (`src/server/main.ts`) as a child process, killed with SIGKILL while it renders a paid report
// (issue 24, item 5: the report was finished after a restart but its payment never pointed at it, so the estimate
// page offered neither the report nor a way to buy it). On PostgreSQL the test watches the rows while the server
// works; an embedded PGlite data dir opens in one process only, so there it reads them once the server stopped.
// One case per file (tests/helpers/report-crash.ts holds what they share), so their waits overlap.
afterEach(cleanUpCrashes)

describe('a server killed while it renders a paid report, on PGlite (embedded)', () => {
  test('killed 250 ms after verify: after a restart the estimate names its report, the view serves it, the payment points at it', async () => {
    const setup = await setUp('pglite')
    const run = await crashMidRender(setup, { afterMs: 250 })
    const reportId = await expectReachable(run.second.url, run.estimate.id)
    const mail = await setup.inbox.waitForMessage(0, 60_000)
    expect(mail.subject).toBe(`Your Professional QS Report ${reportId}`)
    await run.second.stop()
    const database = await setup.open()
    try {
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, run.paymentIntentId))
      expect(payment).toMatchObject({ status: 'succeeded', reportId })
      expect(await database.db.select().from(pdfReports)).toHaveLength(1)
    } finally {
      await setup.done(database)
    }
  }, 180_000)
})
