import type { EstimateSummary } from '#shared/schemas/projects'
import type { Feature } from '#server/feature'
import { registerDashboardRoutes } from './dashboard.routes'
import { createDashboardService, type DashboardServiceDeps } from './dashboard.service'
import type { AppraisedEstimate } from './portfolio'

/** The newest saved estimates the portfolio reads for their appraisals. */
const PORTFOLIO_ESTIMATES = 100

/** A saved estimate with its appraisal, as the estimates feature lists them. */
interface AppraisedSummary extends EstimateSummary {
  projectTypeLabel: string
  appraisal: { updatedAt: string; result: AppraisedEstimate['result'] }
}

/** GET /api/dashboard: the account's projects, estimates, reports, plan, API calls and portfolio (the demo signed out). */
export function createDashboardFeature(
  ports: Omit<DashboardServiceDeps, 'appraisalsOf'> & {
    /** The account's saved estimates that carry an appraisal, newest first, at most `limit`. */
    appraisedEstimatesOf: (userId: string, limit: number) => Promise<AppraisedSummary[]>
  },
): Feature {
  const dashboard = createDashboardService({
    ...ports,
    appraisalsOf: async (userId) =>
      (await ports.appraisedEstimatesOf(userId, PORTFOLIO_ESTIMATES)).map((e) => ({
        estimateId: e.id,
        projectId: e.projectId,
        label: e.propertyAddress ?? e.projectTypeLabel,
        appraisedAt: e.appraisal.updatedAt,
        result: e.appraisal.result,
      })),
  })
  return { register: (app) => registerDashboardRoutes(app, dashboard), provides: {} }
}
