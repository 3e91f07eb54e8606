import { afterEach, beforeEach, expect, test } from 'vitest'
import { CLAIM_REFUSED } from '#server/features/estimates/estimates.service'
import { buildEstimateInput } from '../factories/estimate'
import { signUpVerified } from '../helpers/accounts'
import { createBrowser, type Browser } from '../helpers/browser'
import { createTestApp, type TestApp } from '../helpers/create-test-app'
import { buyReport, createIntent, renderStubPdf } from '../helpers/report-purchase'
import { describeOnEachDatabase } from '../helpers/test-database'

// Ownership follows proof, never a link (docs/decisions/021): the browser that made an estimate, or the buyer of
// its report, may save it to an account; whoever else holds its link sees the estimate and nothing of the buyer's.
// On both databases, since claiming locks rows.

describeOnEachDatabase('ownership follows proof', (open) => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp({}, { database: await open(), renderReportPdf: renderStubPdf })
  })
  afterEach(async () => {
    await t.close()
  })

  const make = async (browser: Browser, extra: Record<string, unknown> = {}) => {
    const res = await browser.post('/api/estimates', { ...buildEstimateInput(), ...extra })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().estimate as { id: string; canClaim: boolean }
  }
  const signedIn = async (email: string) => {
    const browser = createBrowser(t.app)
    browser.addCookies(await signUpVerified(t, email))
    return browser
  }
  const estimateSeenBy = async (browser: Browser, id: string) => {
    const res = await browser.get(`/api/estimates/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().estimate
  }

  test('a signed-in stranger with the link of a bought estimate can neither see its report nor take it', async () => {
    // An anonymous visitor makes an estimate and buys its report (TEST MODE card flow) in one browser.
    const buyer = createBrowser(t.app)
    const estimate = await make(buyer, { email: 'buyer@example.com' })
    const { reportId } = await buyReport(buyer, estimate.id)

    // Someone else, signed in, opens the shared link: the estimate, but nothing of the buyer's report.
    const stranger = await signedIn('stranger@example.com')
    const seen = await stranger.get(`/api/estimates/${estimate.id}`)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().estimate).toMatchObject({
      id: estimate.id,
      hasReport: false,
      reportId: null,
      reportBoughtByOther: true,
      canClaim: false,
      isSaved: false,
    })
    expect(seen.body).not.toContain(reportId)
    // It is not sold to them again (one charge per estimate).
    const intent = await stranger.post('/api/create-payment-intent', { amount: 6.99, estimateId: estimate.id })
    expect(intent.statusCode).toBe(409)

    // "Save to my account" from the link: refused, with a problem saying what would prove it.
    const claim = await stranger.post(`/api/estimates/${estimate.id}/claim`)
    expect(claim.statusCode).toBe(403)
    expect(claim.headers['content-type']).toContain('application/problem+json')
    expect(claim.json()).toMatchObject({ code: 'forbidden', status: 403, detail: CLAIM_REFUSED })

    // The buyer still has all of it, the way they had it before.
    expect(await estimateSeenBy(buyer, estimate.id)).toMatchObject({ hasReport: true, reportId, canClaim: true })
    expect((await buyer.get(`/api/reports/${reportId}/view`)).statusCode).toBe(200)
    // The stranger's library holds nothing of it.
    expect((await stranger.get('/api/reports')).json()).toMatchObject({ reports: [], total: 0 })

    // The browser that paid proves it: signed in, it saves the estimate (and its report) to its account.
    buyer.addCookies(await signUpVerified(t, 'maker@example.com'))
    const saved = await buyer.post(`/api/estimates/${estimate.id}/claim`)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().estimate).toMatchObject({ isSaved: true, hasReport: true, reportId, canClaim: false })
    expect((await buyer.get('/api/reports')).json()).toMatchObject({ reports: [{ reportId }], total: 1 })
    expect((await stranger.get(`/api/estimates/${estimate.id}`)).statusCode).toBe(404)
    expect((await stranger.post(`/api/estimates/${estimate.id}/claim`)).statusCode).toBe(404)
  })

  test('before a report is bought, only the browser that made the estimate can save it', async () => {
    const maker = createBrowser(t.app)
    const estimate = await make(maker)
    expect(estimate.canClaim).toBe(true)
    expect(await estimateSeenBy(maker, estimate.id)).toMatchObject({ canClaim: true, reportBoughtByOther: false })

    const stranger = await signedIn('link-holder@example.com')
    expect(await estimateSeenBy(stranger, estimate.id)).toMatchObject({ canClaim: false, reportBoughtByOther: false })
    expect((await stranger.post(`/api/estimates/${estimate.id}/claim`)).statusCode).toBe(403)
    // A proof cookie is the estimate's own: the maker's proof of another estimate proves nothing about this one.
    const other = createBrowser(t.app)
    await make(other)
    other.addCookies(await signUpVerified(t, 'other-maker@example.com'))
    expect((await other.post(`/api/estimates/${estimate.id}/claim`)).statusCode).toBe(403)

    maker.addCookies(await signUpVerified(t, 'maker@example.com'))
    expect((await maker.post(`/api/estimates/${estimate.id}/claim`)).statusCode).toBe(200)
  })

  test('the verified email that paid proves the estimate on another device', async () => {
    const phone = createBrowser(t.app)
    const estimate = await make(phone, { email: 'Payer@Example.com' })
    const { reportId } = await buyReport(phone, estimate.id)

    const laptop = await signedIn('payer@example.com')
    expect(await estimateSeenBy(laptop, estimate.id)).toMatchObject({ hasReport: true, reportId, canClaim: true })
    expect((await laptop.post(`/api/estimates/${estimate.id}/claim`)).statusCode).toBe(200)
  })

  test('when someone else with the link bought the report first, the maker gets neither the report nor the estimate', async () => {
    const maker = createBrowser(t.app)
    const estimate = await make(maker)
    const payer = createBrowser(t.app)
    const { reportId } = await buyReport(payer, estimate.id)

    expect(await estimateSeenBy(maker, estimate.id)).toMatchObject({
      hasReport: false,
      reportId: null,
      reportBoughtByOther: true,
      canClaim: false,
    })
    maker.addCookies(await signUpVerified(t, 'maker@example.com'))
    expect((await maker.post(`/api/estimates/${estimate.id}/claim`)).statusCode).toBe(403)
    // The payer's browser is the buyer's.
    expect(await estimateSeenBy(payer, estimate.id)).toMatchObject({ hasReport: true, reportId })
  })

  test('a browser that only opened a payment which did not go through proves nothing', async () => {
    const maker = createBrowser(t.app)
    const estimate = await make(maker)
    const other = createBrowser(t.app)
    await createIntent(other, estimate.id)
    await buyReport(maker, estimate.id)
    expect(await estimateSeenBy(other, estimate.id)).toMatchObject({ hasReport: false, reportBoughtByOther: true })
    expect(await estimateSeenBy(maker, estimate.id)).toMatchObject({ hasReport: true })
  })
})
