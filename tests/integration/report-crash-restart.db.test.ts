import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { payments, pdfReports } from '#server/db/schema/index'
import type { ReportMetadata } from '#server/features/reports/reports.repository'
import { describeCrashOnPostgres, crashMidRender, expectReachable, setUp, until } from '../helpers/report-crash'
import { BUYER_EMAIL } from '../helpers/report-purchase'

// A server killed while it renders a paid report (decision 022): tests/helpers/report-crash.ts says how, and
// holds what the cases share.
describeCrashOnPostgres(() => {
  test('finishes the report after a restart (rendered, emailed, linked to its payment) within a minute, with nobody visiting it', async () => {
    const setup = await setUp('postgres')
    const database = await setup.open()
    const reportRow = async (paymentIntentId: string) =>
      (await database.db.select().from(pdfReports).where(eq(pdfReports.paymentIntentId, paymentIntentId)))[0]
    const run = await crashMidRender(setup, { whenRowExists: reportRow })
    expect(run.answered).toBeInstanceOf(Error)
    const orphan = (await reportRow(run.paymentIntentId))!
    // The render was cut off: nothing stored, nothing sent (else this run did not test a crash).
    expect(orphan.status, run.first.output()).toBe('pending')
    expect(setup.inbox.messages).toHaveLength(0)

    const ready = await until(
      'the report is rendered and emailed',
      async () => {
        const row = await reportRow(run.paymentIntentId)
        return row?.status === 'ready' && (row.reportMetadata as ReportMetadata).emailedAt ? row : undefined
      },
      60_000,
      250,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${run.second.output()}`)
    })
    const mail = await setup.inbox.waitForMessage(0, 5_000)
    const finishedMs = Date.now() - run.restartedAt
    process.stdout.write(`  report finished ${finishedMs} ms after the restart\n`)

    expect(finishedMs).toBeLessThan(60_000)
    expect(ready.pdfData!.subarray(0, 5).toString()).toBe('%PDF-')
    expect(mail.to?.[0]?.address).toBe(BUYER_EMAIL)
    expect(mail.subject).toBe(`Your Professional QS Report ${ready.reportId}`)
    expect(mail.attachments[0]?.mimeType).toBe('application/pdf')
    expect(setup.inbox.messages).toHaveLength(1)

    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, run.paymentIntentId))
    expect(payment).toMatchObject({ status: 'succeeded', reportId: ready.reportId })
    expect(await expectReachable(run.second.url, run.estimate.id)).toBe(ready.reportId)
  }, 180_000)
})
