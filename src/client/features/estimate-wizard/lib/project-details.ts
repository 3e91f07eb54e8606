import {
  EstimateRequestSchema,
  FIRST_FORM_CONDITIONS,
  FIRST_FORM_QUALITIES,
  type EstimateRequest,
} from '#shared/schemas/estimates'
import { FIRST_FORM_REGIONS } from '#shared/cost-engine/types'
import { FIRST_FORM_REGION_LABELS } from '#shared/project-types'
import { validateFields, type FieldValidation } from '#client/lib/field-errors'
import { SCOPE_NOT_SURE, SCOPE_SELECT_OPTIONS, scopeFromSelect } from '#client/lib/scope-options'

/** The first form's fields in on-screen order. */
export const PROJECT_DETAILS_FIELDS = [
  'projectType',
  'propertyAddress',
  'sizeSqm',
  'region',
  'description',
  'condition',
  'renovationScope',
  'finishQuality',
] as const
export type ProjectDetailsField = (typeof PROJECT_DETAILS_FIELDS)[number]

/** The first form as the inputs hold it: every value a string, so nothing typed is ever coerced away. */
export type ProjectDetailsValues = Record<ProjectDetailsField, string>

/**
 * docs/product/decisions.md: condition average, finishQuality mid. Scope starts "Not sure yet": nothing is sent, the wizard asks
 * it first, and until it is answered the estimate is a typical job with a range spanning the plausible scopes.
 */
export const EMPTY_PROJECT_DETAILS: ProjectDetailsValues = {
  projectType: '',
  propertyAddress: '',
  sizeSqm: '',
  region: '',
  description: '',
  condition: 'average',
  renovationScope: SCOPE_NOT_SURE,
  finishQuality: 'mid',
}

export const REGION_OPTIONS = FIRST_FORM_REGIONS.map((value) => ({ value, label: FIRST_FORM_REGION_LABELS[value] }))

const CONDITION_LABELS: Record<(typeof FIRST_FORM_CONDITIONS)[number], string> = {
  poor: 'Poor: needs significant repair',
  fair: 'Fair: dated, some repairs',
  average: 'Average: tired but sound',
  good: 'Good: well maintained',
  excellent: 'Excellent: recently updated',
}
const QUALITY_LABELS: Record<(typeof FIRST_FORM_QUALITIES)[number], string> = {
  budget: 'Budget',
  mid: 'Mid-range',
  high: 'High-end',
  luxury: 'Luxury',
}
export const CONDITION_OPTIONS = FIRST_FORM_CONDITIONS.map((value) => ({ value, label: CONDITION_LABELS[value] }))
export const SCOPE_OPTIONS = SCOPE_SELECT_OPTIONS
export const QUALITY_OPTIONS = FIRST_FORM_QUALITIES.map((value) => ({ value, label: QUALITY_LABELS[value] }))

/** Shorter words for a blank select than the schema's "must be one of: …" list. */
const BLANK_MESSAGES: Partial<Record<ProjectDetailsField, string>> = {
  projectType: 'Choose a project type',
  region: 'Choose a region',
  sizeSqm: 'Enter the size in square metres',
}

export type ProjectDetailsResult = FieldValidation<EstimateRequest, ProjectDetailsField>

/** Validates the first form with EstimateRequestSchema (docs/product/validation.md's size messages), one message per field. */
export function validateProjectDetails(values: ProjectDetailsValues): ProjectDetailsResult {
  const result = validateFields(
    EstimateRequestSchema,
    {
      projectType: values.projectType,
      propertyAddress: values.propertyAddress.trim() || undefined,
      sizeSqm: values.sizeSqm.trim(),
      region: values.region,
      description: values.description.trim() || undefined,
      condition: values.condition || undefined,
      renovationScope: scopeFromSelect(values.renovationScope),
      finishQuality: values.finishQuality || undefined,
    },
    PROJECT_DETAILS_FIELDS,
  )
  const errors = result.ok ? {} : result.errors
  for (const [field, message] of Object.entries(BLANK_MESSAGES) as [ProjectDetailsField, string][]) {
    if (values[field].trim() === '') errors[field] = message
  }
  if (result.ok && Object.keys(errors).length === 0) return result
  return { ok: false, errors }
}
