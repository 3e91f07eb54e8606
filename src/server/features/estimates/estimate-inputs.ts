import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import {
  FIRST_FORM_QUALITY_TO_ENGINE,
  SQFT_PER_SQM,
  type EstimateRequest,
  type ProfessionalEstimateRequest,
} from '#shared/schemas/estimates'
import { toScope } from '#shared/scope'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { SCOPE_QUESTION_ID } from '#shared/smart-questions/question-catalogue'
import { badRequest } from '#server/errors'

/** What an estimate row keeps from its form beside the cost plan. */
export interface StoredFacts {
  email?: string
  propertyAddress?: string
  description?: string
  isProfessional: boolean
  scope: string
  condition: string
  quality: string
}

export type PricedRequest = { input: Omit<CostInput, 'priceDate'>; stored: StoredFacts }

/** The form's text fields as one brief; a field repeating another word for word is read once. */
const joinText = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p))
    .filter((p, i, all) => all.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
    .join('\n\n')

/** What both forms give, named as the engine and the stored row use it; `quality` is the form's own word. */
interface FormFacts {
  projectType: CostInput['projectType']
  sizeSqm: number
  region: CostInput['region']
  condition: CostInput['condition']
  /** The quality as the engine reads it. */
  engineQuality: CostInput['quality']
  quality: string
  renovationScope?: string
  smartAnswers?: CostInput['answers']
  description: string
  email?: string
  propertyAddress?: string
  isProfessional: boolean
}

/**
 * The engine's input and the stored facts from either form. Scope: the form's renovationScope, else the
 * renovation_scope answer, else the description, else a typical job marked not stated.
 */
function pricedRequest(f: FormFacts): PricedRequest {
  const answers = f.smartAnswers ?? {}
  const { description, condition } = f
  const scope = resolveScope({ stated: f.renovationScope, answers, description })
  return {
    input: {
      projectType: f.projectType,
      sizeSqm: f.sizeSqm,
      region: f.region,
      condition,
      scope: scope.scope,
      scopeKnown: scope.isKnown,
      quality: f.engineQuality,
      description,
      answers,
    },
    stored: {
      email: f.email,
      propertyAddress: f.propertyAddress,
      description,
      isProfessional: f.isProfessional,
      scope: scope.scope,
      condition,
      quality: f.quality,
    },
  }
}

/** The first form (POST /api/estimates) as the engine's input and the facts stored with it. */
export function firstFormRequest(req: EstimateRequest): PricedRequest {
  return pricedRequest({
    ...req,
    engineQuality: FIRST_FORM_QUALITY_TO_ENGINE[req.finishQuality],
    quality: req.finishQuality,
    description: joinText(req.description, req.customRequirements),
    isProfessional: false,
  })
}

/**
 * A stored estimate priced again with `answers` over its own (POST /api/estimates/{id}/revisions): the same form
 * facts; a scope answer sets the scope (the user's latest word on it).
 */
export function revisedRequest(
  previous: { input: CostInput; stored: StoredFacts },
  answers: NonNullable<CostInput['answers']>,
): PricedRequest {
  const { priceDate: _priceDate, ...input } = previous.input
  const merged = { ...input.answers, ...answers }
  const answeredScope = toScope(answers[SCOPE_QUESTION_ID])
  const scope = answeredScope ?? input.scope
  return {
    input: { ...input, answers: merged, scope, scopeKnown: answeredScope ? true : input.scopeKnown },
    stored: { ...previous.stored, scope },
  }
}

/**
 * The professional form (POST /api/estimates/professional): sq ft converted, scope text read as description.
 * Throws 400 when the converted size is under 1 m².
 */
export function professionalRequest(req: ProfessionalEstimateRequest): PricedRequest {
  const sizeSqm = req.sizeUnit === 'sqft' ? Math.round((req.sizeSqm / SQFT_PER_SQM) * 100) / 100 : req.sizeSqm
  if (sizeSqm < 1)
    throw badRequest('Please correct the highlighted fields.', [
      { path: 'sizeSqm', message: 'Size must be at least 1' },
    ])
  return pricedRequest({
    ...req,
    sizeSqm,
    region: req.location,
    engineQuality: req.quality,
    description: joinText(req.scope, req.description),
    isProfessional: true,
  })
}

/** The most an estimate's totals hold: pence in 32-bit integer columns, £21,474,836.47 (decision 051). */
const MAX_STORED_PENCE = 2_147_483_647

/** A plan priced above what an estimate holds is refused, naming the size, before anything is written. */
export function refuseUnstorable(plan: Pick<CostPlan, 'totalIncVatPence'>): void {
  if (plan.totalIncVatPence > MAX_STORED_PENCE)
    throw badRequest('This job is too large for one estimate.', [
      {
        path: 'sizeSqm',
        message:
          'This job prices above £21 million, more than one estimate can hold. Estimate it in parts (a building or a floor at a time).',
      },
    ])
}
