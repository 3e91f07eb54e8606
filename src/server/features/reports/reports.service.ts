import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import { addDays, PAID_REPORT_RETENTION_DAYS } from '#shared/retention'
import type { ReportAccessResponse } from '#shared/schemas/reports'
import { AppError } from '#server/errors'
import type { Mailer } from '#server/mail/mailer'
import type { MailCaps } from '#server/limits/mail-caps'
import { buildReportData } from './report-data/build-report-data'
import {
  createReportGate,
  emailedAtOf,
  isFinished,
  isFailedNotHeld,
  isHeld,
  type ReportGateDeps,
  sleep,
  withTimeout,
} from './report-state'
import type { BuildReportDataInput, ReportBenchmarks, ReportData } from './report-data/types'
import { newLinkEmail, reportEmail } from './report-emails'
import { renderFailed, reportExpired, reportHeld, reportNotFound, stillPreparing } from './report-errors'
import { generateReportId, isReportId } from './report-id'
import { buildReportInput, type EstimateForReport } from './report-input'
import type { EstimateSource, PaymentLinks, ReportForPayment } from './report-ports'
import type { ReportLinks } from './report-links'
import type { ReportMetadata, ReportsRepository, ReportSummary } from './reports.repository'

/**
 * How long a process may hold a report it took in hand (render, then email) before others assume it died and
 * take it over. Renders take 0.5-2 s and are cut off at RENDER_TIMEOUT_MS; the hold is renewed for the email.
 */
export const REPORT_LEASE_MS = 30_000
const RENDER_TIMEOUT_MS = 20_000

export interface ReportsServiceDeps extends ReportGateDeps {
  repo: ReportsRepository
  estimates: EstimateSource
  payments: PaymentLinks
  /** Draws the 10-page PDF, off the request thread in the app (renderReportPdfInWorker). */
  renderPdf: (data: ReportData) => Promise<Buffer>
  /** Page 6's comparisons; optional so a report still renders without them. */
  buildBenchmarks?: ((input: CostInput) => ReportBenchmarks) | undefined
  links: ReportLinks
  mailer: Mailer
  /** Caps the link resends a client can ask for; the purchase email itself is paid for and not capped. */
  mailCaps: MailCaps
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  now: () => Date
  /** How long a view/download waits for a report that is still rendering before answering 409. */
  pendingWaitMs?: number
  /** REPORT_LEASE_MS unless a test shortens it. */
  leaseMs?: number
  /**
   * Queues the durable `render-report` job for a report row (report-jobs.ts): it finishes the report on any
   * instance if this process dies or the email fails.
   */
  enqueueFinish: (id: string) => Promise<void>
  /** The VAT receipt (PDF) attached to the report email; undefined for a report that took no payment. */
  receiptFor?: (report: ReportSummary) => Promise<Buffer | undefined>
}

export interface ReportFile {
  reportId: string
  pdf: Buffer
}

/**
 * Paid reports: one per payment, rendered once, kept 7 years, served by unguessable id and by signed 24-hour
 * email links. The report purchase's service calls `createReportForPayment` only after it verified the payment.
 */
