import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import { addDays } from '#shared/retention'
import { buildCostInput } from '#tests/factories/cost-input'
import { insertEstimate } from '#tests/factories/estimate'
import { createMemoryMailer } from '#tests/helpers/create-test-app'
import { createTestDatabase } from '#tests/helpers/test-database'
import type { Database } from '#server/db/client'
import { createMailCaps } from '#server/limits/mail-caps'
import { generateReportId } from './report-id'
import type { ReportData } from './report-data/types'
import type { EstimateForReport } from './report-input'
import { createReportLinks } from './report-links'
import { createReportsRepository } from './reports.repository'
import type { EstimateSource } from './report-ports'
import { createReportsService, REPORT_LEASE_MS } from './reports.service'

const PDF = Buffer.from('%PDF-1.7 fake report')
const T0 = new Date('2026-03-02T09:00:00Z')
const silent = { info() {}, warn() {}, error() {} }

/** A renderer the test drives: counts calls, and holds each render until `release()` when `hold` is set. */
function fakeRenderer() {
  const state = { calls: 0, hold: false, fail: false, release: () => {}, lastData: undefined as ReportData | undefined }
  const render = async (data: ReportData) => {
    state.calls++
    state.lastData = data
    if (state.fail) throw new Error('renderer crashed')
    if (state.hold) await new Promise<void>((resolve) => (state.release = resolve))
    return PDF
  }
  return Object.assign(state, { render })
}

