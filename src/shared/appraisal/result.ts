import type { AppraisalStrategy, FinanceType, IcrPreset, SixMonthRule, WorksCase } from './schema'
import type { Nation, TransactionTaxResult } from './taxes'

/** A figure's basis, for "every figure says what it assumes". */
export interface Assumption {
  key: string
  label: string
  /** Shown as typed ('£1,500', '12%', '6 months'). */
  value: string
  /** 'you' when typed, else where the default comes from. */
  source: string
}

/** Percent figures are numbers rounded to two decimals (6.25 = 6.25%); null when the base is zero or absent. */
export type Percent = number | null

export interface AppraisalMonth {
  /** 0 = completion of the purchase; 1..programmeMonths = the works; then sale / refinance / letting. */
  month: number
  label: string
  /** Cash the investor pays in this month (own money, not the lender's). */
  moneyInPence: number
  /** Cash the investor takes out this month (rent after costs, sale or refinance proceeds). */
  moneyOutPence: number
  cumulativeInPence: number
  cumulativeOutPence: number
  /** Works drawn this month (whoever pays), and the bridge's drawn balance at the month's end. */
  worksPence: number
  loanBalancePence: number
}

export interface SensitivityRow {
  key: 'works_low' | 'works_likely' | 'works_high' | 'gdv_minus_10' | 'gdv_plus_10' | 'rate_minus_1' | 'rate_plus_1'
  label: string
  worksPence: number
  gdvPence: number
  /** Finance rate used (annual percent; the long-term rate for lets, the purchase finance rate for a flip). */
  annualRatePercent: number
  totalCostPence: number
  profitPence: number
  profitOnCostPercent: Percent
  moneyLeftInPence: number
  netAnnualCashFlowPence: number
  cashOnCashPercent: Percent
}

export interface AppraisalResult {
  strategy: AppraisalStrategy
  strategyLabel: string
  /** Every input as used (typed or defaulted), with its source. */
  assumptions: Assumption[]
  purchaseDate: string
  nation: Nation
  tax: TransactionTaxResult
  acquisition: {
    pricePence: number
    taxPence: number
    legalFeesPence: number
    surveyFeesPence: number
    otherPence: number
    totalPence: number
  }
  works: { case: WorksCase; lowPence: number; likelyPence: number; highPence: number; usedPence: number }
  finance: {
    type: FinanceType
    annualRatePercent: number
    /** Loan at purchase (LTV × price) plus works tranches drawn (bridging). */
    purchaseLoanPence: number
    worksLoanPence: number
    arrangementFeePence: number
    exitFeePence: number
    /** Interest until sale / refinance (on the drawn balance, month by month). */
    interestPence: number
    totalPence: number
    /** A bridge longer than its term: a warning for the page. */
    isOverTerm: boolean
  }
  holding: {
    months: number
    councilTaxPence: number
    insurancePence: number
    utilitiesPence: number
    totalPence: number
  }
  /** Everything the project costs to its exit or first let: purchase, tax, fees, works, holding and finance. */
  totalCostPence: number
  /** The investor's own cash in before any money comes back (the chart's peak). */
  totalMoneyInPence: number
  /** Flip: GDV less sale costs less total cost. Lets: value (GDV) less total cost (the equity the works create). */
  profitPence: number
  profitOnCostPercent: Percent
  profitOnGdvPercent: Percent
  gdvPence: number
  saleCostsPence: number
  /** Lets (null for a flip): the first full year let. */
  income: {
    grossAnnualRentPence: number
    voidsPence: number
    managementPence: number
    maintenancePence: number
    insurancePence: number
    licencePence: number
    billsPence: number
    otherPence: number
    runningCostsPence: number
    /** Rent less running costs, before finance. */
    netOperatingIncomePence: number
    annualInterestPence: number
    /** After finance: what the investor keeps a year (before tax). */
    netAnnualCashFlowPence: number
  } | null
  /** Gross and net yield on purchase price plus works (the cost of the asset). */
  grossYieldPercent: Percent
  netYieldPercent: Percent
  /** Net annual cash flow ÷ money left in. Null when nothing is left in (infinite) or for a flip. */
  cashOnCashPercent: Percent
  /** The long-term loan and its source: a BTL mortgage at purchase, or the refinance (BRRR, or a bridge's exit). */
  refinance: {
    isApplied: boolean
    month: number
    sixMonthRule: SixMonthRule
    /** True when the six-month rule capped the valuation. */
    isCapped: boolean
    valuationPence: number
    ltvPercent: number
    annualRatePercent: number
    /** LTV × valuation, then no more than the ICR allows. */
    loanPence: number
    arrangementFeePence: number
    /** Purchase finance repaid from it (bridge balance, rolled-up interest, exit fee). */
    repaidPence: number
    /** Cash back to the investor (loan less repayment and fee). */
    releasedPence: number
  } | null
  /** The investor's cash still in the deal after refinance (BRRR) or after letting starts. */
  moneyLeftInPence: number
  icr: {
    preset: IcrPreset
    ratioPercent: number
    stressRatePercent: number
    source: string
    sourceDate: string
    /** Loan tested (the long-term loan). */
    loanPence: number
    /** Rent ÷ (loan × stress rate), percent. Null without a loan. */
    coverPercent: Percent
    isPassing: boolean
    /** The largest loan the rent supports at this ratio and stress rate. */
    maxLoanPence: number
  } | null
  perRoom: { rooms: number; costPerRoomPence: number; rentPerRoomMonthlyPence: number } | null
  uplift: {
    /** GDV less purchase price. */
    valueUpliftPence: number
    worksPence: number
    /** Value uplift less the works' cost. */
    netUpliftPence: number
    /** Uplift per £1 of works, percent (150 = £1.50 of value per £1 spent). */
    upliftPerWorksPercent: Percent
  }
  sensitivity: SensitivityRow[]
  /** Flip: the GDV that sells for no profit and no loss. Lets: the valuation at which refinance takes all your cash out. */
  breakEvenGdvPence: number
  monthly: AppraisalMonth[]
  /** Sentences the page and the PDF show (what the figures assume, warnings). */
  notes: string[]
}
