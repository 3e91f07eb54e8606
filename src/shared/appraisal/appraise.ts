/* eslint-disable max-lines, max-lines-per-function -- the first cut of the module in one file; splitting it (resolve, cash flow, maths) is open work (issue 28) */
import { formatGbp } from '../format'
import { APPRAISAL_DEFAULTS as D, ICR_PRESET_VALUES } from './defaults'
import type { AppraisalMonth, AppraisalResult, Assumption, Percent, SensitivityRow } from './result'
import {
  APPRAISAL_STRATEGY_LABELS,
  type AppraisalContext,
  type AppraisalInput,
  type AppraisalStrategy,
  type FinanceType,
  type IcrPreset,
  type SixMonthRule,
  type WorksCase,
} from './schema'
import { bp, computeTransactionTax, nationForRegion } from './taxes'

/**
 * The appraisal: pure, pence in and out, integer maths with explicit rounding. Percent inputs become basis points
 * (5.5% → 550) once; every money product is `bp(pence, basisPoints)` (rounded half up to the penny); monthly interest
 * is `balance × annual bp ÷ 120 000`, rounded half up, each month on the balance drawn by then (simple interest,
 * rolled up on a bridge, paid monthly on a mortgage). Timeline: month 0 completes the purchase; months 1..N are the
 * estimate's programme (works drawn along its cash flow); then the sale (flip), the refinance (BRRR or a bridge's
 * exit) and the letting.
 */

/** Resolved inputs: every figure present, percentages in basis points. */
export interface ResolvedAppraisal {
  strategy: AppraisalStrategy
  purchaseDate: string
  pricePence: number
  gdvPence: number
  isGdvTyped: boolean
  worksCase: WorksCase
  monthlyRentPence: number
  rooms: number
  roomRentMonthlyPence: number
  nightlyRatePence: number
  occupancyBp: number
  legalFeesPence: number
  surveyFeesPence: number
  otherAcquisitionPence: number
  isAdditionalDwelling: boolean
  finance: {
    type: FinanceType
    ltvBp: number
    rateBp: number
    termMonths: number
    arrangementBp: number
    exitBp: number
    worksFundedBp: number
  }
  refinance: { ltvBp: number; rateBp: number; arrangementBp: number; month: number; sixMonthRule: SixMonthRule }
  icr: { preset: IcrPreset; ratioBp: number; stressBp: number; source: string; sourceDate: string }
  holdingMonths: number
  councilTaxMonthlyPence: number
  holdingInsuranceMonthlyPence: number
  utilitiesMonthlyPence: number
  saleMonths: number
  saleAgentBp: number
  saleLegalPence: number
  managementBp: number
  voidsBp: number
  maintenanceBp: number
  landlordInsuranceAnnualPence: number
  hmoLicenceAnnualPence: number
  billsMonthlyPence: number
  otherAnnualCostsPence: number
  assumptions: Assumption[]
}

const toBp = (percent: number): number => Math.round(percent * 100)
const fromBp = (basisPoints: number): number => basisPoints / 100
const gbp = (pence: number) => formatGbp(pence, { trimZeroPence: true })

/** a ÷ b as a percent to two decimals, rounded half up; null when b is zero or less. */
export function percentOf(a: number, b: number): Percent {
  if (b <= 0) return null
  const n = a * 10_000
  const q = n < 0 ? -Math.floor((b * 0.5 - n) / b) : Math.floor((n + b * 0.5) / b)
  return q / 100
}

/** Whole-number division rounded half up (b > 0). */
function divRound(a: number, b: number): number {
  return a < 0 ? -Math.floor((b - 2 * a) / (2 * b)) : Math.floor((2 * a + b) / (2 * b))
}

/** Splits total pence over weights, largest remainder first: the parts add up exactly. */
export function allocateByWeights(total: number, weights: number[]): number[] {
  if (weights.length === 0) return []
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0)
  if (sum <= 0)
    return allocateByWeights(
      total,
      weights.map(() => 1),
    )
  const raw = weights.map((w) => (total * Math.max(0, w)) / sum)
  const floored = raw.map((r) => Math.floor(r))
  let rest = total - floored.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    floored[i]! += 1
    rest--
  }
  return floored
}

function worksFor(ctx: AppraisalContext, worksCase: WorksCase): number {
  return worksCase === 'low' ? ctx.works.lowPence : worksCase === 'high' ? ctx.works.highPence : ctx.works.likelyPence
}