describe('reports service (fixed clock, fake renderer, real repository)', () => {
  let database: Database
  let clock: Date
  let renderer: ReturnType<typeof fakeRenderer>
  let estimate: EstimateForReport
  const enqueued: string[] = []
  /** The payments port, in memory: which report each payment points at. */
  const links = new Map<string, string>()

  beforeEach(async () => {
    database = await createTestDatabase()
    clock = T0
    renderer = fakeRenderer()
    enqueued.length = 0
    links.clear()
    estimate = await insertEstimate(database.db, {
      costBreakdown: estimateCost(buildCostInput(), DEFAULT_RATES),
      email: 'buyer@example.com',
    })
  })
  afterEach(async () => {
    await database.close()
  })

  function createService(extra: Partial<Parameters<typeof createReportsService>[0]> = {}) {
    const repo = createReportsRepository(database.db)
    const mailer = createMemoryMailer()
    // The estimates port, in memory: the one estimate this test stored.
    const estimates: EstimateSource = {
      findById: async (id) => (id === estimate.id ? estimate : undefined),
      markRetained: async () => {},
    }
    const service = createReportsService({
      repo,
      estimates,
      payments: {
        linkReport: async (paymentIntentId, reportId) => {
          links.set(paymentIntentId, reportId)
        },
      },
      renderPdf: renderer.render,
      links: createReportLinks({ secret: 'test-secret', baseUrl: 'http://localhost' }),
      mailer,
      mailCaps: createMailCaps(undefined),
      log: silent,
      now: () => clock,
      pendingWaitMs: 50,
      enqueueFinish: async (id) => {
        enqueued.push(id)
      },
      ...extra,
    })
    return { service, repo, mailer }
  }

  /** A pending report another process took in hand at `heldAt` (it may have died since). */
  async function insertHeldReport(repo: ReturnType<typeof createReportsRepository>, heldAt: Date) {
    const { report } = await repo.insertPendingIfMissing({
      reportId: generateReportId(),
      estimateId: estimate.id,
      paymentIntentId: 'pi_elsewhere',
      clientEmail: 'buyer@example.com',
      totalExVatPence: estimate.totalExVatPence,
      totalCostIncVatPence: estimate.totalCostIncVatPence,
      expiresAt: addDays(heldAt, 365),
      renderStartedAt: heldAt,
      reportMetadata: {},
    })
    return report
  }

  test('a verified payment creates one report, renders and emails it, and queues the job that finishes it', async () => {
    const { service, mailer } = createService()
    const first = await service.createReportForPayment({
      paymentIntentId: 'pi_1',
      estimateId: estimate.id,
      email: null,
    })
    expect(first).toMatchObject({ created: true, ready: true, email: 'buyer@example.com', emailed: true })
    expect(renderer.calls).toBe(1)
    expect(enqueued).toHaveLength(1)
    expect(mailer.sent).toHaveLength(1)
    expect(mailer.sent[0]!.attachments?.[0]?.content).toEqual(PDF)

    const replay = await service.createReportForPayment({
      paymentIntentId: 'pi_1',
      estimateId: estimate.id,
      email: null,
    })
    expect(replay).toMatchObject({ reportId: first.reportId, created: false, ready: true, emailed: true })
    expect(renderer.calls).toBe(1)
    expect(mailer.sent).toHaveLength(1)
  })

  test('the estimate’s saved appraisal reaches the report as its appendix page (decision 029)', async () => {
    const input = { strategy: 'single_let', purchasePricePence: 20_000_000, monthlyRentPence: 110_000 }
    estimate = await insertEstimate(database.db, {
      costBreakdown: estimateCost(buildCostInput(), DEFAULT_RATES),
      email: 'buyer@example.com',
      appraisal: { input, updatedAt: T0.toISOString() },
    })
    const { service } = createService()
    await service.createReportForPayment({ paymentIntentId: 'pi_appraisal', estimateId: estimate.id, email: null })
    expect(renderer.lastData?.totalPages).toBe(11)
    expect(renderer.lastData?.pageTitles.at(-1)).toBe('Appendix: investment appraisal')
    expect(renderer.lastData?.appraisal?.strategy).toBe('Single let')
  })

  test('a failed render answers 500 and leaves the report for a later claim, which renders it', async () => {
    const { service } = createService()
    renderer.fail = true
    await expect(
      service.createReportForPayment({ paymentIntentId: 'pi_2', estimateId: estimate.id, email: null }),
    ).rejects.toMatchObject({ status: 500 })
    renderer.fail = false
    const [id] = enqueued
    await service.finishReport(id!)
    expect(renderer.calls).toBe(2)
  })

  test('a report held by a live process is not taken over: a download answers 409 without rendering', async () => {
    const { service, repo } = createService()
    const report = await insertHeldReport(repo, new Date(T0.getTime() - 1_000))
    await expect(service.getReportFile(report.reportId, { countAccess: false })).rejects.toMatchObject({
      status: 409,
    })
    expect(renderer.calls).toBe(0)
  })

  test('a stale hold (its process died) is claimed: the download renders the report and serves it', async () => {
    const { service, repo } = createService()
    const report = await insertHeldReport(repo, T0)
    clock = new Date(T0.getTime() + REPORT_LEASE_MS + 1)
    const file = await service.getReportFile(report.reportId, { countAccess: true })
    expect(file.pdf).toEqual(PDF)
    expect(renderer.calls).toBe(1)
    expect((await repo.findSummaryById(report.id))?.status).toBe('ready')
  })

  test('the payment points at its report before the render starts, so a crash mid-render cannot lose the link', async () => {
    const { service } = createService()
    renderer.hold = true
    const purchase = service.createReportForPayment({ paymentIntentId: 'pi_4', estimateId: estimate.id, email: null })
    await expect.poll(() => renderer.calls).toBe(1)
    const report = await createReportsRepository(database.db).findSummaryById(enqueued[0]!)
    expect(report?.status).toBe('pending')
    expect(links.get('pi_4')).toBe(report!.reportId)
    renderer.release()
    await purchase
  })

  test('the render-report job links a report whose process died before it linked it, even once it is finished', async () => {
    const { service, repo } = createService()
    const report = await insertHeldReport(repo, T0)
    clock = new Date(T0.getTime() + REPORT_LEASE_MS + 1)
    await service.finishReport(report.id)
    expect(links.get('pi_elsewhere')).toBe(report.reportId)
    links.clear()
    await service.finishReport(report.id)
    expect(links.get('pi_elsewhere')).toBe(report.reportId)
  })

  test('opening the report of a paid payment makes its row once, unheld, without rendering it', async () => {
    const { service, repo } = createService()
    const opened = await service.openReportForPayment({ paymentIntentId: 'pi_5', estimateId: estimate.id, email: null })
    const again = await service.openReportForPayment({ paymentIntentId: 'pi_5', estimateId: estimate.id, email: null })
    expect(again.reportId).toBe(opened.reportId)
    expect(links.get('pi_5')).toBe(opened.reportId)
    expect(renderer.calls).toBe(0)
    const row = await repo.findSummaryByReportId(opened.reportId)
    expect(row).toMatchObject({ status: 'pending', renderStartedAt: null })
    expect(enqueued).toContain(row!.id)
    // Nobody holds it, so the first view renders it at once.
    const file = await service.getReportFile(opened.reportId, { countAccess: false })
    expect(file.pdf).toEqual(PDF)
  })

  test('a render in flight is shared: a download during it waits for the same render', async () => {
    const { service } = createService()
    renderer.hold = true
    const purchase = service.createReportForPayment({ paymentIntentId: 'pi_3', estimateId: estimate.id, email: null })
    await expect.poll(() => renderer.calls).toBe(1)
    const reportId = (await createReportsRepository(database.db).findSummaryById(enqueued[0]!))?.reportId
    expect(reportId).toBeDefined()
    const download = service.getReportFile(reportId!, { countAccess: false })
    renderer.release()
    const [bought, file] = await Promise.all([purchase, download])
    expect(bought.ready).toBe(true)
    expect(file.pdf).toEqual(PDF)
    expect(renderer.calls).toBe(1)
  })

  test('a report failing the consistency gate is held: not issued, the purchase stands, buyer told and support alerted once', async () => {
    let faults = [{ check: 'range' as const, detail: '2.3 Roof: low 1, likely 2, high 2' }]
    const { service, repo, mailer } = createService({
      supportEmail: 'support@example.com',
      checkReport: () => faults,
    })
    const bought = await service.createReportForPayment({
      paymentIntentId: 'pi_g',
      estimateId: estimate.id,
      email: null,
    })
    expect(bought).toMatchObject({ created: true, ready: false, emailed: false })
    expect(renderer.calls).toBe(0)
    const summary = await repo.findSummaryByReportId(bought.reportId)
    expect(summary?.status).toBe('failed')
    expect(summary?.reportMetadata).toMatchObject({ gateFailures: ['range: 2.3 Roof: low 1, likely 2, high 2'] })
    expect(links.get('pi_g')).toBe(bought.reportId)
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['buyer@example.com', 'support@example.com'])
    expect(mailer.sent.find((m) => m.to === 'support@example.com')?.text).toContain('2.3 Roof')
    expect(mailer.sent.find((m) => m.to === 'buyer@example.com')?.text).toContain('payment is safe')

    // The job does not retry a held report; a view says why it is not there, without alerting anyone again.
    await expect(service.finishReport(enqueued[0]!)).resolves.toBeUndefined()
    await expect(service.getReportFile(bought.reportId, { countAccess: false })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('not issued'),
    })
    expect(mailer.sent).toHaveLength(2)

    // Once the fault is fixed, the next view issues the report and emails it.
    faults = []
    const file = await service.getReportFile(bought.reportId, { countAccess: false })
    expect(file.pdf).toEqual(PDF)
    expect(mailer.sent).toHaveLength(3)
    expect((await repo.findSummaryByReportId(bought.reportId))?.reportMetadata).not.toHaveProperty('heldAt')
  })
})
