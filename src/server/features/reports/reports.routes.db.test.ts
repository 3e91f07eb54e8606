import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { pdfReports } from '#server/db/schema/index'
import { createMailer } from '#server/mail/mailer'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import {
  BUYER_EMAIL,
  buyReport,
  createIntent,
  insertPricedEstimate,
  renderStubPdf,
  SUCCESS_CARD,
} from '#tests/helpers/report-purchase'
import { cleanupAfterEach, prepareDatabaseTemplate } from '#tests/helpers/lifecycle'
import { startSmtpInbox } from '#tests/helpers/smtp-inbox'
import { mintReportAccessToken } from './report-links'
import { createReportsRepository } from './reports.repository'
import { PDF_CONTENT_SECURITY_POLICY } from './reports.routes'

const LINK_SECRET = 'reports-test-link-secret-0123456789abcdef'
const HOUR_MS = 3600_000
prepareDatabaseTemplate()
const onCleanup = cleanupAfterEach()

async function start(overrides: Parameters<typeof createTestApp>[1] = {}, env: Record<string, string> = {}) {
  const t = await createTestApp(
    { LINK_SIGNING_SECRET: LINK_SECRET, PUBLIC_URL: 'https://estimator.example', ...env },
    { renderReportPdf: renderStubPdf, ...overrides },
  )
  onCleanup(() => t.close())
  return t
}

async function startWithBoughtReport(env: Record<string, string> = {}) {
  const app = await start({}, env)
  const estimate = await insertPricedEstimate(app.database)
  const bought = await buyReport(app.app, estimate.id)
  return { ...app, ...bought, estimate }
}

const reportRow = async (database: TestApp['database'], reportId: string) =>
  (await database.db.select().from(pdfReports).where(eq(pdfReports.reportId, reportId)))[0]!

const tokenFrom = (text: string) => decodeURIComponent(/\/reports\/access\?token=([^\s]+)/.exec(text)![1]!)

describe('GET|HEAD /api/reports/:reportId/view and /pdf', () => {
  it('serves the PDF inline with its filename, a PDF-friendly CSP, and counts the view', async () => {
    const { app, database, reportId } = await startWithBoughtReport()
    const res = await app.inject({ method: 'GET', url: `/api/reports/${reportId}/view` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`inline; filename="Professional-QS-Report-${reportId}.pdf"`)
    expect(res.headers['content-security-policy']).toBe(PDF_CONTENT_SECURITY_POLICY)
    expect(res.headers['content-security-policy']).not.toContain("frame-ancestors 'none'")
    expect(res.headers['content-security-policy']).not.toContain('sandbox')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(res.rawPayload.toString('latin1')).toContain(reportId)
    const row = await reportRow(database, reportId)
    expect(row.downloadCount).toBe(1)
    expect(row.lastAccessedAt).toBeInstanceOf(Date)
  })

  it('answers HEAD with the real content-length and no body, without counting a download', async () => {
    const { app, database, reportId } = await startWithBoughtReport()
    const size = (await reportRow(database, reportId)).pdfData!.length
    const res = await app.inject({ method: 'HEAD', url: `/api/reports/${reportId}/view` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(Number(res.headers['content-length'])).toBe(size)
    expect(res.rawPayload.length).toBe(0)
    expect((await reportRow(database, reportId)).downloadCount).toBe(0)
  })

  it('downloads as an attachment named per the spec (in-page vs success page) and counts each download', async () => {
    const { app, database, reportId } = await startWithBoughtReport()
    const inPage = await app.inject({
      method: 'GET',
      url: `/api/reports/${reportId}/pdf?download=true&t=1718000000000`,
    })
    expect(inPage.statusCode).toBe(200)
    expect(inPage.headers['content-type']).toBe('application/pdf')
    expect(inPage.headers['content-disposition']).toBe(`attachment; filename="Professional-QS-Report-${reportId}.pdf"`)
    const fromSuccess = await app.inject({
      method: 'GET',
      url: `/api/reports/${reportId}/pdf?download=true&source=success&t=1`,
    })
    expect(fromSuccess.headers['content-disposition']).toBe(
      `attachment; filename="Professional-Report-${reportId}.pdf"`,
    )
    expect(fromSuccess.rawPayload.equals(inPage.rawPayload)).toBe(true)
    await app.inject({ method: 'GET', url: `/api/reports/${reportId}/view` })
    expect((await reportRow(database, reportId)).downloadCount).toBe(3)
  })

  it.each([
    'QSR-abc',
    'qsr-0000000000000000000o',
    '..%2F..%2Fetc%2Fpasswd',
    "QSR-' or 1=1 --",
    'QSR-ILOU0000000000000000',
  ])('answers 404 for the malformed id %j without touching the database', async (id) => {
    const { app, database } = await start()
    const select = vi.spyOn(database.db, 'select')
    const res = await app.inject({ method: 'GET', url: `/api/reports/${id}/view` })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'not_found', detail: 'Report not found' })
    expect(select).not.toHaveBeenCalled()
  })

  it('answers 404 for a well-formed id that does not exist', async () => {
    const { app } = await start()
    for (const url of [
      '/api/reports/QSR-0123456789ABCDEFGHJK/view',
      '/api/reports/QSR-0123456789ABCDEFGHJK/pdf?download=true',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
    }
    expect((await app.inject({ method: 'HEAD', url: '/api/reports/QSR-0123456789ABCDEFGHJK/view' })).statusCode).toBe(
      404,
    )
  })

  it('answers 410 once a report has passed its 7-year retention', async () => {
    const { app, database, reportId } = await startWithBoughtReport()
    await database.db
      .update(pdfReports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pdfReports.reportId, reportId))
    const res = await app.inject({ method: 'GET', url: `/api/reports/${reportId}/view` })
    expect(res.statusCode).toBe(410)
    expect(res.json()).toMatchObject({ code: 'report_expired' })
  })

  it('waits for a report that is still rendering instead of failing', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { app, database } = await start({
      renderReportPdf: async (data) => {
        await gate
        return renderStubPdf(data)
      },
    })
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { clientSecret: intent.clientSecret, ...SUCCESS_CARD },
    })
    const verifying = app.inject({
      method: 'POST',
      url: '/api/verify-payment-and-generate-report',
      payload: { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id },
    })
    let pending: { reportId: string } | undefined
    while (!pending) {
      ;[pending] = await database.db.select({ reportId: pdfReports.reportId }).from(pdfReports)
      await new Promise((r) => setTimeout(r, 20))
    }
    const viewing = app.inject({ method: 'GET', url: `/api/reports/${pending.reportId}/view` })
    setTimeout(release, 300)
    const [verified, viewed] = await Promise.all([verifying, viewing])
    expect(verified.json().reportId).toBe(pending.reportId)
    expect(viewed.statusCode).toBe(200)
    expect(viewed.headers['content-type']).toBe('application/pdf')
  })

  it('renders the real 10-page report on a worker thread', async () => {
    const { app, database } = await start({ renderReportPdf: undefined })
    const estimate = await insertPricedEstimate(database)
    const { reportId } = await buyReport(app, estimate.id)
    const res = await app.inject({ method: 'GET', url: `/api/reports/${reportId}/view` })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(res.rawPayload.length).toBeGreaterThan(20_000)
    expect((await reportRow(database, reportId)).reportMetadata).toMatchObject({
      sizeBytes: res.rawPayload.length,
      engineVersion: expect.any(String),
    })
  }, 120_000)
})

