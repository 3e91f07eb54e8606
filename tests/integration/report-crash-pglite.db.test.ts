import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { payments, pdfReports } from '#server/db/schema/index'
import { cleanUpCrashes, crashMidRender, expectReachable, setUp } from '../helpers/report-crash'

// A server killed while it renders a paid report (decision 022): tests/helpers/report-crash.ts says how, and
// holds what the cases share.
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
