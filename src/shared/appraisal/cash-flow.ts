import { bp } from './taxes'
import { allocateByWeights, divRound, fromBp, icrMaxLoan, monthlyInterest } from './maths'
import type { ResolvedAppraisal } from './resolve'
import type { AppraisalMonth, AppraisalResult } from './result'
import type { AppraisalContext } from './schema'

/**
 * One run of the deal's cash flow, month by month: month 0 completes the purchase; months 1..N are the estimate's
 * programme (works drawn along its cash flow); then the sale (flip), the refinance (BRRR or a bridge's exit) and the
 * letting. Monthly interest is simple, on the balance drawn by then: rolled up on a bridge, paid monthly on a mortgage.
 * The sensitivity table reruns it for another works cost, end value or rate.
 */
export interface Run {
  worksPence: number
  gdvPence: number
  taxPence: number
  acquisitionPence: number
  holding: AppraisalResult['holding']
  finance: Omit<AppraisalResult['finance'], 'type' | 'annualRatePercent'> & { rateBp: number }
  totalCostPence: number
  totalMoneyInPence: number
  saleCostsPence: number
  profitPence: number
  refinance: AppraisalResult['refinance']
  moneyLeftInPence: number
  income: AppraisalResult['income']
  longTermLoanPence: number
  longTermRateBp: number
  monthly: AppraisalMonth[]
  breakEvenGdvPence: number
}

/** The run's fixed figures: the timeline, the purchase finance and the works' tranches. */
interface Plan {
  r: ResolvedAppraisal
  isFlip: boolean
  isBridge: boolean
  hasRefinance: boolean
  programme: number
  works: number[]
  worksLoans: number[]
  worksPence: number
  gdvPence: number
  worksEnd: number
  holdingMonths: number
  exitMonth: number
  lastMonth: number
  rateBp: number
  rateShiftBp: number
  acquisitionPence: number
  purchaseLoan: number
  arrangementFeePence: number
}

/** What changes as the months go by. */
interface State {
  balance: number
  rolledInterest: number
  servicedInterest: number
  moneyIn: number
  exitIn: number
  cumIn: number
  cumOut: number
  months: AppraisalMonth[]
  refinance: AppraisalResult['refinance']
  exitFeePence: number
  saleCostsPence: number
  longTermLoanPence: number
  longTermRateBp: number
}

type LetIncome = ReturnType<typeof letIncome>

export function annualRent(r: ResolvedAppraisal): number {
  if (r.strategy === 'hmo') return r.rooms * r.roomRentMonthlyPence * 12
  if (r.strategy === 'serviced') return bp(r.nightlyRatePence * 365, r.occupancyBp)
  if (r.strategy === 'flip') return 0
  return r.monthlyRentPence * 12
}

/** The first full year let: rent less voids, management (on the rent collected), maintenance and the fixed costs. */
function letIncome(r: ResolvedAppraisal) {
  const grossAnnualRentPence = annualRent(r)
  const voidsPence = bp(grossAnnualRentPence, r.voidsBp)
  const managementPence = bp(grossAnnualRentPence - voidsPence, r.managementBp)
  const maintenancePence = bp(grossAnnualRentPence, r.maintenanceBp)
  const billsPence = r.billsMonthlyPence * 12
  const fixedPence = r.landlordInsuranceAnnualPence + r.hmoLicenceAnnualPence + billsPence + r.otherAnnualCostsPence
  const runningCostsPence = voidsPence + managementPence + maintenancePence + fixedPence
  const noi = grossAnnualRentPence - runningCostsPence
  return { grossAnnualRentPence, voidsPence, managementPence, maintenancePence, billsPence, runningCostsPence, noi }
}

/** One run's figures: the tax, the works and the value after them, and a shift to every interest rate (sensitivity). */
interface RunFigures {
  taxPence: number
  worksPence: number
  gdvPence: number
  rateShiftBp: number
}

