import { describe, expect, it } from 'vitest'
import { appraise } from '#shared/appraisal/appraise'
import type { AppraisalContext, AppraisalInput } from '#shared/appraisal/schema'
import { emptyPortfolio } from '#tests/factories/dashboard'
import { buildPortfolio, type AppraisedEstimate } from './portfolio'

const context: AppraisalContext = {
  works: { lowPence: 3_000_000, likelyPence: 4_000_000, highPence: 5_000_000 },
  programmeMonths: 3,
  region: 'north',
  priceDate: '2026-11-26',
}

const item = (estimateId: string, projectId: string | null, appraisedAt: string, input: AppraisalInput) =>
  ({
    estimateId,
    projectId,
    label: `Estimate ${estimateId}`,
    appraisedAt,
    result: appraise(input, context),
  }) satisfies AppraisedEstimate

describe('buildPortfolio', () => {
  const letA = item('e1', 'p1', '2026-11-20T10:00:00.000Z', {
    strategy: 'single_let',
    purchasePricePence: 20_000_000,
    monthlyRentPence: 120_000,
  })
  const letB = item('e2', 'p1', '2026-11-25T10:00:00.000Z', {
    strategy: 'single_let',
    purchasePricePence: 20_000_000,
    monthlyRentPence: 150_000,
  })
  const flip = item('e3', null, '2026-11-22T10:00:00.000Z', {
    strategy: 'flip',
    purchasePricePence: 15_000_000,
    gdvPence: 25_000_000,
  })
  const projects = new Map([['p1', 'Elm Road']])

  it('takes each project’s latest appraisal, keeps unfiled ones as their own rows, newest first', () => {
    const { rows } = buildPortfolio([letA, flip, letB], projects)
    expect(rows.map((r) => [r.estimateId, r.name, r.projectId])).toEqual([
      ['e2', 'Elm Road', 'p1'],
      ['e3', 'Estimate e3', null],
    ])
    expect(rows[0]!.netYieldPercent).toBe(letB.result.netYieldPercent)
    expect(rows[1]!.annualCashFlow).toBeNull()
    expect(rows[1]!.netYieldPercent).toBeNull()
    expect(rows[1]!.profit).toBe(flip.result.profitPence / 100)
  })

  it('totals the rows in pence, and the lets’ yield together over their price plus works', () => {
    const { totals } = buildPortfolio([letA, flip, letB], projects)
    const b = letB.result
    const f = flip.result
    expect(totals.moneyIn).toBe((b.totalMoneyInPence + f.totalMoneyInPence) / 100)
    expect(totals.totalCost).toBe((b.totalCostPence + f.totalCostPence) / 100)
    expect(totals.worksCost).toBe(80_000)
    expect(totals.profit).toBe((b.profitPence + f.profitPence) / 100)
    expect(totals.annualCashFlow).toBe(b.income!.netAnnualCashFlowPence / 100)
    // One let: the portfolio's yield is its own.
    expect(totals.netYieldPercent).toBe(b.netYieldPercent)
  })

  it('is empty without appraisals, with no yield to state', () => {
    expect(buildPortfolio([], projects)).toEqual(emptyPortfolio)
  })
})
