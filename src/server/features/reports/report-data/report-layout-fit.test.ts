import { describe, expect, test } from 'vitest'
import { ISSUE26_REPORTS } from '#tests/fixtures/issue26-jobs'
import { buildEngineReportInput } from '#tests/fixtures/sample-cost-plan'
import { NUMBER_DOT_W } from '../pdf/blocks'
import { GANTT_LABEL_PT } from '../pdf/charts'
import { longestWordWidth, textWidth } from '../pdf/font-metrics'
import { CONSENT_COLS, RISK_COLS } from '../pdf/pages/risks'
import { DRAWDOWN_COLS, STAGE_COLS } from '../pdf/pages/programme'
import {
  page5Layout,
  TRADE_LABEL_PT,
  TRADE_ROW_MIN_PT,
  tradeChartLayout,
  tradeLabelWidth,
} from '../pdf/pages/trade-summary'
import { columns } from '../pdf/table'
import { buildReportData } from './build-report-data'
import { phaseByMonth, WEEKS_PER_MONTH } from './programme'

const pence = (money: string) => Math.round(Number(money.replace(/[£,]/g, '')) * 100)
const reports = Object.entries(ISSUE26_REPORTS).map(([name, job]) => {
  const input = buildEngineReportInput(job)
  return { name, input, data: buildReportData(input) }
})