function planRun(r: ResolvedAppraisal, ctx: AppraisalContext, figures: RunFigures): Plan {
  const { taxPence, worksPence, gdvPence, rateShiftBp } = figures
  const isFlip = r.strategy === 'flip'
  const isBridge = r.finance.type === 'bridging'
  const programme = Math.max(1, Math.round(ctx.programmeMonths))
  const weights =
    ctx.drawdownWeights && ctx.drawdownWeights.length === programme
      ? ctx.drawdownWeights
      : Array.from({ length: programme }, () => 1)
  const works = [0, ...allocateByWeights(worksPence, weights)]
  const worksEnd = Math.max(r.holdingMonths, programme)
  const hasRefinance = r.strategy === 'brrr' || (!isFlip && isBridge)
  const exitMonth = isFlip ? worksEnd + r.saleMonths : hasRefinance ? r.refinance.month : worksEnd
  const purchaseLoan = bp(r.pricePence, r.finance.ltvBp)
  const worksLoans = works.map((w) => (isBridge ? bp(w, r.finance.worksFundedBp) : 0))
  const worksLoanTotal = worksLoans.reduce((a, b) => a + b, 0)
  return {
    r,
    isFlip,
    isBridge,
    hasRefinance,
    programme,
    works,
    worksLoans,
    worksPence,
    gdvPence,
    worksEnd,
    holdingMonths: isFlip ? r.holdingMonths + r.saleMonths : r.holdingMonths,
    exitMonth,
    lastMonth: Math.max(exitMonth, worksEnd, programme) + (isFlip ? 0 : 12),
    rateBp: r.finance.type === 'cash' ? 0 : Math.max(0, r.finance.rateBp + rateShiftBp),
    rateShiftBp,
    acquisitionPence: r.pricePence + taxPence + r.legalFeesPence + r.surveyFeesPence + r.otherAcquisitionPence,
    purchaseLoan,
    arrangementFeePence: bp(purchaseLoan + worksLoanTotal, r.finance.arrangementBp),
  }
}

function push(st: State, month: number, label: string, inPence: number, outPence: number, worksPence: number) {
  st.cumIn += inPence
  st.cumOut += outPence
  st.months.push({
    month,
    label,
    moneyInPence: inPence,
    moneyOutPence: outPence,
    cumulativeInPence: st.cumIn,
    cumulativeOutPence: st.cumOut,
    worksPence,
    loanBalancePence: st.balance,
  })
}

/** Flip: the sale repays the bridge, its rolled-up interest and exit fee; the rest (or the shortfall) is the investor's. */
function sell(plan: Plan, st: State): number {
  const { r } = plan
  st.exitFeePence = plan.isBridge ? bp(st.balance, r.finance.exitBp) : 0
  st.saleCostsPence = bp(plan.gdvPence, r.saleAgentBp) + r.saleLegalPence
  const net = plan.gdvPence - st.saleCostsPence - st.balance - st.rolledInterest - st.exitFeePence
  st.exitIn = Math.max(0, -net)
  return net
}

/** BRRR or a bridge's exit: the new loan (LTV of the valuation, capped by the ICR) repays the purchase finance. */
function refinance(plan: Plan, st: State, m: number, rentPence: number): number {
  const { r } = plan
  st.exitFeePence = plan.isBridge ? bp(st.balance, r.finance.exitBp) : 0
  const rule = r.refinance.sixMonthRule
  const cap =
    rule === 'purchase_price'
      ? r.pricePence
      : rule === 'price_plus_works'
        ? r.pricePence + plan.worksPence
        : Number.POSITIVE_INFINITY
  const isCapped = m < 6 && cap < plan.gdvPence
  const valuationPence = isCapped ? cap : plan.gdvPence
  const refiRateBp = Math.max(0, r.refinance.rateBp + plan.rateShiftBp)
  const loanPence = Math.min(
    bp(valuationPence, r.refinance.ltvBp),
    icrMaxLoan(rentPence, r.icr.ratioBp, r.icr.stressBp),
  )
  const feePence = bp(loanPence, r.refinance.arrangementBp)
  const repaidPence = st.balance + st.rolledInterest + st.exitFeePence
  const releasedPence = loanPence - repaidPence - feePence
  st.refinance = {
    isApplied: true,
    month: m,
    sixMonthRule: rule,
    isCapped,
    valuationPence,
    ltvPercent: fromBp(r.refinance.ltvBp),
    annualRatePercent: fromBp(refiRateBp),
    loanPence,
    arrangementFeePence: feePence,
    repaidPence,
    releasedPence,
  }
  st.longTermLoanPence = loanPence
  st.longTermRateBp = refiRateBp
  st.exitIn = Math.max(0, -releasedPence)
  return releasedPence
}

