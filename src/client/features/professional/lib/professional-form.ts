import { PROFESSIONAL_LOCATIONS } from '#shared/cost-engine/types'
import {
  PROFESSIONAL_CONDITIONS,
  PROFESSIONAL_QUALITIES,
  ProfessionalEstimateRequestSchema,
  SQFT_PER_SQM,
  type ProfessionalEstimateRequest,
} from '#shared/schemas/estimates'
import { validateFields, type FieldValidation } from '#client/lib/field-errors'
import { SCOPE_NOT_SURE, SCOPE_SELECT_OPTIONS, scopeFromSelect } from '#client/lib/scope-options'

/** The professional form's fields in on-screen order. */
export const PROFESSIONAL_FIELDS = [
  'email',
  'propertyAddress',
  'projectType',
  'sizeSqm',
  'sizeUnit',
  'condition',
  'renovationScope',
  'scope',
  'quality',
  'location',
  'description',
] as const
export type ProfessionalField = (typeof PROFESSIONAL_FIELDS)[number]

/** The professional form as its inputs hold it (strings), docs/product/screens.md 'Professional estimate form'. */
export type ProfessionalValues = Record<Exclude<ProfessionalField, 'sizeUnit'>, string> & { sizeUnit: 'sqm' | 'sqft' }

/**
 * docs/product/validation.md defaults: condition good, quality standard (unit sqm); scope "Not sure yet" (asked first). The size starts
 * empty and is required: the spec's default of 1 would price a 1 m² job nobody asked for.
 */
export const EMPTY_PROFESSIONAL: ProfessionalValues = {
  email: '',
  propertyAddress: '',
  projectType: '',
  sizeSqm: '',
  sizeUnit: 'sqm',
  condition: 'good',
  renovationScope: SCOPE_NOT_SURE,
  scope: '',
  quality: 'standard',
  location: '',
  description: '',
}

export const PROFESSIONAL_CONDITION_OPTIONS = PROFESSIONAL_CONDITIONS.map((value) => ({
  value,
  label: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' }[value],
}))
export const PROFESSIONAL_QUALITY_OPTIONS = PROFESSIONAL_QUALITIES.map((value) => ({
  value,
  label: { budget: 'Budget', standard: 'Standard', premium: 'Premium', luxury: 'Luxury' }[value],
}))
export const PROFESSIONAL_SCOPE_OPTIONS = SCOPE_SELECT_OPTIONS
export const LOCATION_OPTIONS = PROFESSIONAL_LOCATIONS.map((value) => ({ value, label: value }))

/** The size in the other unit, for the hint under the size field: '≈ 92.9 m²' or '≈ 1,076 sq ft'. */
export function describeConvertedSize(size: string, unit: 'sqm' | 'sqft'): string | undefined {
  const value = Number(size)
  if (size.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined
  const fmt = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })
  return unit === 'sqft' ? `≈ ${fmt.format(value / SQFT_PER_SQM)} m²` : `≈ ${fmt.format(value * SQFT_PER_SQM)} sq ft`
}

/**
 * The size as it reads in the other unit, when the unit is switched: the figure shown is always the size priced
 * (100 m² becomes 1076 sq ft, not 100 sq ft). m² to 1 decimal, sq ft whole; anything not a positive number as typed.
 */
export function convertSize(size: string, from: 'sqm' | 'sqft', to: 'sqm' | 'sqft'): string {
  const value = Number(size)
  if (from === to || size.trim() === '' || !Number.isFinite(value) || value <= 0) return size
  const converted = to === 'sqft' ? Math.round(value * SQFT_PER_SQM) : Math.round((value / SQFT_PER_SQM) * 10) / 10
  return String(converted)
}

/** Size in m² whatever the unit (for the analysis call), or undefined when not a number. */
export function sizeInSqm(size: number, unit: 'sqm' | 'sqft'): number {
  return unit === 'sqft' ? Math.round((size / SQFT_PER_SQM) * 100) / 100 : size
}

export type ProfessionalResult = FieldValidation<ProfessionalEstimateRequest, ProfessionalField>

/**
 * Validates with ProfessionalEstimateRequestSchema: docs/product/validation.md's exact messages. An empty size is an error ('Size must be
 * at least 1'), never the schema's default of 1 m².
 */
export function validateProfessional(values: ProfessionalValues): ProfessionalResult {
  return validateFields(
    ProfessionalEstimateRequestSchema,
    {
      ...values,
      sizeSqm: values.sizeSqm.trim(),
      description: values.description.trim() || undefined,
      renovationScope: scopeFromSelect(values.renovationScope),
    },
    PROFESSIONAL_FIELDS,
  )
}
