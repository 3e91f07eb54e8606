import { z } from 'zod'
import { BILLING_PERIODS, PLAN_TIERS } from '../plans'
import { EstimateSummarySchema } from './projects'

/**
 * GET /api/dashboard: SPEC's "Dashboard demo" shape (user, subscription, projects, estimates, usage) plus
 * `isDemo` (PRODUCT.md contract), `totals` for the summary cards and `limits` (the plan's allowances, -1 unlimited).
 */
export const DashboardSchema = z.object({
  isDemo: z.boolean(),
  user: z.object({ name: z.string(), email: z.string() }),
  subscription: z.object({
    tier: z.enum(PLAN_TIERS),
    status: z.string(),
    /** ISO date-time; null on the free plan, which never renews. */
    currentPeriodEnd: z.string().nullable(),
    /** The subscription ends at currentPeriodEnd instead of renewing ('Cancels on …'); absent on the free plan. */
    cancelAtPeriodEnd: z.boolean().optional(),
    /** The last renewal charge failed and the card is being retried: the plan stays, the page shows a banner. */
    pastDue: z.boolean().optional(),
    /** How the paid plan is billed; absent on the free plan. */
    billingPeriod: z.enum(BILLING_PERIODS).optional(),
  }),
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      totalBudget: z.number().nullable(),
      estimatesCount: z.number(),
    }),
  ),
  /** The 3 most recent estimates. */
  estimates: z.array(EstimateSummarySchema),
  usage: z.object({ estimatesThisMonth: z.number(), reportsGenerated: z.number(), apiCallsUsed: z.number() }),
  totals: z.object({ projects: z.number(), estimates: z.number(), totalBudget: z.number() }),
  limits: z.object({
    savedEstimatesPerMonth: z.number(),
    projects: z.number(),
    reports: z.number(),
    apiCallsPerMonth: z.number(),
  }),
})
export type Dashboard = z.infer<typeof DashboardSchema>