/** The purchase finance for month m: works tranches drawn, holding costs, interest. Returns the investor's cash in. */
function financeMonth(plan: Plan, st: State, m: number): number {
  const { r } = plan
  let inPence = 0
  const w = plan.works[m] ?? 0
  if (w > 0) {
    st.balance += plan.worksLoans[m] ?? 0
    inPence += w - (plan.worksLoans[m] ?? 0)
  }
  if (m <= plan.holdingMonths)
    inPence += r.councilTaxMonthlyPence + r.holdingInsuranceMonthlyPence + r.utilitiesMonthlyPence
  // Purchase finance runs to the sale or refinance; a let on a mortgage pays it from the rent once the works end.
  const financeRuns = plan.isFlip || plan.hasRefinance ? m <= plan.exitMonth : m <= plan.worksEnd
  if (financeRuns && plan.rateBp > 0 && st.balance > 0) {
    const interest = monthlyInterest(st.balance, plan.rateBp)
    if (plan.isBridge) st.rolledInterest += interest
    else {
      st.servicedInterest += interest
      inPence += interest
    }
  }
  return inPence
}

function runMonths(plan: Plan, income: LetIncome): State {
  const { r } = plan
  const isLetOnMortgage = !plan.isFlip && r.finance.type === 'btl_mortgage'
  const st: State = {
    balance: plan.purchaseLoan,
    rolledInterest: 0,
    servicedInterest: 0,
    moneyIn: 0,
    exitIn: 0,
    cumIn: 0,
    cumOut: 0,
    months: [],
    refinance: null,
    exitFeePence: 0,
    saleCostsPence: 0,
    longTermLoanPence: isLetOnMortgage ? plan.purchaseLoan : 0,
    longTermRateBp: isLetOnMortgage ? plan.rateBp : 0,
  }
  const month0 = plan.acquisitionPence + plan.arrangementFeePence - plan.purchaseLoan
  st.moneyIn += month0
  push(st, 0, 'Purchase', Math.max(0, month0), Math.max(0, -month0), 0)
  for (let m = 1; m <= plan.lastMonth; m++) {
    let inPence = financeMonth(plan, st, m)
    let outPence = 0
    if (m <= plan.exitMonth || (!plan.hasRefinance && m <= plan.worksEnd)) st.moneyIn += inPence
    let label = m <= plan.programme ? `Month ${m} (works)` : `Month ${m}`
    let exitNet: number | undefined
    if (plan.isFlip && m === plan.exitMonth) {
      exitNet = sell(plan, st)
      label = `Month ${m} (sale)`
    }
    if (plan.hasRefinance && m === plan.exitMonth) {
      exitNet = refinance(plan, st, m, income.grossAnnualRentPence)
      label = `Month ${m} (refinance)`
    }
    if (exitNet !== undefined) {
      if (exitNet >= 0) outPence += exitNet
      else inPence += -exitNet
    }
    // Rent, once the works are done: net of running costs; the long-term loan's interest once it exists.
    if (!plan.isFlip && m > plan.worksEnd) {
      const hasLongTermLoan = plan.hasRefinance ? m > plan.exitMonth : true
      const interest = hasLongTermLoan ? monthlyInterest(st.longTermLoanPence, st.longTermRateBp) : 0
      const monthNet = divRound(income.noi, 12) - interest
      if (monthNet >= 0) outPence += monthNet
      else inPence += -monthNet
      if (m === plan.worksEnd + 1 && label === `Month ${m}`) label = `Month ${m} (let)`
    }
    push(st, m, label, inPence, outPence, plan.works[m] ?? 0)
  }
  return st
}

