import { getPlan, type AccountPlan, type PlanOf } from '#shared/plans'
import type { Dashboard } from '#shared/schemas/dashboard'
import type { EstimateSummary, Project } from '#shared/schemas/projects'
import { demoDashboard } from './demo-dashboard'
import { buildPortfolio, type AppraisedEstimate } from './portfolio'
import type { Viewer } from '#server/http/viewer'

/** The signed-in reader (the session port), or null. */

/** The ports the dashboard reads from the other features (wired in src/server/compose.ts). */
export interface DashboardServiceDeps {
  now: () => Date
  planOf: PlanOf<AccountPlan>
  projectsOf: (userId: string) => Promise<Project[]>
  recentEstimatesOf: (userId: string, limit: number) => Promise<EstimateSummary[]>
  estimateCountsOf: (userId: string) => Promise<{ total: number; savedThisMonth: number }>
  /** How many reports the account has (for its saved estimates or bought with its verified email). */
  reportCountOf: (viewer: NonNullable<Viewer>) => Promise<number>
  /** Business API calls the account's organisation made this month (0 without one). */
  apiCallsThisMonthOf: (userId: string) => Promise<number>
  /** The account's saved estimates that carry an appraisal, each appraised with the shared module (the portfolio). */
  appraisalsOf: (userId: string) => Promise<AppraisedEstimate[]>
}

const RECENT_ESTIMATES = 3

/** GET /api/dashboard: the account's real figures; the demo when nobody is signed in. */
export function createDashboardService(deps: DashboardServiceDeps) {
  return {
    async get(viewer: Viewer): Promise<Dashboard> {
      if (!viewer) return demoDashboard(deps.now())
      const [plan, projects, estimates, counts, reports, apiCalls, appraisals] = await Promise.all([
        deps.planOf(viewer.id),
        deps.projectsOf(viewer.id),
        deps.recentEstimatesOf(viewer.id, RECENT_ESTIMATES),
        deps.estimateCountsOf(viewer.id),
        deps.reportCountOf(viewer),
        deps.apiCallsThisMonthOf(viewer.id),
        deps.appraisalsOf(viewer.id),
      ])
      const limits = getPlan(plan.tier).limits
      return {
        isDemo: false,
        user: { name: viewer.name, email: viewer.email },
        subscription: {
          tier: plan.tier,
          status: plan.status,
          currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
          ...(plan.tier === 'free'
            ? {}
            : {
                cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
                pastDue: plan.status === 'past_due',
                ...(plan.billingPeriod ? { billingPeriod: plan.billingPeriod } : {}),
              }),
        },
        projects: projects.map((p) => ({
          id: p.id,
          name: p.name,
          status: p.status,
          totalBudget: p.totalBudget,
          estimatesCount: p.estimatesCount,
        })),
        estimates,
        usage: { estimatesThisMonth: counts.savedThisMonth, reportsGenerated: reports, apiCallsUsed: apiCalls },
        totals: {
          projects: projects.length,
          estimates: counts.total,
          // Sum in pence, so pounds never drift.
          totalBudget: projects.reduce((sum, p) => sum + Math.round((p.totalBudget ?? 0) * 100), 0) / 100,
        },
        portfolio: buildPortfolio(appraisals, new Map(projects.map((p) => [p.id, p.name]))),
        limits: {
          savedEstimatesPerMonth: limits.savedEstimatesPerMonth,
          projects: limits.projects,
          reports: limits.reports,
          apiCallsPerMonth: limits.apiCallsPerMonth,
        },
      }
    },
  }
}
export type DashboardService = ReturnType<typeof createDashboardService>