describe('report access links', () => {
  it('resolves a valid emailed link to its report for 24 hours', async () => {
    const { app, mailer, reportId } = await startWithBoughtReport()
    const token = tokenFrom(mailer.sent[0]!.text)
    const res = await app.inject({ method: 'GET', url: `/api/report-access?token=${encodeURIComponent(token)}` })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      reportId,
      propertyAddress: '12 Elm Grove, London SE22 8PX',
      sizeBytes: expect.any(Number),
    })
    const ttl = new Date(body.linkExpiresAt).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(23.9 * HOUR_MS)
    expect(ttl).toBeLessThanOrEqual(24 * HOUR_MS)
  })

  it('answers 410 report_expired for an expired link without revealing the report id', async () => {
    const { app, reportId } = await startWithBoughtReport()
    const token = mintReportAccessToken(LINK_SECRET, reportId, new Date(Date.now() - 60_000))
    const res = await app.inject({ method: 'GET', url: `/api/report-access?token=${encodeURIComponent(token)}` })
    expect(res.statusCode).toBe(410)
    expect(res.json()).toMatchObject({ code: 'report_expired', detail: 'This link has expired.' })
    expect(res.body).not.toContain(reportId)
  })

  it('answers 404 for forged, tampered or malformed tokens and 400 for a missing one', async () => {
    const { app, mailer, reportId } = await startWithBoughtReport()
    const good = tokenFrom(mailer.sent[0]!.text)
    const [v, , sig] = good.split('.')
    const laterPayload = Buffer.from(
      JSON.stringify({ r: reportId, e: Math.floor(Date.now() / 1000) + 365 * 24 * 3600 }),
    ).toString('base64url')
    const forged = [
      mintReportAccessToken('some-other-secret-0123456789abcdef0123', reportId, new Date(Date.now() + HOUR_MS)),
      `${v}.${laterPayload}.${sig}`,
      'v1.abc.def',
      'not-a-token',
    ]
    for (const token of forged) {
      const res = await app.inject({ method: 'GET', url: `/api/report-access?token=${encodeURIComponent(token)}` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({
        code: 'not_found',
        detail: 'This link is not valid. Please use the link from your email.',
      })
    }
    expect((await app.inject({ method: 'GET', url: '/api/report-access' })).statusCode).toBe(400)
  })

  it('emails a fresh link to the buyer over real SMTP, never to an address in the request, and the new link works', async () => {
    const inbox = await startSmtpInbox()
    onCleanup(() => inbox.close())
    const mailer = createMailer(
      { SMTP_URL: inbox.url, DATA_DIR: '/tmp/renovation-test', MAIL_FROM: 'Reports <reports@estimator.example>' },
      { info: () => {} },
    )
    const { app, database } = await start({ mailer }, { SMTP_URL: inbox.url })
    const estimate = await insertPricedEstimate(database)
    const { reportId } = await buyReport(app, estimate.id)

    const purchaseMail = await inbox.waitForMessage(0)
    expect(purchaseMail.to?.map((a) => a.address)).toEqual([BUYER_EMAIL])
    expect(purchaseMail.subject).toBe(`Your Professional QS Report ${reportId}`)
    expect(purchaseMail.attachments.map((a) => a.filename)).toEqual([
      `Professional-Report-${reportId}.pdf`,
      `VAT-Receipt-${reportId}.pdf`,
    ])

    const expired = mintReportAccessToken(LINK_SECRET, reportId, new Date(Date.now() - HOUR_MS))
    const res = await app.inject({
      method: 'POST',
      url: '/api/report-access/resend',
      payload: { token: expired, email: 'attacker@example.com' },
    })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ sent: true })

    const resent = await inbox.waitForMessage(1)
    expect(resent.to?.map((a) => a.address)).toEqual([BUYER_EMAIL])
    expect(resent.subject).toBe(`Your new report access link (${reportId})`)
    expect(inbox.messages.some((m) => m.to?.some((a) => a.address === 'attacker@example.com'))).toBe(false)
    const fresh = tokenFrom(resent.text!)
    expect(resent.text).toContain('https://estimator.example/reports/access?token=')
    const follow = await app.inject({ method: 'GET', url: `/api/report-access?token=${encodeURIComponent(fresh)}` })
    expect(follow.statusCode).toBe(200)
    expect(follow.json().reportId).toBe(reportId)
  })

  it('refuses to resend for a forged token and caps resends to the buyer at 5 an hour (shared mail caps)', async () => {
    const { app, mailer, reportId } = await startWithBoughtReport({ RATE_LIMITS: 'on' })
    const forged = mintReportAccessToken(
      'some-other-secret-0123456789abcdef0123',
      reportId,
      new Date(Date.now() - HOUR_MS),
    )
    expect(
      (await app.inject({ method: 'POST', url: '/api/report-access/resend', payload: { token: forged } })).statusCode,
    ).toBe(404)
    expect(mailer.sent).toHaveLength(1)

    const expired = mintReportAccessToken(LINK_SECRET, reportId, new Date(Date.now() - HOUR_MS))
    const statuses: number[] = []
    let capped
    for (let i = 0; i < 6; i++) {
      capped = await app.inject({ method: 'POST', url: '/api/report-access/resend', payload: { token: expired } })
      statuses.push(capped.statusCode)
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
    expect(capped!.json()).toMatchObject({ code: 'rate_limited' })
    expect(Number(capped!.headers['retry-after'])).toBeGreaterThan(0)
    expect(mailer.sent).toHaveLength(6)
  })
})