/** Fills every default, records each figure's source. */
export function resolveAppraisalInput(input: AppraisalInput, ctx: AppraisalContext): ResolvedAppraisal {
  const assumptions: Assumption[] = []
  const pick = <T>(
    key: string,
    label: string,
    typed: T | undefined,
    fallback: T,
    source: string,
    show: (v: T) => string,
  ): T => {
    const value = typed ?? fallback
    assumptions.push({ key, label, value: show(value), source: typed === undefined ? source : 'you' })
    return value
  }
  const money = (key: string, label: string, typed: number | undefined, fallback: number, source: string) =>
    pick(key, label, typed, fallback, source, gbp)
  const pct = (key: string, label: string, typed: number | undefined, fallback: number, source: string) =>
    toBp(pick(key, label, typed, fallback, source, (v) => `${v}%`))

  const strategy = pick(
    'strategy',
    'Strategy',
    input.strategy,
    D.strategy.value,
    D.strategy.source,
    (s) => APPRAISAL_STRATEGY_LABELS[s],
  )
  const isLet = strategy !== 'flip'
  const purchaseDate = pick(
    'purchaseDate',
    'Purchase date',
    input.purchaseDate,
    ctx.priceDate,
    'the estimate’s price date',
    (d) => d,
  )
  const pricePence = money(
    'purchasePricePence',
    'Purchase price',
    input.purchasePricePence,
    D.purchasePricePence.value,
    D.purchasePricePence.source,
  )
  const worksCase = pick(
    'worksCase',
    'Works cost used',
    input.worksCase,
    'likely' as WorksCase,
    'the estimate’s likely figure',
    (c) => `the estimate’s ${c} figure (${gbp(worksFor(ctx, c))})`,
  )
  const gdvPence = money(
    'gdvPence',
    'Value after works (GDV)',
    input.gdvPence,
    pricePence + worksFor(ctx, worksCase),
    D.gdv.source,
  )

  let monthlyRentPence = 0
  let rooms = 0
  let roomRentMonthlyPence = 0
  let nightlyRatePence = 0
  let occupancyBp = 0
  if (strategy === 'single_let' || strategy === 'brrr') {
    monthlyRentPence = money(
      'monthlyRentPence',
      'Rent a month',
      input.monthlyRentPence,
      divRound(pricePence * toBp(D.monthlyRent.grossYieldPercent), 120_000),
      D.monthlyRent.source,
    )
  } else if (strategy === 'hmo') {
    rooms = pick('rooms', 'Lettable rooms', input.rooms, D.rooms.value, D.rooms.source, String)
    roomRentMonthlyPence = money(
      'roomRentMonthlyPence',
      'Rent a room a month',
      input.roomRentMonthlyPence,
      D.roomRentMonthlyPence.value,
      D.roomRentMonthlyPence.source,
    )
  } else if (strategy === 'serviced') {
    nightlyRatePence = money(
      'nightlyRatePence',
      'Nightly rate',
      input.nightlyRatePence,
      D.nightlyRatePence.value,
      D.nightlyRatePence.source,
    )
    occupancyBp = pct(
      'occupancyPercent',
      'Occupancy',
      input.occupancyPercent,
      D.occupancyPercent.value,
      D.occupancyPercent.source,
    )
  }

  const legalFeesPence = money(
    'legalFeesPence',
    'Legal fees on purchase',
    input.legalFeesPence,
    D.legalFeesPence.value,
    D.legalFeesPence.source,
  )
  const surveyFeesPence = money(
    'surveyFeesPence',
    'Survey',
    input.surveyFeesPence,
    D.surveyFeesPence.value,
    D.surveyFeesPence.source,
  )
  const otherAcquisitionPence = money(
    'otherAcquisitionPence',
    'Other acquisition costs',
    input.otherAcquisitionPence,
    D.otherAcquisitionPence.value,
    D.otherAcquisitionPence.source,
  )
  const isAdditionalDwelling = pick(
    'isAdditionalDwelling',
    'Additional dwelling (surcharge)',
    input.isAdditionalDwelling,
    D.isAdditionalDwelling.value,
    D.isAdditionalDwelling.source,
    (b) => (b ? 'yes' : 'no'),
  )

  const f = input.finance ?? {}
  const type = pick(
    'finance.type',
    'Finance',
    f.type,
    D.financeType.value(strategy),
    D.financeType.source,
    (t) => ({ cash: 'cash', btl_mortgage: 'buy-to-let mortgage', bridging: 'bridging loan' })[t],
  )
  const fd = D.finance[type]
  const fs = D.finance.source
  const finance =
    type === 'cash'
      ? { type, ltvBp: 0, rateBp: 0, termMonths: 0, arrangementBp: 0, exitBp: 0, worksFundedBp: 0 }
      : {
          type,
          ltvBp: pct('finance.ltvPercent', 'Loan to value of the price', f.ltvPercent, fd.ltvPercent, fs),
          rateBp: pct(
            'finance.annualRatePercent',
            'Interest rate a year',
            f.annualRatePercent,
            fd.annualRatePercent,
            fs,
          ),
          termMonths: pick('finance.termMonths', 'Loan term (months)', f.termMonths, fd.termMonths, fs, String),
          arrangementBp: pct(
            'finance.arrangementFeePercent',
            'Arrangement fee',
            f.arrangementFeePercent,
            fd.arrangementFeePercent,
            fs,
          ),
          exitBp:
            type === 'bridging'
              ? pct('finance.exitFeePercent', 'Exit fee', f.exitFeePercent, fd.exitFeePercent, fs)
              : 0,
          worksFundedBp:
            type === 'bridging'
              ? pct(
                  'finance.worksFundedPercent',
                  'Works funded by the bridge',
                  f.worksFundedPercent,
                  fd.worksFundedPercent,
                  fs,
                )
              : 0,
        }

  const holdingMonths = pick(
    'holdingMonths',
    'Months of works (holding costs)',
    input.holdingMonths,
    Math.max(1, ctx.programmeMonths),
    D.holdingMonths.source,
    (m) => `${m} months`,
  )
  const councilTaxMonthlyPence = money(
    'councilTaxMonthlyPence',
    'Council tax a month (during works)',
    input.councilTaxMonthlyPence,
    D.councilTaxMonthlyPence.value,
    D.councilTaxMonthlyPence.source,
  )
  const holdingInsuranceMonthlyPence = money(
    'holdingInsuranceMonthlyPence',
    'Insurance a month (during works)',
    input.holdingInsuranceMonthlyPence,
    D.holdingInsuranceMonthlyPence.value,
    D.holdingInsuranceMonthlyPence.source,
  )
  const utilitiesMonthlyPence = money(
    'utilitiesMonthlyPence',
    'Utilities a month (during works)',
    input.utilitiesMonthlyPence,
    D.utilitiesMonthlyPence.value,
    D.utilitiesMonthlyPence.source,
  )

  const needsRefinance = strategy === 'brrr' || (isLet && type === 'bridging')
  const r = input.refinance ?? {}
  const rs = D.refinance.source
  const worksEnd = Math.max(holdingMonths, Math.max(1, ctx.programmeMonths))
  const refinance = needsRefinance
    ? {
        ltvBp: pct('refinance.ltvPercent', 'Refinance loan to value', r.ltvPercent, D.refinance.ltvPercent, rs),
        rateBp: pct(
          'refinance.annualRatePercent',
          'Refinance rate a year',
          r.annualRatePercent,
          D.refinance.annualRatePercent,
          rs,
        ),
        arrangementBp: pct(
          'refinance.arrangementFeePercent',
          'Refinance fee',
          r.arrangementFeePercent,
          D.refinance.arrangementFeePercent,
          rs,
        ),
        month: pick('refinance.month', 'Refinance month (after purchase)', r.month, worksEnd, rs, (m) => `month ${m}`),
        sixMonthRule: pick(
          'refinance.sixMonthRule',
          'Six-month rule',
          r.sixMonthRule,
          D.refinance.sixMonthRule,
          'default: the lender values at the end value',
          (v) =>
            ({
              none: 'lender values at the end value',
              purchase_price: 'within 6 months: at the purchase price',
              price_plus_works: 'within 6 months: at price plus works',
            })[v],
        ),
      }
    : { ltvBp: 0, rateBp: 0, arrangementBp: 0, month: worksEnd, sixMonthRule: 'none' as SixMonthRule }

  const i = input.icr ?? {}
  const preset =
    i.preset ??
    (i.ratioPercent !== undefined || i.stressRatePercent !== undefined ? 'custom' : D.icrPreset.value(strategy))
  const presetValues = ICR_PRESET_VALUES[preset === 'custom' ? D.icrPreset.value(strategy) : preset]
  const icrSource = preset === 'custom' ? 'you' : presetValues.source
  const icr = {
    preset,
    ratioBp: pct('icr.ratioPercent', 'Lender ICR', i.ratioPercent, presetValues.ratioPercent, icrSource),
    stressBp: pct(
      'icr.stressRatePercent',
      'Lender stress rate',
      i.stressRatePercent,
      presetValues.stressRatePercent,
      icrSource,
    ),
    source: icrSource,
    sourceDate: preset === 'custom' ? purchaseDate : presetValues.sourceDate,
  }

  let saleMonths = 0
  let saleAgentBp = 0
  let saleLegalPence = 0
  if (!isLet) {
    saleMonths = pick(
      'saleMonths',
      'Months to sell',
      input.saleMonths,
      D.saleMonths.value,
      D.saleMonths.source,
      (m) => `${m} months`,
    )
    saleAgentBp = pct(
      'saleAgentPercent',
      'Estate agent on sale',
      input.saleAgentPercent,
      D.saleAgentPercent.value,
      D.saleAgentPercent.source,
    )
    saleLegalPence = money(
      'saleLegalPence',
      'Legal fees on sale',
      input.saleLegalPence,
      D.saleLegalPence.value,
      D.saleLegalPence.source,
    )
  }
  let managementBp = 0
  let voidsBp = 0
  let maintenanceBp = 0
  let landlordInsuranceAnnualPence = 0
  let hmoLicenceAnnualPence = 0
  let billsMonthlyPence = 0
  let otherAnnualCostsPence = 0
  if (isLet) {
    managementBp = pct(
      'managementPercent',
      'Letting and management',
      input.managementPercent,
      D.managementPercent.value(strategy),
      D.managementPercent.source,
    )
    voidsBp = pct(
      'voidsPercent',
      'Voids (rent lost)',
      input.voidsPercent,
      D.voidsPercent.value(strategy),
      D.voidsPercent.source,
    )
    maintenanceBp = pct(
      'maintenancePercent',
      'Maintenance',
      input.maintenancePercent,
      D.maintenancePercent.value,
      D.maintenancePercent.source,
    )
    landlordInsuranceAnnualPence = money(
      'landlordInsuranceAnnualPence',
      'Landlord insurance a year',
      input.landlordInsuranceAnnualPence,
      D.landlordInsuranceAnnualPence.value(strategy),
      D.landlordInsuranceAnnualPence.source,
    )
    if (strategy === 'hmo' || input.hmoLicenceAnnualPence !== undefined)
      hmoLicenceAnnualPence = money(
        'hmoLicenceAnnualPence',
        'HMO licence a year',
        input.hmoLicenceAnnualPence,
        D.hmoLicenceAnnualPence.value(strategy),
        D.hmoLicenceAnnualPence.source,
      )
    billsMonthlyPence = money(
      'billsMonthlyPence',
      'Bills a month (landlord pays)',
      input.billsMonthlyPence,
      D.billsMonthlyPence.value(strategy, rooms),
      D.billsMonthlyPence.source,
    )
    otherAnnualCostsPence = money(
      'otherAnnualCostsPence',
      'Other costs a year',
      input.otherAnnualCostsPence,
      D.otherAnnualCostsPence.value,
      D.otherAnnualCostsPence.source,
    )
  }

  return {
    strategy,
    purchaseDate,
    pricePence,
    gdvPence,
    isGdvTyped: input.gdvPence !== undefined,
    worksCase,
    monthlyRentPence,
    rooms,
    roomRentMonthlyPence,
    nightlyRatePence,
    occupancyBp,
    legalFeesPence,
    surveyFeesPence,
    otherAcquisitionPence,
    isAdditionalDwelling,
    finance,
    refinance,
    icr,
    holdingMonths,
    councilTaxMonthlyPence,
    holdingInsuranceMonthlyPence,
    utilitiesMonthlyPence,
    saleMonths,
    saleAgentBp,
    saleLegalPence,
    managementBp,
    voidsBp,
    maintenanceBp,
    landlordInsuranceAnnualPence,
    hmoLicenceAnnualPence,
    billsMonthlyPence,
    otherAnnualCostsPence,
    assumptions,
  }
}

