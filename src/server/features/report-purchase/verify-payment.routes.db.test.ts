import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { estimates, payments, pdfReports } from '#server/db/schema/index'
import { confirm, requestIntent, reportPurchaseApps, verify } from '#tests/helpers/report-purchase-routes'
import { pdfText } from '#tests/helpers/pdf-text'
import {
  BUYER_EMAIL,
  buyReport,
  createIntent,
  insertPricedEstimate,
  renderStubPdf,
} from '#tests/helpers/report-purchase'

const start = reportPurchaseApps()

describe('POST /api/verify-payment-and-generate-report', () => {
  it('verifies a paid intent, stores the PDF, retains the estimate and emails the buyer a 24-hour link', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    expect((await confirm(app, intent.clientSecret)).statusCode).toBe(200)

    const res = await verify(app, {
      paymentIntentId: intent.paymentIntentId,
      estimateId: estimate.id,
      totalCost: 1,
      projectType: 'ignored',
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      success: true,
      message: 'Payment verified. Your professional report is ready and has been emailed to you.',
    })
    expect(body.reportId).toMatch(/^QSR-[0-9A-HJKMNP-TV-Z]{20}$/)

    const [report] = await database.db.select().from(pdfReports)
    expect(report).toMatchObject({
      reportId: body.reportId,
      status: 'ready',
      estimateId: estimate.id,
      paymentIntentId: intent.paymentIntentId,
      clientEmail: BUYER_EMAIL,
      totalCostIncVatPence: estimate.totalCostIncVatPence,
      downloadCount: 0,
    })
    expect(report!.pdfData!.subarray(0, 5).toString()).toBe('%PDF-')
    const sevenYearsMs = (7 * 365 + 2) * 24 * 3600 * 1000
    expect(report!.expiresAt.getTime() - report!.generatedAt!.getTime()).toBe(sevenYearsMs)

    const [payment] = await database.db.select().from(payments)
    expect(payment).toMatchObject({ status: 'succeeded', reportId: body.reportId })
    const [kept] = await database.db.select().from(estimates).where(eq(estimates.id, estimate.id))
    expect(kept!.retainUntil).toEqual(report!.expiresAt)

    expect(mailer.sent).toHaveLength(1)
    const mail = mailer.sent[0]!
    expect(mail.to).toBe(BUYER_EMAIL)
    expect(mail.subject).toContain(body.reportId)
    expect(mail.text).toMatch(/https:\/\/estimator\.example\/reports\/access\?token=v1\.[\w-]+\.[\w-]+/)
    expect(mail.text).toContain('24 hours')
    expect(mail.attachments?.[0]).toMatchObject({
      filename: `Professional-Report-${body.reportId}.pdf`,
      contentType: 'application/pdf',
    })
  })

  it('with awaitReport false answers before the PDF exists; the status route follows it to ready and the email', async () => {
    // The render waits for the test's word, so the answer provably came before the PDF.
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const renderReportPdf = async (data: { reportId: string }) => {
      await gate
      return renderStubPdf(data)
    }
    const { app, database, mailer } = await start({ renderReportPdf })
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const res = await verify(app, {
      paymentIntentId: intent.paymentIntentId,
      estimateId: estimate.id,
      awaitReport: false,
    })
    expect(res.statusCode).toBe(200)
    const { reportId, message, emailed } = res.json()
    expect(message).toBe(
      `Payment verified. Your professional report is still being prepared and will be emailed to ${BUYER_EMAIL}.`,
    )
    expect(emailed).toBe(false)
    const preparing = await app.inject({ method: 'GET', url: `/api/reports/${reportId}/status` })
    expect(preparing.statusCode).toBe(200)
    expect(preparing.json()).toEqual({ reportId, status: 'preparing', sizeBytes: null })
    expect(mailer.sent).toHaveLength(0)

    release()
    // The view waits for the render in progress, as the buyer's new tab does.
    const view = await app.inject({ method: 'GET', url: `/api/reports/${reportId}/view` })
    expect(view.statusCode).toBe(200)
    const ready = await app.inject({ method: 'GET', url: `/api/reports/${reportId}/status` })
    expect(ready.json()).toEqual({ reportId, status: 'ready', sizeBytes: view.rawPayload.length })
    await expect.poll(() => mailer.sent.length).toBe(1)
    expect(mailer.sent[0]!.to).toBe(BUYER_EMAIL)
    // The VAT receipt goes with the report email and is downloadable: £6.99 including VAT is £5.82 + £1.17.
    const attached = mailer.sent[0]!.attachments!.find((a) => a.filename === `VAT-Receipt-${reportId}.pdf`)
    expect(attached).toBeDefined()
    const receipt = await app.inject({ method: 'GET', url: `/api/reports/${reportId}/receipt?download=true` })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="VAT-Receipt-${reportId}.pdf"`)
    for (const pdf of [receipt.rawPayload, attached!.content as Buffer]) {
      const text = pdfText(pdf)
      expect(text).toContain(`RCT-${reportId.slice(4)}`)
      expect(text).toMatch(/Total excluding VAT\s+£5\.82/)
      expect(text).toMatch(/VAT at 20%\s+£1\.17/)
      expect(text).toMatch(/Total including VAT\s+£6\.99/)
      // The test app configures no supplier: the receipt says so rather than inventing one.
      expect(text).toContain('VAT number not configured')
    }

    const unknown = await app.inject({ method: 'GET', url: '/api/reports/QSR-00000000000000000000/status' })
    expect(unknown.statusCode).toBe(404)
  })

  it('does not say "emailed" when the email failed, and leaves it to the queued render-report job', async () => {
    const mailer = {
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
      close() {},
    }
    const { app, database } = await start({ mailer })
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const res = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      `Payment verified. Your professional report is ready. We're sending it to ${BUYER_EMAIL} and will retry if delivery fails.`,
    )
    expect(res.json().emailed).toBe(false)
    const [report] = await database.db.select().from(pdfReports)
    expect(report).toMatchObject({ status: 'ready', renderStartedAt: null })
    expect(report!.reportMetadata).not.toHaveProperty('emailedAt')
    const queued = await database.sql.executeSql(
      `select state, singleton_key as "key" from pgboss.job where name = 'render-report'`,
    )
    expect(queued.rows).toEqual([{ state: 'created', key: report!.id }])
  })

  it('says nothing about email when there is no address on file', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database, { email: null })
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const res = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(res.json()).toMatchObject({
      message: 'Payment verified. Your professional report is ready.',
      emailed: false,
    })
    expect(res.json().message).not.toMatch(/email/i)
    expect(mailer.sent).toHaveLength(0)
  })

  it('emails the report to the address given in the payment modal and says "emailed" only then', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database, { email: null })
    const res = await requestIntent(app, { amount: 6.99, estimateId: estimate.id, email: 'modal.buyer@example.com' })
    const intent = res.json() as { clientSecret: string; paymentIntentId: string }
    await confirm(app, intent.clientSecret)
    const verified = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(verified.json()).toMatchObject({
      message: 'Payment verified. Your professional report is ready and has been emailed to you.',
      emailed: true,
    })
    expect(mailer.sent.map((m) => m.to)).toEqual(['modal.buyer@example.com'])
    const [report] = await database.db.select().from(pdfReports)
    expect(report!.clientEmail).toBe('modal.buyer@example.com')
  })

  it('is idempotent: verifying twice (and via purchase-qs-report) gives the same report, one row and one email', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const { paymentIntentId, reportId } = await buyReport(app, estimate.id)
    const again = await verify(app, { paymentIntentId, estimateId: estimate.id })
    const viaQs = await verify(app, { paymentIntentId, estimateId: estimate.id }, '/api/estimates/purchase-qs-report')
    expect(again.json().reportId).toBe(reportId)
    expect(viaQs.statusCode).toBe(200)
    expect(viaQs.json().reportId).toBe(reportId)
    expect(await database.db.select().from(pdfReports)).toHaveLength(1)
    expect(mailer.sent).toHaveLength(1)
  })

  it('makes one report when several verifications race', async () => {
    const { app, database } = await start()
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    expect(new Set(results.map((r) => r.json().reportId)).size).toBe(1)
    expect(await database.db.select().from(pdfReports)).toHaveLength(1)
  })

  it('refuses an unpaid or declined payment with 402 and makes no report', async () => {
    const { app, database, mailer } = await start()
    const estimate = await insertPricedEstimate(database)
    const unpaid = await createIntent(app, estimate.id)
    const res = await verify(app, { paymentIntentId: unpaid.paymentIntentId, estimateId: estimate.id })
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ code: 'payment_required', detail: 'Payment has not completed.' })

    const declined = await createIntent(app, estimate.id)
    await confirm(app, declined.clientSecret, { cardNumber: '4000000000000002' })
    const res2 = await verify(app, { paymentIntentId: declined.paymentIntentId, estimateId: estimate.id })
    expect(res2.statusCode).toBe(402)
    expect(res2.json().detail).toBe('Payment has not completed. Your card was declined.')
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
    expect(mailer.sent).toHaveLength(0)
  })

  it('never lets a payment for estimate A unlock estimate B', async () => {
    const { app, database } = await start()
    const a = await insertPricedEstimate(database)
    const b = await insertPricedEstimate(database, { propertyAddress: '1 Other Street' })
    const intent = await createIntent(app, a.id)
    await confirm(app, intent.clientSecret)
    const res = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: b.id })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      detail: 'This payment was made for a different estimate, so it cannot unlock this report.',
    })
    expect(await database.db.select().from(pdfReports)).toHaveLength(0)
    // A report already made for A is not handed out for B either.
    await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: a.id })
    expect((await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: b.id })).statusCode).toBe(403)
  })

  it.each(['pi_test_doesnotexist000000000', 'pi_3NopeNopeNope', 'not-an-id', ''])(
    'answers 404 for an unknown payment id %j',
    async (paymentIntentId) => {
      const { app, database } = await start()
      const estimate = await insertPricedEstimate(database)
      const res = await verify(app, { paymentIntentId, estimateId: estimate.id })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found', detail: 'Payment not found.' })
    },
  )

  it('asks for an estimate first when the estimate id is missing', async () => {
    const { app } = await start()
    const res = await verify(app, { paymentIntentId: 'pi_test_abcdefghijklmnop' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ detail: 'Please generate an estimate first.' })
  })

  it('reports a render failure without losing the payment, and a retry produces the report', async () => {
    let failNext = true
    const { app, database } = await start({
      renderReportPdf: async (data) => {
        if (failNext) {
          failNext = false
          throw new Error('font missing')
        }
        return renderStubPdf(data)
      },
    })
    const estimate = await insertPricedEstimate(database)
    const intent = await createIntent(app, estimate.id)
    await confirm(app, intent.clientSecret)
    const first = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(first.statusCode).toBe(500)
    expect(first.json().detail).toMatch(/^We couldn't generate your report just now/)
    expect(first.body).not.toContain('font missing')
    const [failed] = await database.db.select().from(pdfReports)
    expect(failed!.status).toBe('failed')

    const retry = await verify(app, { paymentIntentId: intent.paymentIntentId, estimateId: estimate.id })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().reportId).toBe(failed!.reportId)
    const [ready] = await database.db.select().from(pdfReports)
    expect(ready!.status).toBe('ready')
  })

  it('has no Stripe webhook in TEST MODE', async () => {
    const { app } = await start()
    const res = await app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} })
    expect(res.statusCode).toBe(404)
  })
})
