import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { payments } from '#server/db/schema/index'
import { describeCrashOnPostgres, crashMidRender, expectReachable, setUp } from '../helpers/report-crash'

// A server killed while it renders a paid report (decision 022): tests/helpers/report-crash.ts says how, and
// holds what the cases share.
describeCrashOnPostgres(() => {
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
