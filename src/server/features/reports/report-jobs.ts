import type { JobDefinition, JobQueue } from '#server/jobs/job-queue'
import type { ReportsService } from './reports.service'

export const RENDER_REPORT_JOB = 'render-report'

/**
 * Head start for the buyer's own request: it renders and emails inline (0.5-2 s), so the job usually finds
 * nothing to do. Short, so a report orphaned by a crash is finished within a minute (with REPORT_LEASE_MS).
 */
const START_AFTER_SECONDS = 10

/**
 * Sends the render-report job for a report row: at most one waiting per report (the singleton key), started
 * after a head start. The job survives the process that sent it.
 */
export function enqueueRenderReport(jobs: Pick<JobQueue, 'send'>) {
  return async (id: string): Promise<void> => {
    await jobs.send(RENDER_REPORT_JOB, { id }, { singletonKey: id, startAfterSeconds: START_AFTER_SECONDS })
  }
}

/**
 * The render-report job: renders and emails a paid report on whichever instance works it, retrying a failed
 * render or email with backoff (from 10 s, doubling: 10 tries over a few hours). A run cut short by a crash is
 * failed over by pg-boss once it expires (90 s: the wait for a stale hold, a bounded render and the email).
 */
export function renderReportJob(reports: Pick<ReportsService, 'finishReport'>): JobDefinition<{ id: string }> {
  return {
    name: RENDER_REPORT_JOB,
    retry: { limit: 10, delaySeconds: 10 },
    expireInSeconds: 90,
    handler: ({ id }) => reports.finishReport(id),
  }
}
