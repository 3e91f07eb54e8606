import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { payments, pdfReports } from '../../src/server/db/schema/index'
import type { Database } from '../../src/server/db/client'
import { ALREADY_BOUGHT_MESSAGE } from '../../src/server/features/billing/billing-errors'
import { confirm, LINK_SECRET, verify } from '../helpers/billing-routes'
import { createTestApp, type createMemoryMailer } from '../helpers/create-test-app'
import { cleanupAfterEach, prepareDatabaseTemplate } from '../helpers/lifecycle'
import { startPostgresInstance } from '../helpers/postgres-instance'
import { BUYER_EMAIL, createIntent, insertPricedEstimate, renderStubPdf } from '../helpers/report-purchase'
import { createDatabase } from '../../src/server/db/client'
import { createPostgresTestDatabaseUrl, POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

// Issue 24, item 2: two intents for one estimate confirmed at the same moment took two payments on PostgreSQL.
// The database decides which one is taken, so it holds across instances (the PostgreSQL runs confirm the two
// intents on two app instances sharing one database).
const TRIALS = 10
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!hasPostgres) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)

prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

type Mailbox = ReturnType<typeof createMemoryMailer>

/** One trial: two tabs open an intent each for a new estimate, then pay and verify both at once. */
async function payTwiceAtOnce(database: Database, [a, b]: [FastifyInstance, FastifyInstance], mailers: Mailbox[]) {
  const estimate = await insertPricedEstimate(database)
  const first = await createIntent(a, estimate.id)
  const second = await createIntent(b, estimate.id)
  const confirms = await Promise.all([confirm(a, first.clientSecret), confirm(b, second.clientSecret)])
  const verifies = await Promise.all([
    verify(a, { paymentIntentId: first.paymentIntentId, estimateId: estimate.id }),
    verify(b, { paymentIntentId: second.paymentIntentId, estimateId: estimate.id }),
  ])

  expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 409])
  const refused = confirms.find((r) => r.statusCode === 409)!
  expect(refused.headers['content-type']).toContain('application/problem+json')
  expect(refused.json()).toMatchObject({ code: 'conflict', detail: ALREADY_BOUGHT_MESSAGE })

  const rows = await database.db.select().from(payments).where(eq(payments.estimateId, estimate.id))
  const paid = rows.filter((row) => row.status === 'succeeded')
  expect(paid).toHaveLength(1)
  const paidIndex = paid[0]!.providerPaymentId === first.paymentIntentId ? 0 : 1
  expect(confirms[paidIndex]!.statusCode).toBe(200)
  expect(verifies[paidIndex]!.statusCode).toBe(200)
  // The intent that was refused was never charged, so it cannot be verified.
  expect(verifies[1 - paidIndex]!.statusCode).toBe(402)

  const reports = await database.db.select().from(pdfReports).where(eq(pdfReports.estimateId, estimate.id))
  expect(reports).toHaveLength(1)
  expect(paid[0]!.reportId).toBe(reports[0]!.reportId)
  const emails = mailers.flatMap((m) => m.sent).filter((m) => m.subject.includes(reports[0]!.reportId))
  expect(emails.map((m) => m.to)).toEqual([BUYER_EMAIL])
  const [unpaid] = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.estimateId, estimate.id), eq(payments.status, 'requires_payment_method')))
  expect(unpaid).toBeDefined()
}

describe('two intents for one estimate confirmed at once: exactly one is taken', () => {
  test(`on PGlite (embedded), ${TRIALS} trials`, async () => {
    const t = await createTestApp({ LINK_SIGNING_SECRET: LINK_SECRET }, { renderReportPdf: renderStubPdf })
    onCleanup(() => t.close())
    for (let trial = 0; trial < TRIALS; trial++) await payTwiceAtOnce(t.database, [t.app, t.app], [t.mailer])
    expect(t.mailer.sent).toHaveLength(TRIALS)
  }, 60_000)

  test.skipIf(!hasPostgres)(
    `on PostgreSQL with two instances, ${TRIALS} trials`,
    async () => {
      const created = (await createPostgresTestDatabaseUrl())!
      onCleanup(() => created.drop())
      const env = { LINK_SIGNING_SECRET: LINK_SECRET, JOBS_ENABLED: 'false', RATE_LIMITS: 'off' }
      const a = await startPostgresInstance(onCleanup, created.url, 'charge-a', env, { renderReportPdf: renderStubPdf })
      const b = await startPostgresInstance(onCleanup, created.url, 'charge-b', env, { renderReportPdf: renderStubPdf })
      const database = await createDatabase({ DATA_DIR: '', DATABASE_URL: created.url })
      onCleanup(() => database.close())
      for (let trial = 0; trial < TRIALS; trial++) await payTwiceAtOnce(database, [a.app, b.app], [a.mailer, b.mailer])
      expect(a.mailer.sent.length + b.mailer.sent.length).toBe(TRIALS)
    },
    90_000,
  )
})
