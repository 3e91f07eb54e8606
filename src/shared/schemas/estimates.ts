import { SavedAppraisalSchema } from './appraisals'
import { z } from 'zod'
import { UUID_PATTERN } from '../uuid'
import {
  type Quality,
  FIRST_FORM_PROJECT_TYPES,
  FIRST_FORM_REGIONS,
  PROFESSIONAL_LOCATIONS,
  PROFESSIONAL_PROJECT_TYPES,
} from '../cost-engine/types'
import { SmartAnswersSchema } from '../smart-questions/question-catalogue'
import { answersAskForWork } from '../cost-engine/priced-profile'
import { onlyUnpricedWorks, unpricedRefusal } from '../cost-engine/unpriced-works'
import { oneOf, renovationScopeField } from './fields'
import { text } from './text'

export const FIRST_FORM_CONDITIONS = ['poor', 'fair', 'average', 'good', 'excellent'] as const
export const FIRST_FORM_QUALITIES = ['budget', 'mid', 'high', 'luxury'] as const
export const PROFESSIONAL_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const
export const PROFESSIONAL_QUALITIES = ['budget', 'standard', 'premium', 'luxury'] as const
/** The first form's finish quality as the engine's quality (the service and the wizard's preview both use it). */
export const FIRST_FORM_QUALITY_TO_ENGINE: Record<(typeof FIRST_FORM_QUALITIES)[number], Quality> = {
  budget: 'budget',
  mid: 'standard',
  high: 'premium',
  luxury: 'luxury',
}
export const SIZE_UNITS = ['sqm', 'sqft'] as const
export const SQFT_PER_SQM = 10.7639

/**
 * The first form's largest floor area: a home's up to 1,000 m², a whole building's up to 10,000 m² (the professional form's limit) where the project
 * type is one (a store or office fit-out, student or multi-unit blocks; decision 051).
 */
export const BUILDING_PROJECT_TYPES: readonly string[] = [
  'student_accommodation',
  'office_to_residential',
  'retail_space_renovation',
  'commercial_property_renovation',
  'multi_unit_development',
]
export const maxSizeSqmFor = (projectType: string | undefined): number =>
  projectType !== undefined && BUILDING_PROJECT_TYPES.includes(projectType) ? 10_000 : 1000

const optionalText = (max: number, label: string) =>
  text().trim().max(max, `${label} must be at most ${max} characters`).optional()

/** Signed in: file the new estimate under one of the account's projects (docs/product/contracts.md contract). */
const projectIdField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.string().regex(UUID_PATTERN, 'Choose one of your projects').optional(),
)

/**
 * A brief that names only work our rates don't price (a boiler service, a gas safety certificate, solar panels), with
 * no scope chosen and no answer asking for work, is refused on the brief's field, naming who to ask, instead of being
 * priced as the typical job of the type chosen (decision 069).
 */
function refuseUnpricedBrief(
  request: { renovationScope?: unknown; smartAnswers?: Record<string, string> },
  brief: string,
  path: string,
  ctx: z.RefinementCtx,
): void {
  if (request.renovationScope !== undefined || answersAskForWork(request.smartAnswers)) return
  const named = onlyUnpricedWorks(brief)
  if (named.length > 0) ctx.addIssue({ code: 'custom', path: [path], message: unpricedRefusal(named) })
}

/** POST /api/estimates: the first form (docs/product/data.md, docs/product/validation.md; docs/product/contracts.md contract). */
export const EstimateRequestSchema = z
  .object({
    projectType: oneOf(FIRST_FORM_PROJECT_TYPES, 'Project type'),
    propertyAddress: optionalText(300, 'Property address'),
    sizeSqm: z.coerce
      .number({ message: 'Size must be a number' })
      .refine(Number.isFinite, 'Size must be a number')
      // The largest size depends on the project type: checked with it, below.
      .pipe(z.number().min(1, 'Size must be at least 1 square metre')),
    region: oneOf(FIRST_FORM_REGIONS, 'Region'),
    description: optionalText(5000, 'Description'),
    condition: oneOf(FIRST_FORM_CONDITIONS, 'Condition').default('average'),
    renovationScope: renovationScopeField,
    finishQuality: oneOf(FIRST_FORM_QUALITIES, 'Finish quality').default('mid'),
    customRequirements: optionalText(2000, 'Custom requirements'),
    smartAnswers: SmartAnswersSchema.optional(),
    email: text().trim().email('Enter a valid email address').max(255).optional().or(z.literal('')),
    projectId: projectIdField,
  })
  .superRefine(
    (request, ctx) => {
      const max = maxSizeSqmFor(request.projectType)
      if (request.sizeSqm > max)
        ctx.addIssue({ code: 'custom', path: ['sizeSqm'], message: `Size must be at most ${max} square metres` })
    },
    // Whenever the body is an object whose size parsed, whatever else is wrong: every bad field is named at once (an
    // unknown type has a home's limit).
    {
      when: ({ value, issues }) =>
        typeof value === 'object' && value !== null && !issues.some((issue) => issue.path?.[0] === 'sizeSqm'),
    },
  )
  .superRefine((request, ctx) =>
    refuseUnpricedBrief(request, [request.description, request.customRequirements].join(' '), 'description', ctx),
  )
