import type { FastifyBaseLogger } from 'fastify'
import type { CostInput, CostPlan } from '../../../shared/cost-engine/types.js'
import { formatGbp } from '../../../shared/format.js'
import { projectTypeLabel, regionLabel } from '../../../shared/project-types.js'
import { addDays, PAID_REPORT_RETENTION_DAYS, REPORT_LINK_TTL_HOURS } from '../../../shared/retention.js'
import type { ReportAccessResponse } from '../../../shared/schemas/payments.js'
import { findCatalogueQuestion } from '../../../shared/smart-questions/question-catalogue.js'
import { AppError } from '../../errors.js'
import type { EstimateRow, EstimatesRepository } from '../estimates/estimates.repository.js'
import type { Mailer } from '../../mail/mailer.js'
import {
  buildReportData,
  type BuildReportDataInput,
  type ReportBenchmarks,
  type ReportData,
} from './build-report-data.js'
import { generateReportId, isReportId } from './report-id.js'
import type { ReportLinks } from './report-links.js'
import type { ReportMetadata, ReportsRepository, ReportSummary } from './reports.repository.js'

export const RESEND_LIMIT_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000
/** A render still pending after this long died with its process; the next verify or view renders it again. */
const STALE_RENDER_MS = 5 * 60 * 1000

export interface ReportsServiceDeps {
  repo: ReportsRepository
  estimates: Pick<EstimatesRepository, 'findById' | 'markRetained'>
  /** Draws the 10-page PDF, off the request thread in the app (renderReportPdfInWorker). */
  renderPdf: (data: ReportData) => Promise<Buffer>
  /** Page 6's comparisons; optional so a report still renders without them. */
  buildBenchmarks?: ((input: CostInput) => ReportBenchmarks) | undefined
  links: ReportLinks
  mailer: Mailer
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  now: () => Date
  /** How long a view/download waits for a report that is still rendering before answering 409. */
  pendingWaitMs?: number
}

export interface ReportFile {
  reportId: string
  pdf: Buffer
}

const reportNotFound = () => new AppError('not_found', 404, 'Report not found')
const reportExpired = () =>
  new AppError('report_expired', 410, 'This report has passed its 7-year retention period and is no longer stored.')
const stillPreparing = () =>
  new AppError('conflict', 409, 'Your report is still being prepared. Please try again in a moment.')
const renderFailed = () =>
  new AppError(
    'internal',
    500,
    "We couldn't generate your report just now. Please try again in a moment, or contact support quoting your payment.",
  )

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function answersOf(row: EstimateRow): { question: string; answer: string }[] {
  const answers = (row.aiInsights as { answers?: Record<string, string> } | null)?.answers ?? {}
  return Object.entries(answers)
    .filter(([, a]) => typeof a === 'string' && a.trim() !== '')
    .map(([id, a]) => {
      const q = findCatalogueQuestion(id)
      return {
        question: q?.question ?? id.replaceAll('_', ' '),
        answer: q?.options.find((o) => o.value === a)?.label ?? a,
      }
    })
}

/**
 * Paid reports: one per payment, rendered once, kept 7 years, served by unguessable id and by signed 24-hour
 * email links. The billing service calls `createReportForPayment` only after it verified the payment.
 */
