import { z } from 'zod'
import type { AppraisalResult } from '../appraisal/result'
import {
  APPRAISAL_STRATEGIES,
  AppraisalInputSchema,
  FINANCE_TYPES,
  ICR_PRESETS,
  SIX_MONTH_RULES,
  WORKS_CASES,
} from '../appraisal/schema'
import { NATIONS } from '../appraisal/taxes'
import { penceField } from './fields'

/**
 * The appraisal's answers over HTTP (decision 029): the estimate's saved appraisal (GET /api/estimates/:id) and the
 * Business API's POST /api/v1/appraisals. The figures are the shared module's `AppraisalResult`, as the page shows
 * them: money in integer pence (every name ends in `Pence`), percentages as plain numbers (6.25 = 6.25%).
 */
const percent = z.number().nullable()

const SensitivityRowSchema = z.object({
  key: z.enum([
    'works_low',
    'works_likely',
    'works_high',
    'gdv_minus_10',
    'gdv_plus_10',
    'rate_minus_1',
    'rate_plus_1',
  ]),
  label: z.string(),
  worksPence: penceField,
  gdvPence: penceField,
  annualRatePercent: z.number(),
  totalCostPence: penceField,
  profitPence: penceField,
  profitOnCostPercent: percent,
  moneyLeftInPence: penceField,
  netAnnualCashFlowPence: penceField,
  cashOnCashPercent: percent,
})

const TaxSchema = z.object({
  tax: z.enum(['SDLT', 'LBTT', 'LTT']),
  label: z.string(),
  nation: z.enum(NATIONS),
  pricePence: penceField,
  isAdditionalDwelling: z.boolean(),
  isSurchargeApplied: z.boolean(),
  lines: z.array(
    z.object({
      fromPence: penceField,
      toPence: penceField.nullable(),
      rateBp: z.number(),
      taxablePence: penceField,
      taxPence: penceField,
    }),
  ),
  surchargePence: penceField,
  totalPence: penceField,
  ratesFrom: z.string(),
  source: z.string(),
  sourceUrl: z.string(),
  note: z.string().optional(),
})

const IncomeSchema = z.object({
  grossAnnualRentPence: penceField,
  voidsPence: penceField,
  managementPence: penceField,
  maintenancePence: penceField,
  insurancePence: penceField,
  licencePence: penceField,
  billsPence: penceField,
  otherPence: penceField,
  runningCostsPence: penceField,
  netOperatingIncomePence: penceField,
  annualInterestPence: penceField,
  netAnnualCashFlowPence: penceField,
})

const RefinanceSchema = z.object({
  isApplied: z.boolean(),
  month: z.number().int(),
  sixMonthRule: z.enum(SIX_MONTH_RULES),
  isCapped: z.boolean(),
  valuationPence: penceField,
  ltvPercent: z.number(),
  annualRatePercent: z.number(),
  loanPence: penceField,
  arrangementFeePence: penceField,
  repaidPence: penceField,
  releasedPence: penceField,
})

const IcrSchema = z.object({
  preset: z.enum(ICR_PRESETS),
  ratioPercent: z.number(),
  stressRatePercent: z.number(),
  source: z.string(),
  sourceDate: z.string(),
  loanPence: penceField,
  coverPercent: percent,
  isPassing: z.boolean(),
  maxLoanPence: penceField,
})