/** One run of the cash flow for a works cost, an end value and a rate shift (the sensitivity table reruns it). */
interface Run {
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

function annualRent(r: ResolvedAppraisal): number {
  if (r.strategy === 'hmo') return r.rooms * r.roomRentMonthlyPence * 12
  if (r.strategy === 'serviced') return bp(r.nightlyRatePence * 365, r.occupancyBp)
  if (r.strategy === 'flip') return 0
  return r.monthlyRentPence * 12
}

/** The ICR's largest loan: rent ÷ (ratio × stress rate), to the penny below. */
function icrMaxLoan(rentPence: number, ratioBp: number, stressBp: number): number {
  if (ratioBp <= 0 || stressBp <= 0) return 0
  return Math.floor((rentPence * 100_000_000) / (ratioBp * stressBp))
}

function run(
  r: ResolvedAppraisal,
  ctx: AppraisalContext,
  taxPence: number,
  worksPence: number,
  gdvPence: number,
  rateShiftBp: number,
): Run {
  const isFlip = r.strategy === 'flip'
  const programme = Math.max(1, Math.round(ctx.programmeMonths))
  const weights =
    ctx.drawdownWeights && ctx.drawdownWeights.length === programme
      ? ctx.drawdownWeights
      : Array.from({ length: programme }, () => 1)
  const works = [0, ...allocateByWeights(worksPence, weights)]
  const worksEnd = Math.max(r.holdingMonths, programme)
  const holdingMonths = isFlip ? r.holdingMonths + r.saleMonths : r.holdingMonths
  const hasRefinance = r.strategy === 'brrr' || (!isFlip && r.finance.type === 'bridging')
  const exitMonth = isFlip ? worksEnd + r.saleMonths : hasRefinance ? r.refinance.month : worksEnd
  const rateBp = r.finance.type === 'cash' ? 0 : Math.max(0, r.finance.rateBp + rateShiftBp)
  const isBridge = r.finance.type === 'bridging'

  const acquisitionPence = r.pricePence + taxPence + r.legalFeesPence + r.surveyFeesPence + r.otherAcquisitionPence
  const purchaseLoan = bp(r.pricePence, r.finance.ltvBp)
  const worksLoans = works.map((w) => (isBridge ? bp(w, r.finance.worksFundedBp) : 0))
  const worksLoanTotal = worksLoans.reduce((a, b) => a + b, 0)
  const arrangementFeePence = bp(purchaseLoan + worksLoanTotal, r.finance.arrangementBp)

  // Month by month to the exit (sale, refinance or the first let).
  const last = Math.max(exitMonth, worksEnd, programme) + (isFlip ? 0 : 12)
  const months: AppraisalMonth[] = []
  let balance = purchaseLoan
  let rolledInterest = 0
  let servicedInterest = 0
  let moneyIn = 0
  let cumIn = 0
  let cumOut = 0
  const push = (month: number, label: string, inPence: number, outPence: number, worksThis: number) => {
    cumIn += inPence
    cumOut += outPence
    months.push({
      month,
      label,
      moneyInPence: inPence,
      moneyOutPence: outPence,
      cumulativeInPence: cumIn,
      cumulativeOutPence: cumOut,
      worksPence: worksThis,
      loanBalancePence: balance,
    })
  }
  const month0 = acquisitionPence + arrangementFeePence - purchaseLoan
  moneyIn += month0
  push(0, 'Purchase', Math.max(0, month0), Math.max(0, -month0), 0)

  const holdingMonthly = r.councilTaxMonthlyPence + r.holdingInsuranceMonthlyPence + r.utilitiesMonthlyPence
  const councilTaxPence = r.councilTaxMonthlyPence * holdingMonths
  const insurancePence = r.holdingInsuranceMonthlyPence * holdingMonths
  const utilitiesPence = r.utilitiesMonthlyPence * holdingMonths
  const holdingTotal = councilTaxPence + insurancePence + utilitiesPence

  // Income once let (first full year), with the long-term loan decided below.
  const grossAnnualRentPence = annualRent(r)
  const voidsPence = bp(grossAnnualRentPence, r.voidsBp)
  const managementPence = bp(grossAnnualRentPence - voidsPence, r.managementBp)
  const maintenancePence = bp(grossAnnualRentPence, r.maintenanceBp)
  const billsPence = r.billsMonthlyPence * 12
  const runningCostsPence =
    voidsPence +
    managementPence +
    maintenancePence +
    r.landlordInsuranceAnnualPence +
    r.hmoLicenceAnnualPence +
    billsPence +
    r.otherAnnualCostsPence
  const noi = grossAnnualRentPence - runningCostsPence

  let refinance: AppraisalResult['refinance'] = null
  let exitFeePence = 0
  let saleCostsPence = 0
  let exitIn = 0
  let longTermLoanPence = !isFlip && r.finance.type === 'btl_mortgage' ? purchaseLoan : 0
  let longTermRateBp = !isFlip && r.finance.type === 'btl_mortgage' ? rateBp : 0

  for (let m = 1; m <= last; m++) {
    let inPence = 0
    let outPence = 0
    const w = works[m] ?? 0
    if (w > 0) {
      balance += worksLoans[m] ?? 0
      inPence += w - (worksLoans[m] ?? 0)
    }
    if (m <= holdingMonths) inPence += holdingMonthly
    // Purchase finance runs to the sale or refinance; a let on a mortgage pays it from the rent once the works end.
    const financeRuns = isFlip || hasRefinance ? m <= exitMonth : m <= worksEnd
    if (financeRuns && rateBp > 0 && balance > 0) {
      const interest = divRound(balance * rateBp, 120_000)
      if (isBridge) rolledInterest += interest
      else {
        servicedInterest += interest
        inPence += interest
      }
    }
    if (m <= exitMonth || (!hasRefinance && m <= worksEnd)) moneyIn += inPence
    let label = m <= programme ? `Month ${m} (works)` : `Month ${m}`
    if (isFlip && m === exitMonth) {
      exitFeePence = isBridge ? bp(balance, r.finance.exitBp) : 0
      saleCostsPence = bp(gdvPence, r.saleAgentBp) + r.saleLegalPence
      const net = gdvPence - saleCostsPence - balance - rolledInterest - exitFeePence
      if (net >= 0) outPence += net
      else inPence += -net
      exitIn = Math.max(0, -net)
      label = `Month ${m} (sale)`
    }
    if (hasRefinance && m === exitMonth) {
      exitFeePence = isBridge ? bp(balance, r.finance.exitBp) : 0
      const worksUsed = worksPence
      const cap =
        r.refinance.sixMonthRule === 'purchase_price'
          ? r.pricePence
          : r.refinance.sixMonthRule === 'price_plus_works'
            ? r.pricePence + worksUsed
            : Number.POSITIVE_INFINITY
      const isCapped = m < 6 && cap < gdvPence
      const valuationPence = isCapped ? cap : gdvPence
      const refiRateBp = Math.max(0, r.refinance.rateBp + rateShiftBp)
      const ltvLoan = bp(valuationPence, r.refinance.ltvBp)
      const maxLoan = icrMaxLoan(grossAnnualRentPence, r.icr.ratioBp, r.icr.stressBp)
      const loanPence = Math.min(ltvLoan, maxLoan)
      const feePence = bp(loanPence, r.refinance.arrangementBp)
      const repaidPence = balance + rolledInterest + exitFeePence
      const releasedPence = loanPence - repaidPence - feePence
      refinance = {
        isApplied: true,
        month: m,
        sixMonthRule: r.refinance.sixMonthRule,
        isCapped,
        valuationPence,
        ltvPercent: fromBp(r.refinance.ltvBp),
        annualRatePercent: fromBp(refiRateBp),
        loanPence,
        arrangementFeePence: feePence,
        repaidPence,
        releasedPence,
      }
      longTermLoanPence = loanPence
      longTermRateBp = refiRateBp
      if (releasedPence >= 0) outPence += releasedPence
      else inPence += -releasedPence
      exitIn = Math.max(0, -releasedPence)
      label = `Month ${m} (refinance)`
    }
    // Rent, once the works are done: net of running costs; the long-term loan's interest once it exists.
    if (!isFlip && m > worksEnd) {
      const hasLongTermLoan = hasRefinance ? m > exitMonth : true
      const monthNet = divRound(noi, 12) - (hasLongTermLoan ? divRound(longTermLoanPence * longTermRateBp, 120_000) : 0)
      if (monthNet >= 0) outPence += monthNet
      else inPence += -monthNet
      if (m === worksEnd + 1 && label === `Month ${m}`) label = `Month ${m} (let)`
    }
    push(m, label, inPence, outPence, w)
  }

  const interestPence = rolledInterest + servicedInterest
  const financeTotal = arrangementFeePence + interestPence + exitFeePence + (refinance?.arrangementFeePence ?? 0)
  const totalCostPence = acquisitionPence + worksPence + holdingTotal + financeTotal
  const totalMoneyInPence = moneyIn + exitIn
  const profitPence = isFlip ? gdvPence - saleCostsPence - totalCostPence : gdvPence - totalCostPence
  const moneyLeftInPence = isFlip
    ? Math.max(0, -profitPence)
    : hasRefinance
      ? moneyIn - (refinance?.releasedPence ?? 0)
      : totalMoneyInPence

  const annualInterestPence = bp(longTermLoanPence, longTermRateBp)
  const income: AppraisalResult['income'] = isFlip
    ? null
    : {
        grossAnnualRentPence,
        voidsPence,
        managementPence,
        maintenancePence,
        insurancePence: r.landlordInsuranceAnnualPence,
        licencePence: r.hmoLicenceAnnualPence,
        billsPence,
        otherPence: r.otherAnnualCostsPence,
        runningCostsPence,
        netOperatingIncomePence: noi,
        annualInterestPence,
        netAnnualCashFlowPence: noi - annualInterestPence,
      }

  // Flip: the sale price that covers every cost and the sale's own. Lets: the value equal to the total cost.
  let breakEvenGdvPence = totalCostPence
  if (isFlip) {
    breakEvenGdvPence = Math.ceil(((totalCostPence + r.saleLegalPence) * 10_000) / Math.max(1, 10_000 - r.saleAgentBp))
    while (breakEvenGdvPence - bp(breakEvenGdvPence, r.saleAgentBp) - r.saleLegalPence < totalCostPence)
      breakEvenGdvPence++
    while (
      breakEvenGdvPence > 0 &&
      breakEvenGdvPence - 1 - bp(breakEvenGdvPence - 1, r.saleAgentBp) - r.saleLegalPence >= totalCostPence
    )
      breakEvenGdvPence--
  }

  return {
    worksPence,
    gdvPence,
    taxPence,
    acquisitionPence,
    holding: { months: holdingMonths, councilTaxPence, insurancePence, utilitiesPence, totalPence: holdingTotal },
    finance: {
      purchaseLoanPence: purchaseLoan,
      worksLoanPence: worksLoanTotal,
      arrangementFeePence,
      exitFeePence,
      interestPence,
      totalPence: financeTotal,
      isOverTerm: isBridge && exitMonth > r.finance.termMonths,
      rateBp,
    },
    totalCostPence,
    totalMoneyInPence,
    saleCostsPence,
    profitPence,
    refinance,
    moneyLeftInPence,
    income,
    longTermLoanPence,
    longTermRateBp,
    monthly: months,
    breakEvenGdvPence,
  }
}

/**
 * Appraises a deal on the estimate: `input` as the buyer typed it (validated by AppraisalInputSchema; blanks take
 * the defaults), `context` from the estimate (works cost range, programme, drawdown, region, price date).
 */
export function appraise(input: AppraisalInput, context: AppraisalContext): AppraisalResult {
  const r = resolveAppraisalInput(input, context)
  const nation = nationForRegion(context.region)
  const tax = computeTransactionTax({
    nation,
    pricePence: r.pricePence,
    date: r.purchaseDate,
    isAdditionalDwelling: r.isAdditionalDwelling,
  })
  const worksUsed = worksFor(context, r.worksCase)
  const base = run(r, context, tax.totalPence, worksUsed, r.gdvPence, 0)
  const isFlip = r.strategy === 'flip'
  const assetCost = r.pricePence + worksUsed

  const cashOnCash = (x: Run): Percent =>
    x.income && x.moneyLeftInPence > 0 ? percentOf(x.income.netAnnualCashFlowPence, x.moneyLeftInPence) : null
  // A GDV typed by the buyer stays put when the works change; the default one (price + works) moves with them.
  const gdvFor = (works: number) => (r.isGdvTyped ? r.gdvPence : r.pricePence + works)
  const rows: [SensitivityRow['key'], string, number, number, number][] = [
    ['works_low', 'Works at the estimate’s low figure', context.works.lowPence, gdvFor(context.works.lowPence), 0],
    ['works_likely', 'Works at the likely figure', context.works.likelyPence, gdvFor(context.works.likelyPence), 0],
    ['works_high', 'Works at the estimate’s high figure', context.works.highPence, gdvFor(context.works.highPence), 0],
    ['gdv_minus_10', 'Value after works 10% lower', worksUsed, r.gdvPence - bp(r.gdvPence, 1_000), 0],
    ['gdv_plus_10', 'Value after works 10% higher', worksUsed, r.gdvPence + bp(r.gdvPence, 1_000), 0],
    ['rate_minus_1', 'Interest rates 1 point lower', worksUsed, r.gdvPence, -100],
    ['rate_plus_1', 'Interest rates 1 point higher', worksUsed, r.gdvPence, 100],
  ]
  const sensitivity: SensitivityRow[] = rows.map(([key, label, works, gdv, shift]) => {
    const x = run(r, context, tax.totalPence, works, gdv, shift)
    return {
      key,
      label,
      worksPence: works,
      gdvPence: gdv,
      annualRatePercent: fromBp(isFlip || !x.longTermRateBp ? x.finance.rateBp : x.longTermRateBp),
      totalCostPence: x.totalCostPence,
      profitPence: x.profitPence,
      profitOnCostPercent: percentOf(x.profitPence, x.totalCostPence),
      moneyLeftInPence: x.moneyLeftInPence,
      netAnnualCashFlowPence: x.income?.netAnnualCashFlowPence ?? 0,
      cashOnCashPercent: cashOnCash(x),
    }
  })

  const rent = base.income?.grossAnnualRentPence ?? 0
  const icr: AppraisalResult['icr'] = isFlip
    ? null
    : {
        preset: r.icr.preset,
        ratioPercent: fromBp(r.icr.ratioBp),
        stressRatePercent: fromBp(r.icr.stressBp),
        source: r.icr.source,
        sourceDate: r.icr.sourceDate,
        loanPence: base.longTermLoanPence,
        coverPercent:
          base.longTermLoanPence > 0 ? percentOf(rent * 10_000, base.longTermLoanPence * r.icr.stressBp) : null,
        isPassing: rent * 100_000_000 >= base.longTermLoanPence * r.icr.stressBp * r.icr.ratioBp,
        maxLoanPence: icrMaxLoan(rent, r.icr.ratioBp, r.icr.stressBp),
      }

  const notes: string[] = [
    'Not financial advice: an appraisal of the figures you typed and the estimate’s cost, before income and capital gains tax. Check terms with a broker, valuer and accountant.',
    `${tax.label} ${formatGbp(tax.totalPence, { wholePounds: true })} at the rates in force on ${r.purchaseDate} (from ${tax.ratesFrom}${tax.isSurchargeApplied ? ', with the additional-dwelling rates' : ''}).`,
  ]
  if (tax.note) notes.push(tax.note)
  if (base.finance.isOverTerm)
    notes.push(
      `The bridge runs past its ${r.finance.termMonths}-month term: expect extension fees or default interest.`,
    )
  if (base.refinance?.isCapped)
    notes.push(
      `Six-month rule: refinancing in month ${base.refinance.month} the lender values at ${formatGbp(base.refinance.valuationPence, { wholePounds: true })}, not the end value.`,
    )
  if (base.refinance && icr && base.refinance.loanPence < bp(base.refinance.valuationPence, r.refinance.ltvBp))
    notes.push(
      `The rent limits the refinance: the lender’s ${fromBp(r.icr.ratioBp)}% cover at ${fromBp(r.icr.stressBp)}% allows ${formatGbp(icr.maxLoanPence, { wholePounds: true })}.`,
    )
  if (r.strategy === 'serviced')
    notes.push(
      'Serviced and holiday lets need a lender that accepts them; many assess holiday-let income on their own terms.',
    )

  return {
    strategy: r.strategy,
    strategyLabel: APPRAISAL_STRATEGY_LABELS[r.strategy],
    assumptions: r.assumptions,
    purchaseDate: r.purchaseDate,
    nation,
    tax,
    acquisition: {
      pricePence: r.pricePence,
      taxPence: tax.totalPence,
      legalFeesPence: r.legalFeesPence,
      surveyFeesPence: r.surveyFeesPence,
      otherPence: r.otherAcquisitionPence,
      totalPence: base.acquisitionPence,
    },
    works: { case: r.worksCase, ...context.works, usedPence: worksUsed },
    finance: {
      type: r.finance.type,
      annualRatePercent: fromBp(r.finance.rateBp),
      purchaseLoanPence: base.finance.purchaseLoanPence,
      worksLoanPence: base.finance.worksLoanPence,
      arrangementFeePence: base.finance.arrangementFeePence,
      exitFeePence: base.finance.exitFeePence,
      interestPence: base.finance.interestPence,
      totalPence: base.finance.totalPence,
      isOverTerm: base.finance.isOverTerm,
    },
    holding: base.holding,
    totalCostPence: base.totalCostPence,
    totalMoneyInPence: base.totalMoneyInPence,
    profitPence: base.profitPence,
    profitOnCostPercent: percentOf(base.profitPence, base.totalCostPence),
    profitOnGdvPercent: percentOf(base.profitPence, r.gdvPence),
    gdvPence: r.gdvPence,
    saleCostsPence: base.saleCostsPence,
    income: base.income,
    grossYieldPercent: isFlip ? null : percentOf(rent, assetCost),
    netYieldPercent: isFlip ? null : percentOf(base.income?.netOperatingIncomePence ?? 0, assetCost),
    cashOnCashPercent: cashOnCash(base),
    refinance: base.refinance,
    moneyLeftInPence: base.moneyLeftInPence,
    icr,
    perRoom:
      r.strategy === 'hmo' && r.rooms > 0
        ? {
            rooms: r.rooms,
            costPerRoomPence: divRound(assetCost, r.rooms),
            rentPerRoomMonthlyPence: r.roomRentMonthlyPence,
          }
        : null,
    uplift: {
      valueUpliftPence: r.gdvPence - r.pricePence,
      worksPence: worksUsed,
      netUpliftPence: r.gdvPence - r.pricePence - worksUsed,
      upliftPerWorksPercent: percentOf(r.gdvPence - r.pricePence, worksUsed),
    },
    sensitivity,
    breakEvenGdvPence: base.breakEvenGdvPence,
    monthly: base.monthly,
    notes,
  }
}
