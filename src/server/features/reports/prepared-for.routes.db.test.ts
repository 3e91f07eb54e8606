import { describe, expect, it } from 'vitest'
import { payments, pdfReports } from '#server/db/schema/index'
import { renderReportPdf } from './render-report-pdf'
import { confirm, reportPurchaseApps, requestIntent, verify } from '#tests/helpers/report-purchase-routes'
import { pdfText } from '#tests/helpers/pdf-text'
import { BUYER_EMAIL, insertPricedEstimate } from '#tests/helpers/report-purchase'

// The £6.99 checkout takes an optional "Name for the report", printed on the cover as
// "Prepared for <name>"; the buyer's email shows there only when no name was given.
const start = reportPurchaseApps()

/** Page 1's "Prepared for" line of a real rendered report. */
const preparedFor = (pdf: Buffer) => /Prepared for\s+(.+?)\s{2,}/.exec(pdfText(pdf).split('\f')[0]!)?.[1]

async function buy(payload: { name?: unknown; verifyName?: unknown }) {
  const t = await start({ renderReportPdf: (data) => renderReportPdf(data) })
  const estimate = await insertPricedEstimate(t.database)
  const intent = await requestIntent(t.app, {
    amount: 6.99,
    estimateId: estimate.id,
    ...(payload.name !== undefined ? { name: payload.name } : {}),
  })
  return { ...t, estimate, intent }
}

describe('the name for the report at checkout', () => {
  it('is optional: a purchase without one works as before and the cover shows the email', async () => {
    const { app, database, estimate, intent } = await buy({})
    expect(intent.statusCode).toBe(200)
    const { paymentIntentId, clientSecret } = intent.json()
    await confirm(app, clientSecret)
    const res = await verify(app, { paymentIntentId, estimateId: estimate.id })
    expect(res.statusCode).toBe(200)
    const [report] = await database.db.select().from(pdfReports)
    expect(report!.clientName).toBeNull()
    expect(preparedFor(report!.pdfData!)).toBe(BUYER_EMAIL)
  }, 30_000)

  it('is trimmed, stored with the payment and printed as "Prepared for <name>" without the email', async () => {
    const { app, database, estimate, intent } = await buy({ name: '  Jane Smith  ' })
    expect(intent.statusCode).toBe(200)
    const [payment] = await database.db.select().from(payments)
    expect(payment!.buyerName).toBe('Jane Smith')
    const { paymentIntentId, clientSecret } = intent.json()
    await confirm(app, clientSecret)
    expect((await verify(app, { paymentIntentId, estimateId: estimate.id })).statusCode).toBe(200)
    const [report] = await database.db.select().from(pdfReports)
    expect(report!.clientName).toBe('Jane Smith')
    expect(preparedFor(report!.pdfData!)).toBe('Jane Smith')
    expect(pdfText(report!.pdfData!).split('\f')[0]).not.toContain(BUYER_EMAIL)
  }, 30_000)

  it('typed beside the card (sent with verify) wins over one given when the payment was created', async () => {
    const { app, database, estimate, intent } = await buy({ name: 'J Smith' })
    const { paymentIntentId, clientSecret } = intent.json()
    await confirm(app, clientSecret)
    const res = await verify(app, { paymentIntentId, estimateId: estimate.id, name: 'Dr Jane Smith' })
    expect(res.statusCode).toBe(200)
    const [report] = await database.db.select().from(pdfReports)
    expect(preparedFor(report!.pdfData!)).toBe('Dr Jane Smith')
    const [payment] = await database.db.select().from(payments)
    expect(payment!.buyerName).toBe('Dr Jane Smith')
  }, 30_000)

  it('a blank name counts as none given', async () => {
    const { intent, database } = await buy({ name: '   ' })
    expect(intent.statusCode).toBe(200)
    const [payment] = await database.db.select().from(payments)
    expect(payment!.buyerName).toBeNull()
  })

  it.each([
    ['over 100 characters', 'A'.repeat(101), 'Name must be 100 characters or fewer'],
    ['a control character', 'Jane\u0000Smith', 'Remove unsupported characters'],
    ['not text', 42, undefined],
  ])('is refused with a clear field error when it has %s, before any payment exists', async (_, name, message) => {
    const { intent, database } = await buy({ name })
    expect(intent.statusCode).toBe(400)
    expect(intent.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'name', ...(message ? { message } : {}) }],
    })
    expect(await database.db.select().from(payments)).toEqual([])
  })

  it('is refused at verify too, and the paid report is not made with it', async () => {
    const { app, database, estimate, intent } = await buy({})
    const { paymentIntentId, clientSecret } = intent.json()
    await confirm(app, clientSecret)
    const res = await verify(app, { paymentIntentId, estimateId: estimate.id, name: 'B'.repeat(101) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'name' }] })
    expect(await database.db.select().from(pdfReports)).toEqual([])
  })
})