export function createReportsService(deps: ReportsServiceDeps) {
  const pendingWaitMs = deps.pendingWaitMs ?? 20_000
  /** Renders in flight in this process, by report row id: concurrent callers share one render. */
  const inFlight = new Map<string, Promise<void>>()
  /** Resend timestamps per report (in memory: a restart only resets the limit). */
  const resends = new Map<string, number[]>()

  function buildInput(report: ReportSummary, estimate: EstimateRow, generatedAt: Date): BuildReportDataInput {
    const plan = estimate.costBreakdown as CostPlan
    let benchmarks: ReportBenchmarks | undefined
    try {
      benchmarks = deps.buildBenchmarks?.(plan.input)
    } catch (err) {
      deps.log.warn({ err, reportId: report.reportId }, 'report benchmarks failed; page 6 uses the UK average only')
    }
    return {
      plan,
      estimate: {
        id: estimate.id,
        projectTypeLabel: projectTypeLabel(estimate.roomType),
        propertyAddress: estimate.propertyAddress,
        description: estimate.description ?? plan.input?.description ?? '',
        sizeSqm: Number(estimate.sizeSqm),
        regionLabel: plan.facts?.regionLabel ?? regionLabel(estimate.region),
        createdAt: estimate.createdAt,
        answers: answersOf(estimate),
      },
      report: {
        reportId: report.reportId,
        generatedAt,
        priceDate: plan.priceAdjustment?.priceDate ?? plan.input?.priceDate ?? generatedAt.toISOString().slice(0, 10),
        clientEmail: report.clientEmail,
      },
      ...(benchmarks ? { benchmarks } : {}),
    }
  }

  async function sendReportEmail(report: ReportSummary, estimate: EstimateRow | undefined, pdf: Buffer) {
    if (!report.clientEmail) return
    const link = deps.links.createLink(report.reportId, deps.now())
    const address = report.propertyAddress || estimate?.propertyAddress
    await deps.mailer.send({
      to: report.clientEmail,
      subject: `Your Professional QS Report ${report.reportId}`,
      text: [
        'Thank you for buying a professional renovation cost report.',
        '',
        `Report: ${report.reportId}`,
        address ? `Property: ${address}` : null,
        `Estimated cost: ${formatGbp(report.totalCostIncVatPence)} including VAT`,
        '',
        'Your report is attached as a PDF. You can also view and download it online with this secure link:',
        '',
        link.url,
        '',
        `The link works for ${REPORT_LINK_TTL_HOURS} hours. After that, open it and choose "Email me a new link" to get a fresh one sent to this address.`,
        'We keep paid reports for 7 years.',
        '',
        'If the report is faulty, reply within 7 days for a refund (processed in 5-7 business days).',
      ]
        .filter((l) => l !== null)
        .join('\n'),
      attachments: [
        { filename: `Professional-Report-${report.reportId}.pdf`, content: pdf, contentType: 'application/pdf' },
      ],
    })
  }

  /** Renders a pending report, stores the PDF, then emails the buyer once. Throws (and marks failed) on render errors. */
  async function render(report: ReportSummary, estimate: EstimateRow): Promise<void> {
    const started = Date.now()
    const metadata = (report.reportMetadata ?? {}) as ReportMetadata
    let pdf: Buffer
    const generatedAt = deps.now()
    try {
      pdf = await deps.renderPdf(buildReportData(buildInput(report, estimate, generatedAt)))
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
    const expiresAt = addDays(generatedAt, PAID_REPORT_RETENTION_DAYS)
    await deps.repo.markReady(report.id, { pdfData: pdf, generatedAt, expiresAt, reportMetadata: ready })
    // The 7 years run from generation; the estimate stays as long (docs/decisions/008-retention.md).
    await deps.estimates.markRetained(estimate.id, expiresAt)
    deps.log.info({ reportId: report.reportId, bytes: pdf.length, ms: ready.renderMs }, 'report rendered')
    if (!ready.emailedAt && report.clientEmail) {
      try {
        await sendReportEmail(report, estimate, pdf)
        await deps.repo.updateMetadata(report.id, { ...ready, emailedAt: deps.now().toISOString() })
      } catch (err) {
        // The report is paid for and ready: a mail failure must not fail the purchase.
        deps.log.error({ err, reportId: report.reportId }, 'report email failed')
      }
    }
  }

  function renderOnce(report: ReportSummary, estimate: EstimateRow): Promise<void> {
    let running = inFlight.get(report.id)
    if (!running) {
      running = render(report, estimate).finally(() => inFlight.delete(report.id))
      inFlight.set(report.id, running)
    }
    return running
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
   * Brings a report to `ready`: re-renders a failed one or one whose render went stale (a crash mid-render),
   * and waits for one being rendered.
   */
  async function ensureReady(report: ReportSummary, timeoutMs: number): Promise<ReportSummary> {
    if (report.status !== 'ready' && !inFlight.has(report.id) && report.estimateId) {
      const estimate = await deps.estimates.findById(report.estimateId)
      const now = deps.now()
      if (estimate && (await deps.repo.claimForRender(report.id, now, new Date(now.getTime() - STALE_RENDER_MS)))) {
        await renderOnce({ ...report, status: 'pending' }, estimate)
      }
    }
    return report.status === 'ready' ? report : settle(report, timeoutMs)
  }

  return {
    /**
     * Creates (once) and renders the report for a verified payment. Idempotent on the payment id: a second
     * call returns the same report id, waiting for a render in progress and retrying one that failed.
     * Also keeps the estimate from the 30-day purge. Throws 500 when the PDF cannot be rendered.
     */
    async createReportForPayment(input: {
      paymentIntentId: string
      estimateId: string
      email: string | null
    }): Promise<{ reportId: string; created: boolean }> {
      const estimate = await deps.estimates.findById(input.estimateId)
      if (!estimate)
        throw new AppError('not_found', 404, 'The estimate for this payment no longer exists. Please contact support.')
      const now = deps.now()
      const { report, created } = await deps.repo.insertPendingIfMissing({
        reportId: generateReportId(),
        estimateId: estimate.id,
        paymentIntentId: input.paymentIntentId,
        clientEmail: input.email ?? estimate.email,
        propertyAddress: estimate.propertyAddress,
        totalCostPence: estimate.totalCostPence,
        totalCostIncVatPence: estimate.totalCostIncVatPence,
        expiresAt: addDays(now, PAID_REPORT_RETENTION_DAYS),
        renderStartedAt: now,
        reportMetadata: {},
      })
      await deps.estimates.markRetained(estimate.id, report.expiresAt)
      if (created) {
        await renderOnce(report, estimate)
        return { reportId: report.reportId, created }
      }
      const settled = await ensureReady(report, pendingWaitMs)
      if (settled.status === 'failed') throw renderFailed()
      return { reportId: report.reportId, created }
    },

    /** For the estimate page's 'Professional Cost Report Ready' card (EstimatesService's `hasReport`). */
    hasReportForEstimate: (estimateId: string) => deps.repo.hasReadyReportForEstimate(estimateId),

    async findReportIdForPayment(paymentIntentId: string): Promise<string | undefined> {
      return (await deps.repo.findSummaryByPaymentIntentId(paymentIntentId))?.reportId
    },

    /**
     * The PDF for a report id. Malformed ids are rejected without a query (404); expired → 410; a report
     * still rendering is waited for briefly, then 409. `countAccess` adds one to download_count.
     */
    async getReportFile(reportId: string, options: { countAccess: boolean }): Promise<ReportFile> {
      if (!isReportId(reportId)) throw reportNotFound()
      const summary = await deps.repo.findSummaryByReportId(reportId)
      if (!summary) throw reportNotFound()
      const now = deps.now()
      if (summary.expiresAt.getTime() < now.getTime()) throw reportExpired()
      const settled = await ensureReady(summary, pendingWaitMs)
      if (settled.status !== 'ready') throw stillPreparing()
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
        throw new AppError('not_found', 404, 'This link is not valid. Please use the link from your email.')
      if (check.status === 'expired') throw new AppError('report_expired', 410, 'This link has expired.')
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
     * Never sends anywhere else; at most RESEND_LIMIT_PER_HOUR per report.
     */
    async resendAccessLink(token: string): Promise<void> {
      const now = deps.now()
      const check = deps.links.check(token, now)
      if (check.status === 'invalid')
        throw new AppError('not_found', 404, 'This link is not valid. Please use the link from your email.')
      const report = await deps.repo.findSummaryByReportId(check.reportId)
      if (!report) throw reportNotFound()
      if (report.expiresAt.getTime() < now.getTime()) throw reportExpired()
      if (!report.clientEmail) {
        throw new AppError('conflict', 409, "We don't have an email address for this report. Please contact support.")
      }
      const recent = (resends.get(report.id) ?? []).filter((t) => now.getTime() - t < HOUR_MS)
      if (recent.length >= RESEND_LIMIT_PER_HOUR) {
        throw new AppError(
          'rate_limited',
          429,
          'We have already sent several new links in the last hour. Please check your inbox and spam folder.',
        )
      }
      resends.set(report.id, [...recent, now.getTime()])
      const link = deps.links.createLink(report.reportId, now)
      await deps.mailer.send({
        to: report.clientEmail,
        subject: `Your new report access link (${report.reportId})`,
        text: [
          'Here is a new secure link to your professional renovation cost report.',
          '',
          `Report: ${report.reportId}`,
          report.propertyAddress ? `Property: ${report.propertyAddress}` : null,
          '',
          link.url,
          '',
          `The link works for ${REPORT_LINK_TTL_HOURS} hours. If you didn't ask for it, you can ignore this email.`,
        ]
          .filter((l) => l !== null)
          .join('\n'),
      })
    },

    /** Purgeable: reports past their 7-year retention. */
    deleteExpired: (now: Date) => deps.repo.deleteExpired(now),
  }
}
export type ReportsService = ReturnType<typeof createReportsService>