// eslint-disable-next-line max-lines-per-function -- factory closing over its dependencies; each method is short
export function createReportsService(deps: ReportsServiceDeps) {
  // Over 80 lines as a factory: its length is the short methods it returns, which share its closure.
  const pendingWaitMs = deps.pendingWaitMs ?? 20_000
  const leaseMs = deps.leaseMs ?? REPORT_LEASE_MS
  /** Reports this process holds (rendering or emailing), by row id: concurrent callers share the work. */
  const inFlight = new Map<string, Promise<void>>()
  const gate = createReportGate(deps)

  function buildInput(report: ReportSummary, estimate: EstimateForReport, generatedAt: Date): BuildReportDataInput {
    const plan = estimate.costBreakdown as CostPlan
    let benchmarks: ReportBenchmarks | undefined
    try {
      benchmarks = deps.buildBenchmarks?.(plan.input)
    } catch (err) {
      deps.log.warn({ err, reportId: report.reportId }, 'report benchmarks failed; page 6 uses the UK average only')
    }
    return buildReportInput(report, estimate, generatedAt, benchmarks)
  }

  async function sendReportEmail(report: ReportSummary, estimate: EstimateForReport | undefined, pdf: Buffer) {
    if (!report.clientEmail) return
    const link = deps.links.createLink(report.reportId, deps.now())
    const address = report.propertyAddress || estimate?.propertyAddress
    const receipt = await deps.receiptFor?.(report)
    await deps.mailer.send(reportEmail(report.clientEmail, report, address, link.url, pdf, receipt))
  }

  /** Renders and stores the PDF; undefined when the gate held it. Throws (and marks it failed) on render errors. */
  async function render(
    report: ReportSummary,
    estimate: EstimateForReport,
  ): Promise<{ pdf: Buffer; ready: ReportMetadata } | undefined> {
    const started = Date.now()
    const metadata = (report.reportMetadata ?? {}) as ReportMetadata
    let pdf: Buffer
    const generatedAt = deps.now()
    try {
      const input = buildInput(report, estimate, generatedAt)
      const data = buildReportData(input)
      const failures = gate.check(input, data)
      if (failures.length) {
        await gate.hold(report, metadata, failures)
        return undefined
      }
      // Bounded, so a live render never outlasts its hold on the report (REPORT_LEASE_MS).
      pdf = await withTimeout(deps.renderPdf(data), RENDER_TIMEOUT_MS, 'report render')
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new Error('renderer returned something that is not a PDF')
    } catch (err) {
      deps.log.error({ err, reportId: report.reportId }, 'report render failed')
      await deps.repo.markFailed(report.id, {
        ...metadata,
        failure: err instanceof Error ? err.message : String(err),
        failedAt: deps.now().toISOString(),
      })
      throw renderFailed()
    }
    const plan = estimate.costBreakdown as CostPlan
    const ready: ReportMetadata = {
      ...metadata,
      sizeBytes: pdf.length,
      renderMs: Date.now() - started,
      engineVersion: plan.engineVersion,
      rateTableVersion: plan.rateTableVersion,
    }
    delete ready.failure
    delete ready.failedAt
    delete ready.heldAt
    delete ready.gateFailures
    const expiresAt = addDays(generatedAt, PAID_REPORT_RETENTION_DAYS)
    await deps.repo.markReady(report.id, {
      pdfData: pdf,
      generatedAt,
      expiresAt,
      reportMetadata: ready,
      renderStartedAt: deps.now(),
    })
    // The 7 years run from generation; the estimate stays as long (docs/decisions/008-retention.md).
    await deps.estimates.markRetained(estimate.id, expiresAt)
    deps.log.info({ reportId: report.reportId, bytes: pdf.length, ms: ready.renderMs }, 'report rendered')
    return { pdf, ready }
  }

  /**
   * Finishes a report this process holds: renders it unless ready, then emails it unless already emailed,
   * recording `emailedAt` only once the mailer accepted the message. Always lets go of the report. Throws on a
   * render failure; an email failure is logged and left to the render-report job's retries.
   */
  async function finish(report: ReportSummary): Promise<void> {
    try {
      let pdf: Buffer | undefined
      let metadata = (report.reportMetadata ?? {}) as ReportMetadata
      const estimate = report.estimateId ? await deps.estimates.findById(report.estimateId) : undefined
      if (report.status !== 'ready') {
        if (!estimate) {
          await deps.repo.markFailed(report.id, { ...metadata, failure: 'the estimate no longer exists' })
          throw renderFailed()
        }
        const rendered = await render(report, estimate)
        if (!rendered) return
        ;({ pdf, ready: metadata } = rendered)
      }
      if (!report.clientEmail || metadata.emailedAt) return
      pdf ??= (await deps.repo.findByReportId(report.reportId))?.pdfData ?? undefined
      if (!pdf) return
      try {
        await sendReportEmail(report, estimate, pdf)
      } catch (err) {
        // The report is paid for and ready: a mail failure must not fail the purchase. The job retries it.
        deps.log.error({ err, reportId: report.reportId }, 'report email failed')
        return
      }
      await deps.repo.updateMetadata(report.id, { ...metadata, emailedAt: deps.now().toISOString() })
    } finally {
      await deps.repo.release(report.id)
    }
  }

  /** `finish` once per process for a report this process holds; concurrent callers share it. */
  function finishOnce(report: ReportSummary): Promise<void> {
    let running = inFlight.get(report.id)
    if (!running) {
      running = finish(report).finally(() => inFlight.delete(report.id))
      inFlight.set(report.id, running)
    }
    return running
  }

  /** Takes an unfinished report in hand unless someone alive holds it; undefined when someone does or it is done. */
  function claim(id: string): Promise<ReportSummary | undefined> {
    const now = deps.now()
    return deps.repo.claimUnfinished(id, now, new Date(now.getTime() - leaseMs))
  }

  /** Waits for a pending report (rendered here or by another process) to leave `pending`. */
  async function settle(report: ReportSummary, timeoutMs: number): Promise<ReportSummary> {
    const running = inFlight.get(report.id)
    if (running) await running.catch(() => undefined)
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const current = await deps.repo.findSummaryByReportId(report.reportId)
      if (!current) throw reportNotFound()
      if (current.status !== 'pending' || Date.now() >= deadline) return current
      await sleep(150)
    }
  }

  /**
   * Brings a report to `ready`: re-renders a failed one or one whose holder died (a crash mid-render),
   * and waits for one being rendered.
   */
  async function ensureReady(report: ReportSummary, timeoutMs: number): Promise<ReportSummary> {
    if (report.status !== 'ready' && !inFlight.has(report.id)) {
      const claimed = await claim(report.id)
      if (claimed) await finishOnce(claimed)
    }
    return report.status === 'ready' ? report : settle(report, timeoutMs)
  }

  /** Every link of a paid report, idempotently: the payment points at it, its estimate is kept as long as it is. */
  async function link(report: ReportSummary): Promise<void> {
    if (report.paymentIntentId) await deps.payments.linkReport(report.paymentIntentId, report.reportId)
    if (report.estimateId) await deps.estimates.markRetained(report.estimateId, report.expiresAt)
  }

  /** A payment's report row, made pending if missing (`hold`: this process renders it next), linked, job queued. */
  async function open(input: ReportForPayment, { hold }: { hold: boolean }) {
    const estimate = await deps.estimates.findById(input.estimateId)
    if (!estimate)
      throw new AppError('not_found', 'The estimate for this payment no longer exists. Please contact support.')
    const now = deps.now()
    const id = randomUUID()
    // The job is queued before the row exists (the job skips a missing row), so no crash can leave a report
    // without one: from here on, the job finishes the report (and its links) rather than the buyer's next visit.
    if (!(await deps.repo.findSummaryByPaymentIntentId(input.paymentIntentId))) await deps.enqueueFinish(id)
    const opened = await deps.repo.insertPendingIfMissing({
      id,
      reportId: generateReportId(),
      estimateId: estimate.id,
      paymentIntentId: input.paymentIntentId,
      clientEmail: input.email ?? estimate.email,
      clientName: input.name ?? null,
      propertyAddress: estimate.propertyAddress,
      totalExVatPence: estimate.totalExVatPence,
      totalCostIncVatPence: estimate.totalCostIncVatPence,
      expiresAt: addDays(now, PAID_REPORT_RETENTION_DAYS),
      renderStartedAt: hold ? now : null,
      reportMetadata: {},
    })
    // Linked before any render, so a crash mid-render leaves the estimate pointing at its report.
    await link(opened.report)
    if (!opened.created && !isFinished(opened.report)) await deps.enqueueFinish(opened.report.id)
    return opened
  }

  return {
    /**
     * Creates (once) and renders the report for a verified payment, and queues the render-report job that
     * finishes it durably. Idempotent on the payment id: a second call returns the same report id, waiting for a
     * render in progress and retrying one that failed. Also keeps the estimate from the 30-day purge. Throws 500
     * when the PDF cannot be rendered (the job keeps trying). `emailed` is true only once the mailer accepted
     * the report email to `email`.
     */
    async createReportForPayment(
      input: ReportForPayment,
      options: { awaitReport?: boolean } = {},
    ): Promise<{ reportId: string; created: boolean; ready: boolean; email: string | null; emailed: boolean }> {
      // The creator holds the new report while it renders it below.
      const { report, created } = await open(input, { hold: true })
      // awaitReport false: answered now, rendered and emailed after the answer (the queued job covers a crash).
      const background = options.awaitReport === false
      if (created) {
        if (background) void finishOnce(report).catch(() => undefined)
        else await finishOnce(report)
      } else if (background) {
        if (report.status !== 'ready') void ensureReady(report, pendingWaitMs).catch(() => undefined)
      } else if (isFailedNotHeld(await ensureReady(report, pendingWaitMs))) {
        throw renderFailed() // a held report's purchase stands: the success page tells the buyer
      }
      const current = background ? report : ((await deps.repo.findSummaryById(report.id)) ?? report)
      const { clientEmail: email, status } = current
      return { reportId: report.reportId, created, ready: status === 'ready', email, emailed: !!emailedAtOf(current) }
    },

    /**
     * The report row for a paid payment, without rendering it here: made (once) if missing, nobody holding it, so the
     * render-report job or the first view renders it. Idempotent on the payment id; points the payment at it.
     */
    async openReportForPayment(input: ReportForPayment): Promise<{ reportId: string }> {
      const { report } = await open(input, { hold: false })
      return { reportId: report.reportId }
    },

    /**
     * The render-report job: finishes a report (render, then email) on whichever instance runs it. A report
     * someone else holds is waited for until its hold goes stale (its process died), then taken over. Throws
     * while anything is left undone, so pg-boss retries with backoff. Idempotent, and safe on several instances.
     */
    async finishReport(id: string): Promise<void> {
      const deadline = Date.now() + leaseMs + 5_000
      for (;;) {
        const report = await deps.repo.findSummaryById(id)
        if (!report) return
        // A crash between making the row and linking it leaves the payment without its report: link it here.
        await link(report)
        if (isFinished(report) || isHeld(report)) return
        const running = inFlight.get(id)
        const claimed = running ? undefined : await claim(id)
        if (running || claimed) {
          await (running ?? finishOnce(claimed!))
          break
        }
        if (Date.now() >= deadline) break
        await sleep(Math.min(1000, leaseMs / 4))
      }
      const after = await deps.repo.findSummaryById(id)
      if (after && !isFinished(after) && !isHeld(after))
        throw new Error(`report ${after.reportId} is not finished yet (${after.status}, not emailed)`)
    },

    /**
     * The PDF for a report id. Malformed ids are rejected without a query (404); expired → 410; a report
     * still rendering is waited for briefly, then 409. `countAccess` adds one to download_count. `canRead` (the
     * report library's owner check) refuses with the same 404 as an unknown id.
     */
    async getReportFile(
      reportId: string,
      options: { countAccess: boolean; canRead?: (report: ReportSummary) => Promise<boolean> },
    ): Promise<ReportFile> {
      if (!isReportId(reportId)) throw reportNotFound()
      const summary = await deps.repo.findSummaryByReportId(reportId)
      if (!summary || (options.canRead && !(await options.canRead(summary)))) throw reportNotFound()
      const now = deps.now()
      if (summary.expiresAt.getTime() < now.getTime()) throw reportExpired()
      const settled = await ensureReady(summary, pendingWaitMs)
      if (settled.status !== 'ready') throw isHeld(settled) ? reportHeld() : stillPreparing()
      const row = await deps.repo.findByReportId(reportId)
      if (!row?.pdfData) throw stillPreparing()
      if (options.countAccess) await deps.repo.recordAccess(row.id, now)
      return { reportId, pdf: row.pdfData }
    },

    /** Resolves an emailed access link: valid → the report's id and facts; expired → 410 report_expired; forged → 404. */
    async resolveAccessLink(token: string): Promise<ReportAccessResponse> {
      const now = deps.now()
      const check = deps.links.check(token, now)
      if (check.status === 'invalid')
        throw new AppError('not_found', 'This link is not valid. Please use the link from your email.')
      if (check.status === 'expired') throw new AppError('report_expired', 'This link has expired.')
      const report = await deps.repo.findSummaryByReportId(check.reportId)
      if (!report) throw reportNotFound()
      if (report.expiresAt.getTime() < now.getTime()) throw reportExpired()
      return {
        reportId: report.reportId,
        linkExpiresAt: check.expiresAt.toISOString(),
        sizeBytes: report.sizeBytes,
        generatedAt: report.generatedAt?.toISOString() ?? null,
        propertyAddress: report.propertyAddress,
      }
    },

    /**
     * Emails a fresh 24-hour link to the buyer's address on file, for an authentic link (expired or not).
     * Never sends anywhere else; the mail caps (per buyer address and per `client`) bound how often: 429 past them.
     */
    async resendAccessLink(token: string, client: string): Promise<void> {
      const now = deps.now()
      const check = deps.links.check(token, now)
      if (check.status === 'invalid')
        throw new AppError('not_found', 'This link is not valid. Please use the link from your email.')
      const report = await deps.repo.findSummaryByReportId(check.reportId)
      if (!report) throw reportNotFound()
      if (report.expiresAt.getTime() < now.getTime()) throw reportExpired()
      if (!report.clientEmail) {
        throw new AppError('conflict', "We don't have an email address for this report. Please contact support.")
      }
      await deps.mailCaps.check({ client, to: report.clientEmail })
      const link = deps.links.createLink(report.reportId, now)
      await deps.mailer.send(newLinkEmail(report.clientEmail, report, link.url))
    },

    /** Purgeable: reports past their 7-year retention. */
    deleteExpired: (now: Date) => deps.repo.deleteExpired(now),
  }
}
export type ReportsService = ReturnType<typeof createReportsService>
