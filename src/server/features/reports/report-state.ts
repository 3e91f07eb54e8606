/** A paid report's state (finished, held by the consistency gate) and the waiting the reports service does. */
import type { FastifyBaseLogger } from 'fastify'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { Mailer } from '#server/mail/mailer'
import { checkReport, type GateFailure } from './report-data/gate'
import type { BuildReportDataInput, ReportData } from './report-data/types'
import { heldForBuyerEmail, heldForSupportEmail } from './report-emails'
import type { ReportMetadata, ReportsRepository, ReportSummary } from './reports.repository'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export const emailedAtOf = (report: Pick<ReportSummary, 'reportMetadata'>) =>
  ((report.reportMetadata ?? {}) as ReportMetadata).emailedAt

/** Ready, and emailed to the buyer if we have their address: nothing left to do. */
export const isFinished = (report: ReportSummary) =>
  report.status === 'ready' && (!report.clientEmail || emailedAtOf(report) !== undefined)

/** The consistency gate on the rate table the engine prices with (docs/decisions/027-report-consistency-gate.md). */
export const checkWithDefaultRates = (input: BuildReportDataInput, data: ReportData): GateFailure[] =>
  checkReport(input, data, DEFAULT_RATES)

/** What the reports service takes for the consistency gate (docs/decisions/027-report-consistency-gate.md). */
export interface ReportGateDeps {
  /**
   * The gate run before any PDF is issued (report-data/gate.ts on the default rate table unless a test passes its
   * own). A report failing it is held: not issued, the buyer told, support alerted.
   */
  checkReport?: (input: BuildReportDataInput, data: ReportData) => GateFailure[]
  /** Where a held report is reported (SUPPORT_EMAIL); without it the hold is only logged. */
  supportEmail?: string
}

/** Failed on a render error (to retry), not held by the gate (nothing to retry until the fault is fixed). */
export const isFailedNotHeld = (report: Pick<ReportSummary, 'status' | 'reportMetadata'>): boolean =>
  report.status === 'failed' && !isHeld(report)

/** Held by the consistency gate: nothing to retry until the fault is fixed (a later view re-runs the gate). */
export const isHeld = (report: Pick<ReportSummary, 'status' | 'reportMetadata'>): boolean =>
  report.status === 'failed' && ((report.reportMetadata ?? {}) as ReportMetadata).heldAt !== undefined

/**
 * The consistency gate as the reports service runs it: `check` before any PDF is drawn; `hold` a report that failed:
 * marked failed with its faults (so the render-report job stops retrying it), and the first time, support alerted
 * and the buyer told by email. Mail failures are logged: the hold stands.
 */
export function createReportGate(
  deps: ReportGateDeps & {
    repo: Pick<ReportsRepository, 'markFailed'>
    mailer: Mailer
    log: Pick<FastifyBaseLogger, 'error'>
    now: () => Date
  },
) {
  async function hold(report: ReportSummary, metadata: ReportMetadata, failures: GateFailure[]): Promise<void> {
    const faults = failures.slice(0, 20).map((f) => `${f.check}: ${f.detail}`)
    deps.log.error({ reportId: report.reportId, faults, count: failures.length }, 'report held by the consistency gate')
    const now = deps.now().toISOString()
    const isFirst = metadata.heldAt === undefined
    await deps.repo.markFailed(report.id, {
      ...metadata,
      failure: `consistency gate: ${faults[0]}`,
      failedAt: now,
      heldAt: metadata.heldAt ?? now,
      gateFailures: faults,
    })
    if (!isFirst) return
    const notices = [
      deps.supportEmail ? heldForSupportEmail(deps.supportEmail, report, faults, failures.length) : undefined,
      report.clientEmail ? heldForBuyerEmail(report.clientEmail, report) : undefined,
    ]
    for (const message of notices) {
      if (!message) continue
      try {
        await deps.mailer.send(message)
      } catch (err) {
        deps.log.error({ err, reportId: report.reportId }, 'held report notice failed')
      }
    }
  }
  return { check: deps.checkReport ?? checkWithDefaultRates, hold }
}
