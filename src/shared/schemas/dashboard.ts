import { z } from 'zod'
import { BILLING_PERIODS, PLAN_TIERS } from '../plans'
import { EstimateSummarySchema } from './projects'

const Percent = z.number().nullable()

/**
 * The portfolio (decision 029): one row per appraised project, from the saved appraisal of the project's most
 * recently appraised estimate (an appraised estimate filed under no project is a row of its own). Money in pounds
 * (2 decimals) like the rest of the answer; percentages to two decimals, null without a base (a flip has no yield).
 */
export const PortfolioRowSchema = z.object({
  estimateId: z.string(),
  projectId: z.string().nullable(),
  /** The project's name, else the property's address, else the estimate's project type. */
  name: z.string(),
  strategy: z.string(),
  /** The works: the estimate's figure the appraisal uses, including VAT. */
  worksCost: z.number(),
  /** Purchase, tax, fees, works, holding and finance. */
  totalCost: z.number(),
  /** The investor's own cash at the peak. */
  moneyIn: z.number(),
  /** Still in after a refinance (BRRR), or once let. */
  moneyLeftIn: z.number(),
  /** A flip's profit on sale; a let's equity (value after works less total cost). */
  profit: z.number(),
  profitOnCostPercent: Percent,
  netYieldPercent: Percent,
  /** Rent less running costs and interest for a year; null for a flip. */
  annualCashFlow: z.number().nullable(),
})
export type PortfolioRow = z.infer<typeof PortfolioRowSchema>

export const PortfolioSchema = z.object({
  rows: z.array(PortfolioRowSchema),
  /** The rows' money added up; the cash flow of the lets only (a flip has none). */
  totals: PortfolioRowSchema.pick({
    worksCost: true,
    totalCost: true,
    moneyIn: true,
    moneyLeftIn: true,
    profit: true,
  }).extend({
    annualCashFlow: z.number(),
    /** The lets' net income over their price plus works, together; null without a let. */
    netYieldPercent: Percent,
  }),
})
export type Portfolio = z.infer<typeof PortfolioSchema>

/**
 * GET /api/dashboard: the spec's "Dashboard demo" shape (user, subscription, projects, estimates, usage) plus
 * `isDemo` (docs/product/contracts.md contract), `totals` for the summary cards and `limits` (the plan's allowances, -1 unlimited).
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
  portfolio: PortfolioSchema,
  limits: z.object({
    savedEstimatesPerMonth: z.number(),
    projects: z.number(),
    reports: z.number(),
    apiCallsPerMonth: z.number(),
  }),
})
export type Dashboard = z.infer<typeof DashboardSchema>
