import { getPlan } from '#shared/plans'
import { projectTypeLabel } from '#shared/project-types'
import { addDays } from '#shared/retention'
import { appraise } from '#shared/appraisal/appraise'
import type { AppraisalContext, AppraisalInput } from '#shared/appraisal/schema'
import type { Dashboard } from '#shared/schemas/dashboard'
import { buildPortfolio } from './portfolio'

/** Demo ids: valid uuids that no real row has (the page never links them). */
const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** The demo's two appraisals, priced by the real module on today's tax rates (so the figures are worked, not typed). */
function demoPortfolio(now: Date, daysAgo: (days: number) => string) {
  const priceDate = now.toISOString().slice(0, 10)
  const deal = (
    n: number,
    label: string,
    works: [number, number, number],
    programmeMonths: number,
    input: AppraisalInput,
    days: number,
  ) => {
    const context: AppraisalContext = {
      works: { lowPence: works[0] * 100, likelyPence: works[1] * 100, highPence: works[2] * 100 },
      programmeMonths,
      region: 'north',
      priceDate,
    }
    return {
      estimateId: demoId(100 + n),
      projectId: demoId(n),
      label,
      appraisedAt: daysAgo(days),
      result: appraise(input, context),
    }
  }
  return buildPortfolio(
    [
      deal(
        1,
        'Victorian terrace refurbishment',
        [72_000, 85_000, 101_000],
        4,
        {
          strategy: 'brrr',
          purchasePricePence: 18_000_000,
          gdvPence: 32_000_000,
          monthlyRentPence: 145_000,
        },
        2,
      ),
      deal(
        2,
        'Loft conversion',
        [41_000, 48_000, 57_000],
        3,
        {
          strategy: 'single_let',
          purchasePricePence: 26_000_000,
          gdvPence: 34_500_000,
          monthlyRentPence: 175_000,
          finance: { type: 'btl_mortgage' },
        },
        11,
      ),
    ],
    new Map([
      [demoId(1), 'Victorian terrace refurbishment'],
      [demoId(2), 'Loft conversion'],
    ]),
  )
}

/**
 * What a signed-out visitor sees on /dashboard (docs/product/decisions.md#dashboard): believable, plainly demo data on the
 * Pro plan, whose demo period runs 30 days (docs/product/constants.md). `isDemo` is true and the page labels it so.
 */
export function demoDashboard(now: Date): Dashboard {
  const daysAgo = (days: number) => addDays(now, -days).toISOString()
  const estimate = (n: number, roomType: string, totalCost: number, confidenceScore: number, days: number) => ({
    id: demoId(100 + n),
    roomType,
    projectTypeLabel: projectTypeLabel(roomType),
    propertyAddress: null,
    totalCost,
    confidenceScore,
    projectId: demoId(1),
    createdAt: daysAgo(days),
  })
  const pro = getPlan('pro').limits
  return {
    isDemo: true,
    user: { name: 'Demo Homeowner', email: 'demo@example.com' },
    subscription: { tier: 'pro', status: 'active', currentPeriodEnd: addDays(now, 30).toISOString() },
    projects: [
      {
        id: demoId(1),
        name: 'Victorian terrace refurbishment',
        status: 'in_progress',
        totalBudget: 85000,
        estimatesCount: 3,
      },
      { id: demoId(2), name: 'Loft conversion', status: 'planning', totalBudget: 48000, estimatesCount: 1 },
    ],
    estimates: [
      estimate(1, 'kitchen_renovation', 28450, 0.85, 2),
      estimate(2, 'bathroom_renovation', 12300, 0.82, 6),
      estimate(3, 'loft_conversion', 46900, 0.78, 11),
    ],
    usage: { estimatesThisMonth: 4, reportsGenerated: 2, apiCallsUsed: 0 },
    totals: { projects: 2, estimates: 4, totalBudget: 133000 },
    portfolio: demoPortfolio(now, daysAgo),
    limits: {
      savedEstimatesPerMonth: pro.savedEstimatesPerMonth,
      projects: pro.projects,
      reports: pro.reports,
      apiCallsPerMonth: pro.apiCallsPerMonth,
    },
  }
}
