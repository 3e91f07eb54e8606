import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { pdfReports } from '#server/db/schema/index'
import { createReportPurchaseRepository } from '#server/features/report-purchase/report-purchase.repository'
import { createEstimatesRepository } from '#server/features/estimates/estimates.repository'
import { generateReportId } from '#server/features/reports/report-id'
import { enqueueRenderReport, RENDER_REPORT_JOB, renderReportJob } from '#server/features/reports/report-jobs'
import { createReportLinks } from '#server/features/reports/report-links'
import { createReportsRepository, type ReportMetadata } from '#server/features/reports/reports.repository'
import { createReportsService } from '#server/features/reports/reports.service'
import { createMailCaps } from '#server/limits/mail-caps'
import { openJobQueue } from '#server/jobs/job-queue'
import type { MailMessage, Mailer } from '#server/mail/mailer'
import { addDays } from '#shared/retention'
import { cleanupAfterEach, prepareDatabaseTemplate } from '../helpers/lifecycle'
import { BUYER_EMAIL, insertPricedEstimate, renderStubPdf } from '../helpers/report-purchase'
import { createTestDatabase } from '../helpers/test-database'

const quietLog = { info() {}, warn() {}, error() {} }

prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

/** A mailer whose first `failures` sends are refused, as by an SMTP server that is down. */
function flakyMailer(failures: number): Mailer & { attempts: number; accepted: MailMessage[] } {
  const mailer = {
    attempts: 0,
    accepted: [] as MailMessage[],
    async send(message: MailMessage) {
      mailer.attempts++
      if (mailer.attempts <= failures) throw new Error('451 4.3.0 mail server temporarily unavailable')
      mailer.accepted.push(message)
      return { messageId: `<${mailer.attempts}@test>` }
    },
    close() {},
  }
  return mailer
}

/** The reports service with a real pg-boss worker on in-memory PGlite; retries at once and a 1 s hold, for speed. */
async function startReports(mailer: Mailer) {
  const database = await createTestDatabase()
  onCleanup(() => database.close())
  const jobs = await openJobQueue(database, { work: true }, quietLog)
  onCleanup(() => jobs.stop())
  const reports = createReportsService({
    repo: createReportsRepository(database.db),
    estimates: createEstimatesRepository(database.db),
    payments: createReportPurchaseRepository(database.db),
    renderPdf: renderStubPdf,
    links: createReportLinks({ secret: 'render-report-job-test-secret-0123456789', baseUrl: 'https://example.test' }),
    mailer,
    mailCaps: createMailCaps(undefined),
    log: quietLog,
    now: () => new Date(),
    leaseMs: 1000,
    enqueueFinish: enqueueRenderReport(jobs),
  })
  await jobs.register([{ ...renderReportJob(reports), retry: { limit: 5, delaySeconds: 0 } }])
  return { database, jobs, reports }
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('a report orphaned mid-render is rendered, emailed and linked to its payment by the job with nobody visiting, retrying the email until it is accepted', async () => {
  const mailer = flakyMailer(2)
  const { database, jobs } = await startReports(mailer)
  const estimate = await insertPricedEstimate(database)
  // What a kill -9 during the buyer's verify leaves behind: a paid payment not yet pointing at its report, a pending
  // report row held by a process that is gone, and its render-report job (sent here without the head start).
  const payments = createReportPurchaseRepository(database.db)
  await payments.insert({
    provider: 'test',
    providerPaymentId: 'pi_test_orphaned',
    estimateId: estimate.id,
    amountPence: 699,
    currency: 'gbp',
    status: 'succeeded',
    email: BUYER_EMAIL,
  })
  const { report } = await createReportsRepository(database.db).insertPendingIfMissing({
    reportId: generateReportId(),
    estimateId: estimate.id,
    paymentIntentId: 'pi_test_orphaned',
    clientEmail: BUYER_EMAIL,
    propertyAddress: estimate.propertyAddress,
    totalExVatPence: estimate.totalExVatPence,
    totalCostIncVatPence: estimate.totalCostIncVatPence,
    expiresAt: addDays(new Date(), 7 * 365),
    renderStartedAt: new Date(),
    reportMetadata: {},
  })
  await jobs.send(RENDER_REPORT_JOB, { id: report.id }, { singletonKey: report.id })

  const jobState = () =>
    database.sql.executeSql(`select state, retry_count as "retryCount" from pgboss.job where name = $1`, [
      RENDER_REPORT_JOB,
    ])
  const finished = await poll(jobState, (r) => (r.rows[0] as { state: string }).state === 'completed', 45_000)
  expect(finished.rows).toEqual([{ state: 'completed', retryCount: 2 }])

  const [row] = await database.db.select().from(pdfReports).where(eq(pdfReports.id, report.id))
  expect(row).toMatchObject({ status: 'ready', renderStartedAt: null })
  expect(row!.pdfData!.subarray(0, 5).toString()).toBe('%PDF-')
  expect((row!.reportMetadata as ReportMetadata).emailedAt).toEqual(expect.any(String))
  expect(mailer.attempts).toBe(3)
  expect(mailer.accepted).toHaveLength(1)
  expect((await payments.findByProviderPaymentId('pi_test_orphaned'))?.reportId).toBe(report.reportId)
  expect(mailer.accepted[0]).toMatchObject({
    to: BUYER_EMAIL,
    subject: `Your Professional QS Report ${report.reportId}`,
  })
}, 60_000)

test('the buyer’s own request renders and emails at once; its queued job then finds nothing to do', async () => {
  const mailer = flakyMailer(0)
  const { database, reports } = await startReports(mailer)
  const estimate = await insertPricedEstimate(database)
  const bought = await reports.createReportForPayment({
    paymentIntentId: 'pi_test_inline',
    estimateId: estimate.id,
    email: null,
  })
  expect(bought).toMatchObject({ created: true, ready: true, email: BUYER_EMAIL, emailed: true })
  const queued = await database.sql.executeSql(
    `select state, singleton_key as "key", start_after > now() as "later" from pgboss.job where name = $1`,
    [RENDER_REPORT_JOB],
  )
  const [row] = await database.db.select().from(pdfReports).where(eq(pdfReports.reportId, bought.reportId))
  expect(queued.rows).toEqual([{ state: 'created', key: row!.id, later: true }])

  await reports.finishReport(row!.id)
  expect(mailer.accepted).toHaveLength(1)
})
