import { APPRAISAL_DEFAULTS as D, ICR_PRESET_VALUES } from './defaults'
import { divRound, gbp, toBp } from './maths'
import { createPicker, type Picker } from './picker'
import { resolveHolding, resolveRunning, resolveSale } from './resolve-costs'
import type { Assumption } from './result'
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

export function worksFor(ctx: AppraisalContext, worksCase: WorksCase): number {
  return worksCase === 'low' ? ctx.works.lowPence : worksCase === 'high' ? ctx.works.highPence : ctx.works.likelyPence
}

function resolveDeal(input: AppraisalInput, ctx: AppraisalContext, p: Picker) {
  const strategy = p.pick('strategy', 'Strategy', input.strategy, D.strategy.value, D.strategy.source, (s) => {
    return APPRAISAL_STRATEGY_LABELS[s]
  })
  const purchaseDate = p.pick(
    'purchaseDate',
    'Purchase date',
    input.purchaseDate,
    ctx.priceDate,
    'the estimate’s price date',
    (d) => d,
  )
  const pricePence = p.money(
    'purchasePricePence',
    'Purchase price',
    input.purchasePricePence,
    D.purchasePricePence.value,
    D.purchasePricePence.source,
  )
  const worksCase = p.pick(
    'worksCase',
    'Works cost used',
    input.worksCase,
    'likely' as WorksCase,
    'the estimate’s likely figure',
    (c) => `the estimate’s ${c} figure (${gbp(worksFor(ctx, c))})`,
  )
  const gdvFallback = pricePence + worksFor(ctx, worksCase)
  const gdvPence = p.money('gdvPence', 'Value after works (GDV)', input.gdvPence, gdvFallback, D.gdv.source)
  return { strategy, purchaseDate, pricePence, gdvPence, isGdvTyped: input.gdvPence !== undefined, worksCase }
}

function resolveRent(input: AppraisalInput, strategy: AppraisalStrategy, pricePence: number, p: Picker) {
  const rent = { monthlyRentPence: 0, rooms: 0, roomRentMonthlyPence: 0, nightlyRatePence: 0, occupancyBp: 0 }
  if (strategy === 'single_let' || strategy === 'brrr') {
    const fallback = divRound(pricePence * toBp(D.monthlyRent.grossYieldPercent), 120_000)
    rent.monthlyRentPence = p.money(
      'monthlyRentPence',
      'Rent a month',
      input.monthlyRentPence,
      fallback,
      D.monthlyRent.source,
    )
  } else if (strategy === 'hmo') {
    rent.rooms = p.pick('rooms', 'Lettable rooms', input.rooms, D.rooms.value, D.rooms.source, String)
    rent.roomRentMonthlyPence = p.money(
      'roomRentMonthlyPence',
      'Rent a room a month',
      input.roomRentMonthlyPence,
      D.roomRentMonthlyPence.value,
      D.roomRentMonthlyPence.source,
    )
  } else if (strategy === 'serviced') {
    rent.nightlyRatePence = p.money(
      'nightlyRatePence',
      'Nightly rate',
      input.nightlyRatePence,
      D.nightlyRatePence.value,
      D.nightlyRatePence.source,
    )
    rent.occupancyBp = p.pct(
      'occupancyPercent',
      'Occupancy',
      input.occupancyPercent,
      D.occupancyPercent.value,
      D.occupancyPercent.source,
    )
  }
  return rent
}

function resolveAcquisition(input: AppraisalInput, p: Picker) {
  return {
    legalFeesPence: p.money(
      'legalFeesPence',
      'Legal fees on purchase',
      input.legalFeesPence,
      D.legalFeesPence.value,
      D.legalFeesPence.source,
    ),
    surveyFeesPence: p.money(
      'surveyFeesPence',
      'Survey',
      input.surveyFeesPence,
      D.surveyFeesPence.value,
      D.surveyFeesPence.source,
    ),
    otherAcquisitionPence: p.money(
      'otherAcquisitionPence',
      'Other acquisition costs',
      input.otherAcquisitionPence,
      D.otherAcquisitionPence.value,
      D.otherAcquisitionPence.source,
    ),
    isAdditionalDwelling: p.pick(
      'isAdditionalDwelling',
      'Additional dwelling (surcharge)',
      input.isAdditionalDwelling,
      D.isAdditionalDwelling.value,
      D.isAdditionalDwelling.source,
      (b) => (b ? 'yes' : 'no'),
    ),
  }
}