const resultShape = () => ({
  strategy: z.enum(APPRAISAL_STRATEGIES),
  strategyLabel: z.string(),
  assumptions: z.array(z.object({ key: z.string(), label: z.string(), value: z.string(), source: z.string() })),
  purchaseDate: z.string(),
  nation: z.enum(NATIONS),
  tax: TaxSchema,
  acquisition: z.object({
    pricePence: penceField,
    taxPence: penceField,
    legalFeesPence: penceField,
    surveyFeesPence: penceField,
    otherPence: penceField,
    totalPence: penceField,
  }),
  works: z.object({
    case: z.enum(WORKS_CASES),
    lowPence: penceField,
    likelyPence: penceField,
    highPence: penceField,
    usedPence: penceField,
  }),
  finance: z.object({
    type: z.enum(FINANCE_TYPES),
    annualRatePercent: z.number(),
    purchaseLoanPence: penceField,
    worksLoanPence: penceField,
    arrangementFeePence: penceField,
    exitFeePence: penceField,
    interestPence: penceField,
    totalPence: penceField,
    isOverTerm: z.boolean(),
  }),
  holding: z.object({
    months: z.number().int(),
    councilTaxPence: penceField,
    insurancePence: penceField,
    utilitiesPence: penceField,
    totalPence: penceField,
  }),
  totalCostPence: penceField,
  totalMoneyInPence: penceField,
  profitPence: penceField,
  profitOnCostPercent: percent,
  profitOnGdvPercent: percent,
  gdvPence: penceField,
  saleCostsPence: penceField,
  income: IncomeSchema.nullable(),
  grossYieldPercent: percent,
  netYieldPercent: percent,
  cashOnCashPercent: percent,
  refinance: RefinanceSchema.nullable(),
  moneyLeftInPence: penceField,
  icr: IcrSchema.nullable(),
  perRoom: z
    .object({ rooms: z.number().int(), costPerRoomPence: penceField, rentPerRoomMonthlyPence: penceField })
    .nullable(),
  uplift: z.object({
    valueUpliftPence: penceField,
    worksPence: penceField,
    netUpliftPence: penceField,
    upliftPerWorksPercent: percent,
  }),
  sensitivity: z.array(SensitivityRowSchema),
  breakEvenGdvPence: penceField,
  monthly: z.array(
    z.object({
      month: z.number().int(),
      label: z.string(),
      moneyInPence: penceField,
      moneyOutPence: penceField,
      cumulativeInPence: penceField,
      cumulativeOutPence: penceField,
      worksPence: penceField,
      loanBalancePence: penceField,
    }),
  ),
  notes: z.array(z.string()),
})

/** The module's figures (src/shared/appraisal/result.ts), field for field. */
export const AppraisalResultSchema: z.ZodType<AppraisalResult> = z.object(resultShape())

/** The appraisal saved with an estimate: what the buyer typed, when, and the module's figures for it. */
export const SavedAppraisalSchema = z.object({
  input: AppraisalInputSchema,
  result: AppraisalResultSchema,
  /** When it was last saved (ISO). */
  updatedAt: z.string(),
})
export type SavedAppraisalResponse = z.infer<typeof SavedAppraisalSchema>

/** PUT /api/estimates/:id/appraisal. */
export const SaveAppraisalRequestSchema = z.object({ input: AppraisalInputSchema }).strict()

/** What the Business API takes instead of an estimate: the works cost range (inc VAT) and the programme. */
export const AppraisalContextRequestSchema = z
  .object({
    works: z
      .object({
        lowPence: z.number().int().min(0),
        likelyPence: z.number().int().min(0),
        highPence: z.number().int().min(0),
      })
      .strict()
      .refine((w) => w.lowPence <= w.likelyPence && w.likelyPence <= w.highPence, {
        message: 'works must be lowPence ≤ likelyPence ≤ highPence',
      }),
    programmeMonths: z.number().int().min(1).max(120),
    /** A region key (e.g. 'london', 'scotland') or location: decides SDLT / LBTT / LTT. */
    region: z.string().min(1).max(100),
    /** ISO date: the default purchase date. Default: today. */
    priceDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'context.priceDate must be a date, YYYY-MM-DD')
      .optional(),
  })
  .strict()

/**
 * POST /api/v1/appraisals: the inputs, with either an estimate of the organisation's (`estimateId`) or the works
 * cost given here (`context`), not both.
 */
export const AppraisalRequestSchema = z
  .object({
    estimateId: z.string().min(1).max(100).optional(),
    input: AppraisalInputSchema,
    context: AppraisalContextRequestSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.estimateId === undefined) === (body.context === undefined))
      ctx.addIssue({
        code: 'custom',
        path: body.estimateId === undefined ? ['estimateId'] : ['context'],
        message: 'Give either estimateId (one of your estimates) or context (the works cost and months), not both',
      })
  })

export const AppraisalAnswerSchema = z.object({
  appraisal: z.object({ input: AppraisalInputSchema, result: AppraisalResultSchema }),
})