describe.each(reports)('the $name report', ({ input, data }) => {
  const p = data.programme
  const plan = input.plan

  test('drawdown: work and payable each sum to the total to the penny; every month is the work scheduled in it', () => {
    expect(p.cashFlow.reduce((a, f) => a + f.workPence, 0)).toBe(plan.totalExcVatPence)
    expect(p.cashFlow.reduce((a, f) => a + f.pence, 0)).toBe(plan.totalExcVatPence)
    expect(p.cashFlow.at(-1)!.cumulativePence).toBe(plan.totalExcVatPence)
    expect(p.cashFlow.reduce((a, f) => a + f.depositPence, 0)).toBe(0)
    expect(p.cashFlow.every((f) => f.pence >= 0)).toBe(true)
    expect(p.cashFlow[0]!.workPence).toBe(plan.feesPence)
    // Independently: each site phase's value (its lines' share of the builder's price) over its weeks.
    const site = p.phases.filter((x) => !x.isPreConstruction)
    const siteStart = Math.min(...site.map((x) => x.start))
    const months = p.cashFlow.length - 1
    const siteEnd = Math.max(...site.map((x) => x.start + x.duration))
    expect(months).toBe(Math.ceil((siteEnd - siteStart) / WEEKS_PER_MONTH - 1e-9))
    const onSite = plan.totalExcVatPence - plan.feesPence
    const stageValue = p.stagePayments.filter((s) => /^On completion/.test(s.stage))
    expect(stageValue.length).toBeGreaterThan(0)
    // A month with no phase in it has no value; a month's value is never more than the phases running in it.
    p.cashFlow.slice(1).forEach((f, m) => {
      const running = site.filter(
        (x) =>
          x.start - siteStart < (m + 1) * WEEKS_PER_MONTH && x.start + x.duration - siteStart > m * WEEKS_PER_MONTH,
      )
      if (!running.length) expect(f.workPence).toBe(0)
    })
    expect(p.cashFlow.slice(1).reduce((a, f) => a + f.workPence, 0)).toBe(onSite)
  })

  test('the deposits are paid before the work they are for and taken off it', () => {
    const paid = p.cashFlow.filter((f) => f.depositPence > 0)
    const taken = p.cashFlow.filter((f) => f.depositPence < 0)
    if (paid.length) expect(p.cashFlow.indexOf(paid[0]!)).toBeLessThan(p.cashFlow.indexOf(taken[0]!))
    const depositStages = p.stagePayments.filter((s) => /^Deposit/.test(s.stage))
    expect(depositStages.reduce((a, s) => a + pence(s.excVat), 0)).toBe(paid.reduce((a, f) => a + f.depositPence, 0))
  })

  test('stage payments sum to the builder price and name the contract that has a retention', () => {
    const construction = plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence
    expect(p.stagePayments.reduce((a, s) => a + pence(s.excVat), 0)).toBe(construction)
    expect(p.stageNote).toMatch(/JCT Minor Works/)
    expect(p.stageNote).toMatch(/Homeowner contract has no retention/)
  })

  test('the site starts after the approvals it needs', () => {
    const approvals = p.phases.filter((x) => x.isPreConstruction && !/design/i.test(x.name))
    const siteStart = Math.min(...p.phases.filter((x) => !x.isPreConstruction).map((x) => x.start))
    for (const a of approvals) expect(siteStart).toBeGreaterThanOrEqual(a.start + a.duration - 1e-9)
    expect(data.risks.compliance.length).toBeGreaterThan(0)
  })

  test('the trade chart, where page 5 has room for it, has rows apart and every trade name in its label column', () => {
    const { chart } = page5Layout(data.schedule)
    const trades = data.schedule.tradeSummary.map((r) => r.trade)
    if (trades.length <= 8) expect(chart).toBeDefined()
    if (!chart) return
    expect(chart.pitch).toBeGreaterThanOrEqual(TRADE_ROW_MIN_PT)
    const labelW = tradeLabelWidth(trades, chart.columns)
    for (const trade of trades) expect(textWidth(trade, TRADE_LABEL_PT) + 8).toBeLessThanOrEqual(labelW)
  })

  test("the page texts agree with this plan (the QS review found each contradicting the report's own figures)", () => {
    const itemisedScaffold = (plan.preliminaries.items ?? []).some((l) => /scaffold/i.test(l.trade))
    // Scaffold only in the itemised preliminaries (decision 046), never in the measured works; the percentage
    // does not claim the scaffold itemised beside it, and page 7's build-up shows the item.
    expect(plan.lineItems.some((l) => /scaffold/i.test(l.trade))).toBe(false)
    expect(data.onCosts.preliminaries.covers.some((c) => /^Scaffolding/.test(c))).toBe(!itemisedScaffold)
    expect(data.onCosts.quoteChecklist.join(' ')).toMatch(
      itemisedScaffold ? /scaffold as itemised above/ : /scaffolding/,
    )
    expect(data.onCosts.buildUp.some((r) => /^Preliminaries: scaffold/.test(r.label))).toBe(itemisedScaffold)
    // No 'usual' margin range beside this estimate's own percentage.
    expect(data.onCosts.overheadsProfit.note).not.toMatch(/%/)
    // No site path a reader of paper cannot follow.
    expect(JSON.stringify(data)).not.toMatch(/\(see \//)
    // The approvals are counted from the drawings only where the programme has a design phase.
    const hasDesign = p.phases.some((x) => x.isPreConstruction && /design/i.test(x.name))
    if (!hasDesign) expect(p.approvalsNote).not.toMatch(/drawings are ready/)
    // The 10% deposit rule of thumb does not contradict the supplier deposits in the stage payments.
    const deposits = p.stagePayments.filter((s) => /^Deposit/.test(s.stage))
    const question = data.closing.questions.find((q) => /payment stages/.test(q))!
    if (deposits.length) expect(question).toMatch(/Beyond the supplier deposits/)
    // One sentence for the contingency's basis.
    expect(data.basis.method.find((m) => m.step === 'Contingency')!.detail).toMatch(/, sized by/)
  })

  test('no text is cut short and every label and cell fits its room in the real font', () => {
    const strings = JSON.stringify(data)
    // A word cut by '…' before a closing quote, in the JSON ('"…hob…\\", and how"' was missed as '…"').
    expect(strings).not.toMatch(/\w…\\?"/)
    // Nothing counted as 'not shown on this page' while the page has room for it.
    expect(data.closing.assumptions.hiddenCount).toBe(0)
    expect(data.closing.exclusions.hiddenCount).toBe(0)
    expect(data.basis.unknowns.hiddenCount).toBe(0)
    // Each question's number (bold 8 pt) stands at least 3 pt clear of its text ('2.How' ran together).
    expect(textWidth(`${data.closing.questions.length}.`, 8, 700) + 3).toBeLessThanOrEqual(NUMBER_DOT_W)
    for (const phase of p.phases) expect(textWidth(phase.name, GANTT_LABEL_PT) + 8).toBeLessThanOrEqual(230)
    const fits = (spec: string, rows: string[][], size: number) => {
      const cols = columns(spec)
      for (const row of rows)
        row.forEach((cell, i) => expect(longestWordWidth(cell, size)).toBeLessThanOrEqual(cols[i]!.width - 4))
    }
    fits(
      DRAWDOWN_COLS,
      p.cashFlow.map((f) => [f.label, f.work, f.deposits, f.amount, f.cumulative, f.percentComplete]),
      6.8,
    )
    fits(
      STAGE_COLS,
      p.stagePayments.map((s) => [s.stage, s.due, s.percent, s.excVat, s.incVat]),
      7.2,
    )
    fits(
      CONSENT_COLS,
      data.risks.compliance.map((c) => [c.title, c.why, c.cost, c.programme]),
      6.8,
    )
    fits(
      RISK_COLS,
      data.risks.rows.map((r) => [
        r.ref,
        r.description,
        r.likelihood,
        r.probability,
        r.impact,
        r.weighted,
        r.mitigation,
      ]),
      7.3,
    )
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total including VAT')!.percent).toBe('')
  })
})

test('the trade chart keeps its rows apart: two columns when one would crowd them, none when two would', () => {
  // A bought report: 18 trades squeezed into one 130 pt column printed their 6.5 pt labels over each other.
  expect(tradeChartLayout(18, 300)).toMatchObject({ columns: 1, rows: 18 })
  expect(tradeChartLayout(18, 130)).toMatchObject({ columns: 2, rows: 9 })
  expect(tradeChartLayout(18, 85)).toMatchObject({ columns: 3, rows: 6 })
  expect(tradeChartLayout(18, 60)).toBeUndefined()
  for (let trades = 1; trades <= 30; trades++)
    for (let h = 20; h <= 450; h += 7) {
      const chart = tradeChartLayout(trades, h)
      if (!chart) continue
      expect(chart.pitch).toBeGreaterThanOrEqual(TRADE_ROW_MIN_PT)
      expect(chart.rows * chart.columns).toBeGreaterThanOrEqual(trades)
      expect(chart.rows * chart.pitch + 16).toBeLessThanOrEqual(h + 1e-9)
    }
})

test('a long phase name still fits the Gantt label column', () => {
  expect(textWidth('First fix (partitions, plumbing, heating, electrics)', GANTT_LABEL_PT) + 8).toBeLessThan(230)
  expect(phaseByMonth({ start: 2, duration: 4, valuePence: 1001 }, 0, 2).reduce((a, b) => a + b, 0)).toBe(1001)
})
