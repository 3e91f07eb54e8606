import type { CostInput } from '../../../shared/cost-engine/types'
import {
  FIRST_FORM_QUALITY_TO_ENGINE,
  SQFT_PER_SQM,
  type EstimateRequest,
  type ProfessionalEstimateRequest,
} from '../../../shared/schemas/estimates'
import { resolveScope } from '../../../shared/smart-questions/detect-scope'
import { badRequest } from '../../errors'

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

const joinText = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p))
    .join('\n\n')

/** The first form (POST /api/estimates) as the engine's input and the facts stored with it. */
export function firstFormRequest(req: EstimateRequest): PricedRequest {
  const description = joinText(req.description, req.customRequirements)
  const answers = req.smartAnswers ?? {}
  const scope = resolveScope({ stated: req.renovationScope, answers, description })
  return {
    input: {
      projectType: req.projectType,
      sizeSqm: req.sizeSqm,
      region: req.region,
      condition: req.condition,
      scope: scope.scope,
      scopeKnown: scope.isKnown,
      quality: FIRST_FORM_QUALITY_TO_ENGINE[req.finishQuality],
      description,
      answers,
    },
    stored: {
      email: req.email,
      propertyAddress: req.propertyAddress,
      description,
      isProfessional: false,
      scope: scope.scope,
      condition: req.condition,
      quality: req.finishQuality,
    },
  }
}

/**
 * The professional form (POST /api/estimates/professional): sq ft converted, scope text read as description.
 * Scope (both forms): the form's renovationScope, else the renovation_scope answer, else the description,
 * else a typical job marked not stated. Throws 400 when the converted size is under 1 m².
 */
export function professionalRequest(req: ProfessionalEstimateRequest): PricedRequest {
  const sizeSqm = req.sizeUnit === 'sqft' ? Math.round((req.sizeSqm / SQFT_PER_SQM) * 100) / 100 : req.sizeSqm
  if (sizeSqm < 1)
    throw badRequest('Please correct the highlighted fields.', [
      { path: 'sizeSqm', message: 'Size must be at least 1' },
    ])
  const description = joinText(req.scope, req.description)
  const answers = req.smartAnswers ?? {}
  const scope = resolveScope({ stated: req.renovationScope, answers, description })
  return {
    input: {
      projectType: req.projectType,
      sizeSqm,
      region: req.location,
      condition: req.condition,
      scope: scope.scope,
      scopeKnown: scope.isKnown,
      quality: req.quality,
      description,
      answers,
    },
    stored: {
      email: req.email,
      propertyAddress: req.propertyAddress,
      description,
      isProfessional: true,
      scope: scope.scope,
      condition: req.condition,
      quality: req.quality,
    },
  }
}