describe('reports retention', () => {
  it('deletes only reports past their 7-year retention', async () => {
    const { database, reportId } = await startWithBoughtReport()
    const repo = createReportsRepository(database.db)
    expect(await repo.deleteExpired(new Date())).toBe(0)
    const row = await reportRow(database, reportId)
    expect(await repo.deleteExpired(new Date(row.expiresAt.getTime() + 1000))).toBe(1)
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
  })
})

describe('reports left pending by a crash', () => {
  it('re-renders a report whose render went stale when the payment is verified again', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const { paymentIntentId, reportId } = await buyReport(app, estimate.id)
    // Simulate a process that died mid-render six minutes ago: pending, no PDF.
    await database.db
      .update(pdfReports)
      .set({ status: 'pending', pdfData: null, renderStartedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(pdfReports.reportId, reportId))
    const again = await app.inject({
      method: 'POST',
      url: '/api/verify-payment-and-generate-report',
      payload: { paymentIntentId, estimateId: estimate.id },
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().reportId).toBe(reportId)
    const row = await reportRow(database, reportId)
    expect(row.status).toBe('ready')
    expect(row.pdfData!.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('does not steal a render that is still fresh', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const { reportId } = await buyReport(app, estimate.id)
    const [report] = await database.db.select().from(pdfReports).where(eq(pdfReports.reportId, reportId))
    const repo = createReportsRepository(database.db)
    await database.db
      .update(pdfReports)
      .set({ status: 'pending', renderStartedAt: new Date() })
      .where(eq(pdfReports.id, report!.id))
    expect(await repo.claimUnfinished(report!.id, new Date(), new Date(Date.now() - 30_000))).toBeUndefined()
    expect(await repo.claimUnfinished(report!.id, new Date(), new Date(Date.now() + 1000))).toMatchObject({
      status: 'pending',
    })
  })
})