export type EstimateRequest = z.infer<typeof EstimateRequestSchema>
export type EstimateRequestInput = z.input<typeof EstimateRequestSchema>

/** POST /api/estimates/professional: docs/product/validation.md's validation table, with its exact messages. */
export const ProfessionalEstimateRequestSchema = z
  .object({
    email: text({ message: 'Valid email is required' }).trim().email('Valid email is required'),
    propertyAddress: text({ message: 'Property address is required' })
      .trim()
      .min(5, 'Property address is required')
      .max(300, 'Property address must be at most 300 characters'),
    projectType: text({ message: 'Project type is required' })
      .min(1, 'Project type is required')
      .pipe(z.enum(PROFESSIONAL_PROJECT_TYPES, { message: 'Project type is required' })),
    sizeSqm: z.coerce
      .number({ message: 'Size must be at least 1' })
      .refine(Number.isFinite, 'Size must be at least 1')
      .pipe(z.number().min(1, 'Size must be at least 1').max(10000, 'Maximum area exceeded'))
      .default(1),
    sizeUnit: z.enum(SIZE_UNITS, { message: 'Size unit must be sqm or sqft' }).default('sqm'),
    condition: z
      .enum(PROFESSIONAL_CONDITIONS, { message: 'Condition must be excellent, good, fair or poor' })
      .default('good'),
    scope: text({ message: 'Please describe the work required' })
      .trim()
      .min(10, 'Please describe the work required')
      .max(2000, 'Scope must be at most 2000 characters'),
    quality: z
      .enum(PROFESSIONAL_QUALITIES, { message: 'Quality must be budget, standard, premium or luxury' })
      .default('standard'),
    location: text({ message: 'Location is required' })
      .min(1, 'Location is required')
      .pipe(z.enum(PROFESSIONAL_LOCATIONS, { message: 'Location is required' })),
    description: optionalText(5000, 'Description'),
    /** The scope ladder ('Not sure yet' sends nothing); the free-text `scope` above is the brief. */
    renovationScope: renovationScopeField,
    smartAnswers: SmartAnswersSchema.optional(),
    projectId: projectIdField,
  })
  .superRefine((request, ctx) =>
    refuseUnpricedBrief(request, [request.scope, request.description].join(' '), 'scope', ctx),
  )
export type ProfessionalEstimateRequest = z.infer<typeof ProfessionalEstimateRequestSchema>
export type ProfessionalEstimateRequestInput = z.input<typeof ProfessionalEstimateRequestSchema>

/**
 * POST /api/estimates/{id}/revisions: the same estimate priced again with these answers over its own (a corrected
 * fact: 'Replace the boiler only' instead of what the description was read as). Answers a new estimate.
 */
export const ReviseEstimateRequestSchema = z.object({
  smartAnswers: SmartAnswersSchema.refine((a) => Object.keys(a).length > 0, 'Change at least one answer'),
})

const Pounds = z.number()

export const LineItemResponseSchema = z.object({
  id: z.string(),
  elementCode: z.string(),
  elementName: z.string(),
  trade: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  rate: Pounds,
  total: Pounds,
  labour: Pounds,
  materials: Pounds,
  plant: Pounds,
  isProvisionalSum: z.boolean(),
  /** How the quantity was reached (the take-off's working), where it was measured or counted. */
  working: z.string().optional(),
})

