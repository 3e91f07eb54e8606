import { appraise } from '#shared/appraisal/appraise'
import { appraisalContextFromPlan } from '#shared/appraisal/context'
import type { AppraisalResult, Percent } from '#shared/appraisal/result'
import type { AppraisalInput } from '#shared/appraisal/schema'
import type { CostPlan } from '#shared/cost-engine/types'
import { gbp, gbp0, t } from './format'
import type { LabelValue } from './types'

/** The appendix page: the buyer's saved appraisal, figured by the same module as the web page and the API. */
export interface AppraisalAppendix {
  strategy: string
  intro: string
  keyFigures: LabelValue[]
  sections: { title: string; rows: LabelValue[] }[]
  sensitivity: {
    label: string
    works: string
    gdv: string
    rate: string
    profit: string
    leftIn: string
    coc: string
  }[]
  assumptions: string[]
  assumptionsHiddenCount: number
  notes: string[]
}

/** The assumptions that fit under the tables; the rest are counted. */
const ASSUMPTIONS_SHOWN = 24

const pct = (p: Percent) => (p === null ? 'n/a' : `${p.toFixed(2)}%`)
const row = (label: string, value: string): LabelValue => ({ label, value })

function purchaseRows(a: AppraisalResult): LabelValue[] {
  return [
    row('Purchase price', gbp0(a.acquisition.pricePence)),
    row(
      `${a.tax.tax} (rates from ${a.tax.ratesFrom}${a.tax.isSurchargeApplied ? ', higher rates' : ''})`,
      gbp0(a.tax.totalPence),
    ),
    row(
      'Legal, survey and other',
      gbp(a.acquisition.legalFeesPence + a.acquisition.surveyFeesPence + a.acquisition.otherPence),
    ),
    row(`Works (the estimate’s ${a.works.case} figure)`, gbp(a.works.usedPence)),
    row(`Holding costs (${a.holding.months} month${a.holding.months === 1 ? '' : 's'})`, gbp(a.holding.totalPence)),
    row('Finance costs (fees and interest)', gbp(a.finance.totalPence)),
    row('Total cost', gbp(a.totalCostPence)),
  ]
}

function outcomeRows(a: AppraisalResult): LabelValue[] {
  const rows = [row('Value after works (GDV)', gbp0(a.gdvPence))]
  if (a.strategy === 'flip')
    rows.push(row('Sale costs', gbp(a.saleCostsPence)), row('Break-even sale price', gbp0(a.breakEvenGdvPence)))
  rows.push(
    row('Profit', gbp(a.profitPence)),
    row('Profit on cost / on GDV', `${pct(a.profitOnCostPercent)} / ${pct(a.profitOnGdvPercent)}`),
    row('Value uplift less the works', gbp(a.uplift.netUpliftPence)),
  )
  if (a.refinance)
    rows.push(
      row(
        `Refinance in month ${a.refinance.month} at ${a.refinance.ltvPercent}% of ${gbp0(a.refinance.valuationPence)}`,
        gbp0(a.refinance.loanPence),
      ),
      row('Cash released (negative: paid in)', gbp(a.refinance.releasedPence)),
    )
  rows.push(row('Money left in', gbp(a.moneyLeftInPence)))
  return rows
}

function incomeRows(a: AppraisalResult): LabelValue[] {
  if (!a.income) return []
  const rows = [
    row('Rent a year', gbp(a.income.grossAnnualRentPence)),
    row('Running costs a year', gbp(a.income.runningCostsPence)),
    row('Net operating income', gbp(a.income.netOperatingIncomePence)),
    row('Interest a year', gbp(a.income.annualInterestPence)),
    row('Cash flow a year (before tax)', gbp(a.income.netAnnualCashFlowPence)),
    row('Gross / net yield', `${pct(a.grossYieldPercent)} / ${pct(a.netYieldPercent)}`),
  ]
  if (a.perRoom) rows.push(row(`Cost per room (${a.perRoom.rooms} rooms)`, gbp0(a.perRoom.costPerRoomPence)))
  if (a.icr)
    rows.push(
      row(
        `Lender’s test: ${a.icr.ratioPercent}% cover at ${a.icr.stressRatePercent}%`,
        a.icr.coverPercent === null ? 'no loan' : `${pct(a.icr.coverPercent)} ${a.icr.isPassing ? 'pass' : 'fail'}`,
      ),
      row('Largest loan the rent supports', gbp0(a.icr.maxLoanPence)),
    )
  return rows
}

function keyFiguresOf(a: AppraisalResult): LabelValue[] {
  const common = [row('Money in', gbp0(a.totalMoneyInPence)), row('Profit', gbp0(a.profitPence))]
  if (a.strategy === 'flip')
    return [
      ...common,
      row('Profit on cost', pct(a.profitOnCostPercent)),
      row('Profit on GDV', pct(a.profitOnGdvPercent)),
    ]
  return [...common, row('Net yield', pct(a.netYieldPercent)), row('Cash-on-cash', pct(a.cashOnCashPercent))]
}

/** Null when the buyer saved no appraisal: the report is then its 10 pages. */
export function buildAppraisalAppendix(input: AppraisalInput | undefined, plan: CostPlan): AppraisalAppendix | null {
  if (!input) return null
  const a = appraise(input, appraisalContextFromPlan(plan))
  const typed = a.assumptions.filter((x) => x.source === 'you').length
  const assumptions = a.assumptions.map((x) => t(`${x.label}: ${x.value} (${x.source === 'you' ? 'yours' : x.source})`))
  return {
    strategy: a.strategyLabel,
    intro: `Your appraisal as saved with this estimate (${a.strategyLabel}), purchase on ${a.purchaseDate}. ${typed} of ${a.assumptions.length} inputs are yours; the rest are defaults, each with its source below. The works cost and programme are this report's.`,
    keyFigures: keyFiguresOf(a),
    sections: [
      { title: 'Purchase and costs', rows: purchaseRows(a) },
      { title: a.strategy === 'flip' ? 'Sale and profit' : 'Value, refinance and profit', rows: outcomeRows(a) },
      ...(a.income ? [{ title: 'Income and the lender’s test (first full year let)', rows: incomeRows(a) }] : []),
    ],
    sensitivity: a.sensitivity.map((s) => ({
      label: s.label,
      works: gbp0(s.worksPence),
      gdv: gbp0(s.gdvPence),
      rate: `${s.annualRatePercent}%`,
      profit: gbp0(s.profitPence),
      leftIn: gbp0(s.moneyLeftInPence),
      coc: pct(s.cashOnCashPercent),
    })),
    assumptions: assumptions.slice(0, ASSUMPTIONS_SHOWN),
    assumptionsHiddenCount: Math.max(0, assumptions.length - ASSUMPTIONS_SHOWN),
    notes: a.notes.map(t),
  }
}