/** Flip: the lowest sale price that covers every cost and the sale's own (agent's percent, legal fee). */
function flipBreakEven(r: ResolvedAppraisal, totalCostPence: number): number {
  const covers = (g: number) => g - bp(g, r.saleAgentBp) - r.saleLegalPence >= totalCostPence
  let g = Math.ceil(((totalCostPence + r.saleLegalPence) * 10_000) / Math.max(1, 10_000 - r.saleAgentBp))
  while (!covers(g)) g++
  while (g > 0 && covers(g - 1)) g--
  return g
}

export function runCashFlow(r: ResolvedAppraisal, ctx: AppraisalContext, figures: RunFigures): Run {
  const { taxPence, worksPence, gdvPence } = figures
  const plan = planRun(r, ctx, figures)
  const income = letIncome(r)
  const st = runMonths(plan, income)
  const { isFlip } = plan
  const m = r.holdingMonths + (isFlip ? r.saleMonths : 0)
  const holding = {
    months: m,
    councilTaxPence: r.councilTaxMonthlyPence * m,
    insurancePence: r.holdingInsuranceMonthlyPence * m,
    utilitiesPence: r.utilitiesMonthlyPence * m,
    totalPence: (r.councilTaxMonthlyPence + r.holdingInsuranceMonthlyPence + r.utilitiesMonthlyPence) * m,
  }
  const interestPence = st.rolledInterest + st.servicedInterest
  const financeTotal =
    plan.arrangementFeePence + interestPence + st.exitFeePence + (st.refinance?.arrangementFeePence ?? 0)
  const totalCostPence = plan.acquisitionPence + worksPence + holding.totalPence + financeTotal
  const profitPence = isFlip ? gdvPence - st.saleCostsPence - totalCostPence : gdvPence - totalCostPence
  const annualInterestPence = bp(st.longTermLoanPence, st.longTermRateBp)
  return {
    worksPence,
    gdvPence,
    taxPence,
    acquisitionPence: plan.acquisitionPence,
    holding,
    finance: {
      purchaseLoanPence: plan.purchaseLoan,
      worksLoanPence: plan.worksLoans.reduce((a, b) => a + b, 0),
      arrangementFeePence: plan.arrangementFeePence,
      exitFeePence: st.exitFeePence,
      interestPence,
      totalPence: financeTotal,
      isOverTerm: plan.isBridge && plan.exitMonth > r.finance.termMonths,
      rateBp: plan.rateBp,
    },
    totalCostPence,
    totalMoneyInPence: st.moneyIn + st.exitIn,
    saleCostsPence: st.saleCostsPence,
    profitPence,
    refinance: st.refinance,
    moneyLeftInPence: isFlip
      ? Math.max(0, -profitPence)
      : plan.hasRefinance
        ? st.moneyIn - (st.refinance?.releasedPence ?? 0)
        : st.moneyIn + st.exitIn,
    income: isFlip ? null : incomeResult(r, income, annualInterestPence),
    longTermLoanPence: st.longTermLoanPence,
    longTermRateBp: st.longTermRateBp,
    monthly: st.months,
    breakEvenGdvPence: isFlip ? flipBreakEven(r, totalCostPence) : totalCostPence,
  }
}

function incomeResult(r: ResolvedAppraisal, income: LetIncome, annualInterestPence: number): AppraisalResult['income'] {
  return {
    grossAnnualRentPence: income.grossAnnualRentPence,
    voidsPence: income.voidsPence,
    managementPence: income.managementPence,
    maintenancePence: income.maintenancePence,
    insurancePence: r.landlordInsuranceAnnualPence,
    licencePence: r.hmoLicenceAnnualPence,
    billsPence: income.billsPence,
    otherPence: r.otherAnnualCostsPence,
    runningCostsPence: income.runningCostsPence,
    netOperatingIncomePence: income.noi,
    annualInterestPence,
    netAnnualCashFlowPence: income.noi - annualInterestPence,
  }
}
