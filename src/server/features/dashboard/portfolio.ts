import { percentOf } from '#shared/appraisal/appraise'
import type { AppraisalResult } from '#shared/appraisal/result'
import type { Portfolio, PortfolioRow } from '#shared/schemas/dashboard'

/** A saved estimate's appraisal as the dashboard reads it (the estimates feature computes it with the shared module). */
export interface AppraisedEstimate {
  estimateId: string
  projectId: string | null
  /** The property's address, else the estimate's project type. */
  label: string
  /** When the appraisal was last saved (ISO): a project's latest appraisal stands for it. */
  appraisedAt: string
  result: AppraisalResult
}

const toPounds = (pence: number) => pence / 100

/**
 * The portfolio: one row per project (its most recently appraised estimate) and per appraised estimate filed under
 * no project, newest first, and the totals summed in pence so pounds never drift. The portfolio's net yield is the
 * lets' net income together over their price plus works together (a flip has none).
 */
export function buildPortfolio(items: AppraisedEstimate[], projectNames: Map<string, string>): Portfolio {
  const latest = new Map<string, AppraisedEstimate>()
  for (const item of items) {
    const key = item.projectId && projectNames.has(item.projectId) ? `p:${item.projectId}` : `e:${item.estimateId}`
    const held = latest.get(key)
    if (!held || item.appraisedAt > held.appraisedAt) latest.set(key, item)
  }
  const chosen = [...latest.values()].sort((a, b) => b.appraisedAt.localeCompare(a.appraisedAt))
  let letIncome = 0
  let letAssets = 0
  const sums = { worksCost: 0, totalCost: 0, moneyIn: 0, moneyLeftIn: 0, profit: 0, annualCashFlow: 0 }
  const rows: PortfolioRow[] = chosen.map(({ estimateId, projectId, label, result: r }) => {
    sums.worksCost += r.works.usedPence
    sums.totalCost += r.totalCostPence
    sums.moneyIn += r.totalMoneyInPence
    sums.moneyLeftIn += r.moneyLeftInPence
    sums.profit += r.profitPence
    if (r.income) {
      sums.annualCashFlow += r.income.netAnnualCashFlowPence
      letIncome += r.income.netOperatingIncomePence
      letAssets += r.acquisition.pricePence + r.works.usedPence
    }
    const projectName = projectId ? projectNames.get(projectId) : undefined
    return {
      estimateId,
      projectId: projectName ? projectId : null,
      name: projectName ?? label,
      strategy: r.strategyLabel,
      worksCost: toPounds(r.works.usedPence),
      totalCost: toPounds(r.totalCostPence),
      moneyIn: toPounds(r.totalMoneyInPence),
      moneyLeftIn: toPounds(r.moneyLeftInPence),
      profit: toPounds(r.profitPence),
      profitOnCostPercent: r.profitOnCostPercent,
      netYieldPercent: r.netYieldPercent,
      annualCashFlow: r.income ? toPounds(r.income.netAnnualCashFlowPence) : null,
    }
  })
  return {
    rows,
    totals: {
      worksCost: toPounds(sums.worksCost),
      totalCost: toPounds(sums.totalCost),
      moneyIn: toPounds(sums.moneyIn),
      moneyLeftIn: toPounds(sums.moneyLeftIn),
      profit: toPounds(sums.profit),
      annualCashFlow: toPounds(sums.annualCashFlow),
      netYieldPercent: percentOf(letIncome, letAssets),
    },
  }
}
