import type { AppraisalStrategy } from '#shared/appraisal/schema'
import { FIRST_FORM_GROUPS } from '#shared/project-types'

/** The first form's groups whose estimates open with the appraisal showing (decision 029). */
const OPEN_GROUPS = new Set(['Investment', 'Conversion', 'Development'])

/** The professional form's conversions, which the first form's groups do not list. */
const PROFESSIONAL_CONVERSIONS = ['house_to_flats_conversion', 'house_to_hmo_conversion']

const OPEN_TYPES = new Set<string>([
  ...FIRST_FORM_GROUPS.filter((g) => OPEN_GROUPS.has(g.label)).flatMap((g) => g.types),
  ...PROFESSIONAL_CONVERSIONS,
])

/** Investment, Conversion and Development estimates show the appraisal open; every other type has it folded. */
export function isAppraisalOpenByDefault(projectType: string): boolean {
  return OPEN_TYPES.has(projectType)
}

/** The strategy an untouched appraisal starts on: what the project type is usually for (else a single let). */
const STRATEGY_FOR_TYPE: Partial<Record<string, AppraisalStrategy>> = {
  property_flipping: 'flip',
  airbnb_property_setup: 'serviced',
  student_accommodation: 'hmo',
  house_to_hmo_conversion: 'hmo',
  multi_unit_development: 'flip',
  barn_conversion: 'flip',
}

export function suggestedStrategy(projectType: string): AppraisalStrategy {
  return STRATEGY_FOR_TYPE[projectType] ?? 'single_let'
}
