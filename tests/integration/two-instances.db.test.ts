import { describe, expect, test } from 'vitest'
import { createDatabase } from '#server/db/client'
import { cleanupAfterEach } from '../helpers/lifecycle'
import { startPostgresInstance } from '../helpers/postgres-instance'
import { buyReport, insertPricedEstimate, renderStubPdf } from '../helpers/report-purchase'
import { createPostgresTestDatabaseUrl, POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

if (!process.env.TEST_DATABASE_URL) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)

/** Two instances of the app on one PostgreSQL database, each with its own DATA_DIR and no LINK_SIGNING_SECRET. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  const onCleanup = cleanupAfterEach()

  const startInstance = (databaseUrl: string, name: string) =>
    startPostgresInstance(
      onCleanup,
      databaseUrl,
      name,
      { PUBLIC_URL: 'https://estimator.example', JOBS_ENABLED: 'true', RATE_LIMITS: 'off' },
      { renderReportPdf: renderStubPdf },
    )

  test('both start together on an empty database; a report bought on one opens on the other, and so does its emailed link', async () => {
    const created = (await createPostgresTestDatabaseUrl())!
    onCleanup(() => created.drop())

    // Started at the same moment: migrations (and pg-boss's own schema) must not race.
    const [a, b] = await Promise.all([startInstance(created.url, 'a'), startInstance(created.url, 'b')])

    const database = await createDatabase({ DATA_DIR: '', DATABASE_URL: created.url })
    onCleanup(() => database.close())
    const estimate = await insertPricedEstimate(database)
    const { reportId } = await buyReport(a.app, estimate.id)

    const view = await b.app.inject({ method: 'GET', url: `/api/reports/${reportId}/view` })
    expect(view.statusCode).toBe(200)
    expect(view.headers['content-type']).toBe('application/pdf')

    const email = a.mailer.sent.find((m) => m.text.includes(reportId))!
    const token = new URL(/https:\/\/\S+/.exec(email.text)![0]).searchParams.get('token')!
    const access = await b.app.inject({ method: 'GET', url: `/api/report-access?token=${encodeURIComponent(token)}` })
    expect(access.statusCode).toBe(200)
    expect(access.json()).toMatchObject({ reportId })
  })
})
