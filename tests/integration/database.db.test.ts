import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createDatabase, type Database } from '#server/db/client'
import { aiAnalyses, estimates, projects, sessions, subscriptions, users } from '#server/db/schema/index'
import { createAnalysisRepository } from '#server/features/analysis/analysis.repository'
import { createReportPurchaseRepository } from '#server/features/report-purchase/report-purchase.repository'
import { insertRowsDirect } from '#server/db/rows'
import { createEstimatesRepository } from '#server/features/estimates/estimates.repository'
import { createReportsRepository } from '#server/features/reports/reports.repository'
import { createSupportRepository } from '#server/features/support/support.repository'
import { addDays } from '#shared/retention'
import { buildEstimateRow } from '../factories/estimate'
import { createPostgresTestDatabase, createTestDatabase, POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

const backends: [string, () => Promise<Database | undefined>][] = [
  ['PGlite (embedded)', createTestDatabase],
  ['PostgreSQL (TEST_DATABASE_URL)', createPostgresTestDatabase],
]

if (!process.env.TEST_DATABASE_URL) {
  // Visible in every run, so a skipped suite is never mistaken for a passing one.
  process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)
}

test('the embedded database directory under DATA_DIR is readable by its owner only', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'data-dir-'))
  const database = await createDatabase({ DATA_DIR: dataDir })
  try {
    expect((await stat(path.join(dataDir, 'pglite'))).mode & 0o777).toBe(0o700)
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})

