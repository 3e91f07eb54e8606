import { z } from 'zod'
import { oneOf } from '../schemas/fields'

/**
 * The investor's appraisal inputs (decision 029). Every field is optional: what the buyer leaves out takes the default in
 * `APPRAISAL_DEFAULTS` (value and source), resolved by `resolveAppraisalInput` (some defaults depend on the strategy
 * or on the estimate, e.g. the holding months are the estimate's own programme). Money is integer pence; percentages
 * are plain percent numbers (5.5 = 5.5%, at most two decimals); dates are ISO `YYYY-MM-DD`.
 * Saved as typed (defaults are not written back), so a later default change reaches saved appraisals.
 */
export const APPRAISAL_STRATEGIES = ['single_let', 'hmo', 'flip', 'brrr', 'serviced'] as const
export type AppraisalStrategy = (typeof APPRAISAL_STRATEGIES)[number]
export const APPRAISAL_STRATEGY_LABELS: Record<AppraisalStrategy, string> = {
  single_let: 'Single let',
  hmo: 'HMO (let by the room)',
  flip: 'Buy, refurbish and sell (flip)',
  brrr: 'Buy, refurbish, refinance, rent (BRRR)',
  serviced: 'Serviced let / holiday let',
}

export const FINANCE_TYPES = ['cash', 'btl_mortgage', 'bridging'] as const
export type FinanceType = (typeof FINANCE_TYPES)[number]

/** The six-month rule: lenders that, within six months of purchase, value for refinance at no more than… */
export const SIX_MONTH_RULES = ['none', 'purchase_price', 'price_plus_works'] as const
export type SixMonthRule = (typeof SIX_MONTH_RULES)[number]

export const ICR_PRESETS = ['basic_rate', 'higher_rate', 'hmo', 'custom'] as const
export type IcrPreset = (typeof ICR_PRESETS)[number]

export const WORKS_CASES = ['low', 'likely', 'high'] as const
export type WorksCase = (typeof WORKS_CASES)[number]

const MAX_PENCE = 100_000_000_000 // £1bn: far above any house, well inside exact integer maths

/** A field's schema, given the name its messages call it by: its path in the input (`finance.ltvPercent`). */
type Field = (name: string) => z.ZodType

const pence = (name: string) =>
  z
    .number({ message: `${name} must be a number of pence` })
    .int(`${name} must be whole pence`)
    .min(0, `${name} cannot be negative`)
    .max(MAX_PENCE, `${name} must be at most £1,000,000,000`)
    .optional()

const percent = (max: number) => (name: string) =>
  z
    .number({ message: `${name} must be a number (percent)` })
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} must be at most ${max}%`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${name} allows at most two decimals`)
    .optional()

const whole = (min: number, max: number) => (name: string) =>
  z
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .optional()

const choice =
  <T extends readonly [string, ...string[]]>(values: T) =>
  (name: string) =>
    oneOf(values, name).optional()

const yesNo = (name: string) => z.boolean({ message: `${name} must be true or false` }).optional()

const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date, YYYY-MM-DD`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${name} must be a real date`)
    .optional()

/** A strict object of `fields`, each named in its messages by its path: `group.key` inside `group`, else `key`. */
function strictFields<T extends Record<string, Field>>(group: string | null, fields: T) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field(group === null ? key : `${group}.${key}`)]),
  ) as { [K in keyof T]: ReturnType<T[K]> }
  return z.object(shape).strict()
}

export const AppraisalFinanceSchema = strictFields('finance', {
  /** How the purchase (and, for bridging, the works) is paid for. */
  type: choice(FINANCE_TYPES),
  /** Loan as a percent of the purchase price. */
  ltvPercent: percent(100),
  /** Annual interest rate (a bridging rate quoted monthly is this ÷ 12). */
  annualRatePercent: percent(50),
  /** Loan term in months (bridging), or years × 12 for a mortgage; only used for the bridge's term check. */
  termMonths: whole(1, 480),
  arrangementFeePercent: percent(20),
  /** Bridging only: exit fee, percent of the loan. */
  exitFeePercent: percent(20),
  /** Bridging only: percent of the works cost the bridge funds, drawn in tranches along the estimate's cash flow. */
  worksFundedPercent: percent(100),
})