/** The estimate as the API answers it: the spec's names, money in pounds with 2 decimals (converted in one place). */
export const EstimateResponseSchema = z.object({
  id: z.string().regex(UUID_PATTERN),
  projectType: z.string(),
  projectTypeLabel: z.string(),
  region: z.string(),
  regionLabel: z.string(),
  propertyAddress: z.string().nullable(),
  description: z.string().nullable(),
  sizeSqm: z.number(),
  totalCostIncludingVAT: Pounds,
  totalCostExcludingVAT: Pounds,
  vatRate: z.number(),
  vatAmount: Pounds,
  vatReason: z.string(),
  vatReference: z.string(),
  /** Including VAT (the spec's name); the two fields below say which is which. */
  costPerSqm: Pounds,
  costPerSqmExcludingVAT: Pounds,
  costPerSqmIncludingVAT: Pounds,
  /**
   * The floor area the cost per m² is over: `sizeSqm`, or the floor measured for the job priced where it differs (a
   * room of the house priced as one, or new space priced beside the main job).
   */
  measuredSqm: z.number(),
  range: z.object({ low: Pounds, likely: Pounds, high: Pounds, lowExcludingVAT: Pounds, highExcludingVAT: Pounds }),
  confidence: z.number(),
  breakdown: z.object({ labour: Pounds, materials: Pounds, overhead: Pounds }),
  lineItems: z.array(LineItemResponseSchema),
  elements: z.array(z.object({ code: z.string(), name: z.string(), total: Pounds, low: Pounds, high: Pounds })),
  /** Preliminaries, overheads and profit, and fees: the on-costs inside the likely figure. */
  onCosts: z.array(z.object({ label: z.string(), percent: z.number().nullable(), amount: Pounds, basis: z.string() })),
  /**
   * The recommended contingency: a client's risk allowance beside the likely figure, never inside it (docs/product/decisions.md).
   * `rate` in %, `amount` excluding VAT; `reasons` say what sized it.
   */
  contingency: z.object({ rate: z.number(), amount: Pounds, reasons: z.array(z.string()) }),
  /** The likely figure including VAT plus the contingency and its VAT: what to have available. */
  budgetIncludingContingency: Pounds,
  locationFactor: z.number(),
  priceDate: z.string(),
  timeline: z.object({
    weeks: z.number(),
    phases: z.array(z.object({ name: z.string(), startWeek: z.number(), durationWeeks: z.number() })),
  }),
  assumptions: z.array(z.string()),
  exclusions: z.array(z.string()),
  savings: z.array(z.object({ id: z.string(), title: z.string(), detail: z.string(), saving: Pounds })),
  drivers: z.array(z.object({ source: z.string(), key: z.string(), label: z.string(), effect: z.string() })),
  unknowns: z.array(z.string()),
  /** The cost drivers the estimate was priced on (answered or read from the description): each can be corrected. */
  facts: z.array(z.object({ id: z.string(), value: z.string(), source: z.enum(['answer', 'description', 'form']) })),
  /**
   * The scope priced, its ladder label, and whether the user stated it (false: a typical job, wider range);
   * `fromDescription`: not stated, and below the typical job because the description lists less (a refresh at most).
   */
  scope: z.object({ value: z.string(), label: z.string(), stated: z.boolean(), fromDescription: z.boolean() }),
  isProfessional: z.boolean(),
  /**
   * The report for this estimate is bought and is this viewer's: the owner's, the browser's that paid, or the
   * signed-in account's whose verified email paid (docs/decisions/021). It is never sold again.
   */
  hasReport: z.boolean(),
  /** The bought report's id once it exists (view and download it), else null; null for anyone but its buyer. */
  reportId: z.string().nullable(),
  /**
   * The report is bought, by someone this viewer is not (a shared link): nothing of it is shown, and it is not
   * sold again (one report per estimate).
   */
  reportBoughtByOther: z.boolean(),
  /**
   * This viewer can prove the estimate theirs and so save it to an account (POST /api/estimates/{id}/claim): the
   * browser that made it, or once its report is bought, the buyer. False once saved.
   */
  canClaim: z.boolean(),
  /** Whether an email is on file; without one the payment modal asks where to send the report. */
  hasEmail: z.boolean(),
  /**
   * Saved to an account. Only its owner ever sees an owned estimate (anyone else gets 404), so true means "saved
   * to your account"; false means anyone with the link may read it (docs/decisions/015).
   */
  isSaved: z.boolean(),
  /** The owner's project it is filed under, or null. */
  projectId: z.string().nullable(),
  /**
   * Only on the answer to POST /api/estimates(/professional) made signed in: the estimate was made but not saved
   * to the account because the plan's monthly allowance is used up (the problem a claim would get).
   */
  notSaved: z
    .object({
      detail: z.string(),
      limit: z.object({
        name: z.literal('savedEstimatesPerMonth'),
        allowed: z.number(),
        plan: z.string(),
        upgradeTo: z.string(),
        upgradeUrl: z.string(),
      }),
    })
    .optional(),
  /** The investor appraisal saved with the estimate (decision 029): what was typed and the module's figures, or null. */
  appraisal: SavedAppraisalSchema.nullable().optional(),
  createdAt: z.string(),
})
export type EstimateResponse = z.infer<typeof EstimateResponseSchema>
export const EstimateEnvelopeSchema = z.object({ estimate: EstimateResponseSchema })