function resolveFinance(input: AppraisalInput, strategy: AppraisalStrategy, p: Picker): ResolvedAppraisal['finance'] {
  const f = input.finance ?? {}
  const type = p.pick('finance.type', 'Finance', f.type, D.financeType.value(strategy), D.financeType.source, (t) => {
    return { cash: 'cash', btl_mortgage: 'buy-to-let mortgage', bridging: 'bridging loan' }[t]
  })
  if (type === 'cash')
    return { type, ltvBp: 0, rateBp: 0, termMonths: 0, arrangementBp: 0, exitBp: 0, worksFundedBp: 0 }
  const fd = D.finance[type]
  const fs = D.finance.source
  const isBridge = type === 'bridging'
  return {
    type,
    ltvBp: p.pct('finance.ltvPercent', 'Loan to value of the price', f.ltvPercent, fd.ltvPercent, fs),
    rateBp: p.pct('finance.annualRatePercent', 'Interest rate a year', f.annualRatePercent, fd.annualRatePercent, fs),
    termMonths: p.pick('finance.termMonths', 'Loan term (months)', f.termMonths, fd.termMonths, fs, String),
    arrangementBp: p.pct(
      'finance.arrangementFeePercent',
      'Arrangement fee',
      f.arrangementFeePercent,
      fd.arrangementFeePercent,
      fs,
    ),
    exitBp: isBridge ? p.pct('finance.exitFeePercent', 'Exit fee', f.exitFeePercent, fd.exitFeePercent, fs) : 0,
    worksFundedBp: isBridge
      ? p.pct(
          'finance.worksFundedPercent',
          'Works funded by the bridge',
          f.worksFundedPercent,
          fd.worksFundedPercent,
          fs,
        )
      : 0,
  }
}

const SIX_MONTH_LABELS: Record<SixMonthRule, string> = {
  none: 'lender values at the end value',
  purchase_price: 'within 6 months: at the purchase price',
  price_plus_works: 'within 6 months: at price plus works',
}

/** The refinance, for a BRRR or a let bought on a bridge; the month defaults to the end of the works. */
function resolveRefinance(input: AppraisalInput, isNeeded: boolean, worksEnd: number, p: Picker) {
  if (!isNeeded) return { ltvBp: 0, rateBp: 0, arrangementBp: 0, month: worksEnd, sixMonthRule: 'none' as SixMonthRule }
  const r = input.refinance ?? {}
  const rs = D.refinance.source
  return {
    ltvBp: p.pct('refinance.ltvPercent', 'Refinance loan to value', r.ltvPercent, D.refinance.ltvPercent, rs),
    rateBp: p.pct(
      'refinance.annualRatePercent',
      'Refinance rate a year',
      r.annualRatePercent,
      D.refinance.annualRatePercent,
      rs,
    ),
    arrangementBp: p.pct(
      'refinance.arrangementFeePercent',
      'Refinance fee',
      r.arrangementFeePercent,
      D.refinance.arrangementFeePercent,
      rs,
    ),
    month: p.pick('refinance.month', 'Refinance month (after purchase)', r.month, worksEnd, rs, (m) => `month ${m}`),
    sixMonthRule: p.pick(
      'refinance.sixMonthRule',
      'Six-month rule',
      r.sixMonthRule,
      D.refinance.sixMonthRule,
      'default: the lender values at the end value',
      (v) => SIX_MONTH_LABELS[v],
    ),
  }
}

function resolveIcr(input: AppraisalInput, strategy: AppraisalStrategy, purchaseDate: string, p: Picker) {
  const i = input.icr ?? {}
  const isCustomised = i.ratioPercent !== undefined || i.stressRatePercent !== undefined
  const preset = i.preset ?? (isCustomised ? 'custom' : D.icrPreset.value(strategy))
  const presetValues = ICR_PRESET_VALUES[preset === 'custom' ? D.icrPreset.value(strategy) : preset]
  const source = preset === 'custom' ? 'you' : presetValues.source
  return {
    preset,
    ratioBp: p.pct('icr.ratioPercent', 'Lender ICR', i.ratioPercent, presetValues.ratioPercent, source),
    stressBp: p.pct(
      'icr.stressRatePercent',
      'Lender stress rate',
      i.stressRatePercent,
      presetValues.stressRatePercent,
      source,
    ),
    source,
    sourceDate: preset === 'custom' ? purchaseDate : presetValues.sourceDate,
  }
}

/** Fills every default, records each figure's source. */
export function resolveAppraisalInput(input: AppraisalInput, ctx: AppraisalContext): ResolvedAppraisal {
  const assumptions: Assumption[] = []
  const p = createPicker(assumptions)
  const deal = resolveDeal(input, ctx, p)
  const isLet = deal.strategy !== 'flip'
  const rent = resolveRent(input, deal.strategy, deal.pricePence, p)
  const acquisition = resolveAcquisition(input, p)
  const finance = resolveFinance(input, deal.strategy, p)
  const holding = resolveHolding(input, ctx, p)
  const worksEnd = Math.max(holding.holdingMonths, Math.max(1, ctx.programmeMonths))
  const needsRefinance = deal.strategy === 'brrr' || (isLet && finance.type === 'bridging')
  const refinance = resolveRefinance(input, needsRefinance, worksEnd, p)
  const icr = resolveIcr(input, deal.strategy, deal.purchaseDate, p)
  const sale = resolveSale(input, !isLet, p)
  const running = resolveRunning(input, deal.strategy, rent.rooms, p)
  return { ...deal, ...rent, ...acquisition, finance, refinance, icr, ...holding, ...sale, ...running, assumptions }
}