export const AppraisalRefinanceSchema = strictFields('refinance', {
  /** New loan as a percent of the valuation. */
  ltvPercent: percent(100),
  annualRatePercent: percent(50),
  arrangementFeePercent: percent(20),
  /** Months after purchase the refinance completes (default: the end of the estimate's programme). */
  month: whole(1, 120),
  sixMonthRule: choice(SIX_MONTH_RULES),
})

export const AppraisalIcrSchema = strictFields('icr', {
  preset: choice(ICR_PRESETS),
  /** Rent must cover the stressed interest this many percent (125 = 125%). */
  ratioPercent: percent(400),
  /** The stress rate the lender tests at. */
  stressRatePercent: percent(30),
})

export const AppraisalInputSchema = strictFields(null, {
  strategy: choice(APPRAISAL_STRATEGIES),
  /** Completion date of the purchase: decides the tax rates in force. Default: the estimate's price date. */
  purchaseDate: isoDate,
  /** Purchase price (or today's value if already owned). */
  purchasePricePence: pence,
  /** Gross development value: the value after works. */
  gdvPence: pence,
  /** Which of the estimate's figures is the works cost (the sensitivity table shows all three). */
  worksCase: choice(WORKS_CASES),
  /** Rent for the whole property a month (single let, BRRR). */
  monthlyRentPence: pence,
  /** HMO: lettable rooms and rent per room a month. */
  rooms: whole(1, 50),
  roomRentMonthlyPence: pence,
  /** Serviced let: nightly rate and occupancy. */
  nightlyRatePence: pence,
  occupancyPercent: percent(100),
  /** Acquisition costs besides the tax, which is computed for the nation and date. */
  legalFeesPence: pence,
  surveyFeesPence: pence,
  otherAcquisitionPence: pence,
  /** True when the buyer will own another dwelling (or buys as a company): the surcharge applies. */
  isAdditionalDwelling: yesNo,
  finance: () => AppraisalFinanceSchema.optional(),
  refinance: () => AppraisalRefinanceSchema.optional(),
  icr: () => AppraisalIcrSchema.optional(),
  /** Holding costs a month while the works run (months: the estimate's programme). */
  holdingMonths: whole(0, 120),
  councilTaxMonthlyPence: pence,
  holdingInsuranceMonthlyPence: pence,
  utilitiesMonthlyPence: pence,
  /** Flip: months on the market after the works, and the costs of selling. */
  saleMonths: whole(0, 36),
  saleAgentPercent: percent(20),
  saleLegalPence: pence,
  /** Running costs once let. */
  managementPercent: percent(60),
  voidsPercent: percent(100),
  maintenancePercent: percent(100),
  landlordInsuranceAnnualPence: pence,
  /** HMO licence fee spread over a year (a five-year licence's fee ÷ 5). */
  hmoLicenceAnnualPence: pence,
  /** Bills the landlord pays once let (HMO and serviced lets usually include them). */
  billsMonthlyPence: pence,
  otherAnnualCostsPence: pence,
})

export type AppraisalInput = z.infer<typeof AppraisalInputSchema>

/**
 * What the estimate tells the appraisal (not typed by the buyer): the works cost range inc VAT, the programme in
 * months, the works' monthly drawdown (weights along the estimate's own cash flow), the region and the price date.
 * Build it from a cost plan with `appraisalContextFromPlan` (context.ts).
 */
export interface AppraisalContext {
  works: { lowPence: number; likelyPence: number; highPence: number }
  /** Whole months from purchase to the end of the works (at least 1). */
  programmeMonths: number
  /** Relative spend per programme month (any positive weights; length = programmeMonths). Even when absent. */
  drawdownWeights?: number[]
  /** The estimate's region or location (either form's value): decides SDLT / LBTT / LTT. */
  region: string
  /** ISO date: the default purchase date (the estimate's price date). */
  priceDate: string
}
