import type { Dashboard, Portfolio } from '#shared/schemas/dashboard'

/** The portfolio of an account with no appraised estimate: no rows, every total nought, no yield to state. */
export const emptyPortfolio: Portfolio = {
  rows: [],
  totals: {
    worksCost: 0,
    totalCost: 0,
    moneyIn: 0,
    moneyLeftIn: 0,
    profit: 0,
    annualCashFlow: 0,
    netYieldPercent: null,
  },
}

/** A signed-in free account's dashboard: one project, one saved estimate. */
export const accountDashboard: Dashboard = {
  isDemo: false,
  user: { name: 'Robin Example', email: 'robin@example.com' },
  subscription: { tier: 'free', status: 'active', currentPeriodEnd: null },
  projects: [{ id: 'p1', name: 'Elm Road kitchen', status: 'on_hold', totalBudget: 30000, estimatesCount: 1 }],
  estimates: [
    {
      id: '3f6c2a10-7d4e-4b8a-9c1e-2a5b7c9d0e11',
      roomType: 'kitchen_renovation',
      projectTypeLabel: 'Kitchen renovation',
      propertyAddress: null,
      totalCost: 32742.4,
      confidenceScore: 0.48,
      projectId: 'p1',
      createdAt: '2026-11-24T09:00:00.000Z',
    },
  ],
  usage: { estimatesThisMonth: 1, reportsGenerated: 0, apiCallsUsed: 0 },
  totals: { projects: 1, estimates: 1, totalBudget: 30000 },
  portfolio: emptyPortfolio,
  limits: { savedEstimatesPerMonth: 1, projects: 1, reports: 1, apiCallsPerMonth: 0 },
}