for (const [name, open] of backends) {
  const skip = name.startsWith('PostgreSQL') && !process.env.TEST_DATABASE_URL
  describe.skipIf(skip)(`schema and repositories on ${name}`, () => {
    let database: Database
    beforeEach(async () => {
      database = (await open())!
    })
    afterEach(async () => {
      await database.close()
    })

    test('user emails are unique', async () => {
      await database.db.insert(users).values({ email: 'a@example.com' })
      await expect(database.db.insert(users).values({ email: 'a@example.com' })).rejects.toThrow()
    })

    test('defaults: emailVerified false, project status planning, counters 0', async () => {
      const [user] = await database.db.insert(users).values({ email: 'b@example.com' }).returning()
      expect(user!.emailVerified).toBe(false)
      const [project] = await database.db.insert(projects).values({ name: 'Loft', userId: user!.id }).returning()
      expect(project).toMatchObject({ status: 'planning', spentAmountPence: 0, completionPercentage: 0 })
      const [sub] = await database.db
        .insert(subscriptions)
        .values({ userId: user!.id, tier: 'pro', status: 'active' })
        .returning()
      expect(sub!.cancelAtPeriodEnd).toBe(false)
    })

    test('deleting a user deletes their sessions, subscriptions, projects and estimates', async () => {
      const [user] = await database.db.insert(users).values({ email: 'c@example.com' }).returning()
      await database.db
        .insert(sessions)
        .values({ userId: user!.id, token: 'h1', expiresAt: new Date(Date.now() + 1e6) })
      await database.db.insert(subscriptions).values({ userId: user!.id, tier: 'pro', status: 'active' })
      await database.db.insert(estimates).values(buildEstimateRow({ userId: user!.id }))
      await database.db.delete(users).where(eq(users.id, user!.id))
      for (const table of [sessions, subscriptions, estimates]) {
        const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table)
        expect(row!.n).toBe(0)
      }
    })

    test("deleting a project sets its estimates' projectId to null", async () => {
      const [project] = await database.db.insert(projects).values({ name: 'Kitchen' }).returning()
      const repo = createEstimatesRepository(database.db)
      const estimate = await repo.insert(buildEstimateRow({ projectId: project!.id }))
      await database.db.delete(projects).where(eq(projects.id, project!.id))
      expect((await repo.findById(estimate.id))!.projectId).toBeNull()
    })

    test('a direct multi-row insert stores each value as drizzle would, and defaults what a row leaves out', async () => {
      const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
      const createdAt = new Date('2026-06-01T10:00:00.123Z')
      const first = buildEstimateRow({
        aiInsights: { answers: { rewiring: 'yes' } },
        retainUntil: null,
        isProfessional: true,
      })
      // No isProfessional: the column's default (false).
      const second = buildEstimateRow({ sizeSqm: '12.50', description: "O'Brien's" })
      await insertRowsDirect(database.db, estimates, [
        { ...first, id: id(1), createdAt },
        { ...second, id: id(2), createdAt },
      ])
      const read = async (n: number) =>
        (
          await database.db
            .select()
            .from(estimates)
            .where(eq(estimates.id, id(n)))
        )[0]!
      const one = await read(1)
      expect(one).toMatchObject({
        aiInsights: { answers: { rewiring: 'yes' } },
        retainUntil: null,
        isProfessional: true,
        createdAt,
      })
      const two = await read(2)
      expect(two).toMatchObject({ sizeSqm: '12.50', description: "O'Brien's", isProfessional: false, createdAt })
    })

    test('the estimates repository stores the cost plan JSON and purges only expired free estimates', async () => {
      const repo = createEstimatesRepository(database.db)
      const now = new Date('2026-06-01T00:00:00Z')
      const expired = await repo.insert(
        buildEstimateRow({ retainUntil: addDays(now, -1), costBreakdown: { lineItems: [{ id: 'x' }] } }),
      )
      const fresh = await repo.insert(buildEstimateRow({ retainUntil: addDays(now, 29) }))
      const paid = await repo.insert(buildEstimateRow({ retainUntil: null }))
      expect((await repo.findById(expired.id))!.costBreakdown).toEqual({ lineItems: [{ id: 'x' }] })
      expect(await repo.deleteExpired(now)).toBe(1)
      expect(await repo.findById(expired.id)).toBeUndefined()
      expect(await repo.findById(fresh.id)).toBeDefined()
      expect(await repo.findById(paid.id)).toBeDefined()
    })

    test('AI analysis calls older than 30 days are purged', async () => {
      const repo = createAnalysisRepository(database.db)
      const now = new Date('2026-06-01T00:00:00Z')
      const old = await repo.insert({
        analysisType: 'description',
        inputData: { description: 'Damp wall at 12 Acacia Avenue' },
        createdAt: addDays(now, -31),
      })
      const fresh = await repo.insert({ analysisType: 'description', createdAt: addDays(now, -29) })
      expect(await repo.deleteExpired(now)).toBe(1)
      const ids = (await database.db.select({ id: aiAnalyses.id }).from(aiAnalyses)).map((r) => r.id)
      expect(ids).toEqual([fresh.id])
      expect(ids).not.toContain(old.id)
    })

    test('a payment forgets the buyer email once no report exists for it, and goes after 7 years', async () => {
      const paymentsRepo = createReportPurchaseRepository(database.db)
      const reportsRepo = createReportsRepository(database.db)
      const now = new Date('2033-06-01T00:00:00Z')
      const pay = (id: string, createdAt: Date) =>
        paymentsRepo.insert({
          provider: 'test',
          providerPaymentId: id,
          amountPence: 699,
          status: 'succeeded',
          email: `${id}@example.com`,
          createdAt,
        })
      const report = (paymentIntentId: string, expiresAt: Date) =>
        reportsRepo.insertPendingIfMissing({
          reportId: `QSR-${paymentIntentId}`,
          paymentIntentId,
          totalExVatPence: 1,
          totalCostIncVatPence: 1,
          expiresAt,
        })
      await pay('abandoned', addDays(now, -31))
      await pay('recent', addDays(now, -29))
      await pay('reported', addDays(now, -31))
      await report('reported', addDays(now, 100))
      await pay('report-purged', addDays(now, -31))
      await report('report-purged', addDays(now, -1))
      await pay('ancient', addDays(now, -(7 * 365 + 3)))

      expect(await reportsRepo.deleteExpired(now)).toBe(1)
      expect(await paymentsRepo.deleteExpired(now)).toBe(3)
      const emailOf = async (id: string) => (await paymentsRepo.findByProviderPaymentId(id))?.email
      expect(await emailOf('abandoned')).toBeNull()
      expect(await emailOf('report-purged')).toBeNull()
      expect(await emailOf('recent')).toBe('recent@example.com')
      expect(await emailOf('reported')).toBe('reported@example.com')
      expect(await paymentsRepo.findByProviderPaymentId('ancient')).toBeUndefined()
      // The accounting record stays.
      expect(await paymentsRepo.findByProviderPaymentId('report-purged')).toMatchObject({
        amountPence: 699,
        status: 'succeeded',
      })
      expect(await paymentsRepo.deleteExpired(now)).toBe(0)
    })

    test('a paid estimate is kept as long as its report, then purged', async () => {
      const repo = createEstimatesRepository(database.db)
      const now = new Date('2026-06-01T00:00:00Z')
      const estimate = await repo.insert(buildEstimateRow({ retainUntil: addDays(now, 30), email: 'e@example.com' }))
      const reportExpiry = addDays(now, 7 * 365 + 2)
      await repo.markRetained(estimate.id, reportExpiry)
      await repo.markRetained(estimate.id, addDays(now, 10)) // an earlier report does not shorten it
      expect((await repo.findById(estimate.id))!.retainUntil).toEqual(reportExpiry)
      expect(await repo.deleteExpired(addDays(reportExpiry, -1))).toBe(0)
      expect(await repo.deleteExpired(addDays(reportExpiry, 1))).toBe(1)
      expect(await repo.findById(estimate.id)).toBeUndefined()
    })

    test('support records older than 3 years are purged', async () => {
      const repo = createSupportRepository(database.db)
      const old = await repo.insert({
        kind: 'contact',
        email: 'd@example.com',
        message: 'old',
        createdAt: new Date('2020-01-01T00:00:00Z'),
      })
      await repo.insert({
        kind: 'contact',
        email: 'd@example.com',
        message: 'new',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      })
      expect(await repo.deleteExpired(new Date('2026-06-01T00:00:00Z'))).toBe(1)
      const rows = await database.sql.executeSql('select id from support_messages')
      expect(rows.rows).not.toContainEqual({ id: old.id })
      expect(rows.rows).toHaveLength(1)
    })
  })
}
