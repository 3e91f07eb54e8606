import type { ProjectType } from './cost-engine/types'

/**
 * The trades a contractor can list under, derived from the project types the engine prices: each specialty names the
 * types whose work it covers, so an estimate can later point at the right contractors. The investment types
 * (buy-to-let preparation, flipping, holiday lets, multi-unit development) are projects, not trades: they need a
 * builder or main contractor, which `general_building` covers.
 */
export const CONTRACTOR_SPECIALTIES = [
  {
    value: 'general_building',
    label: 'General building and whole-house renovation',
    projectTypes: [
      'whole_house_renovation',
      'buy_to_let_preparation',
      'property_flipping',
      'airbnb_property_setup',
      'multi_unit_development',
      'single_room',
      'bedroom',
      'living_room',
    ],
  },
  { value: 'kitchens', label: 'Kitchens', projectTypes: ['kitchen_renovation', 'kitchen'] },
  { value: 'bathrooms', label: 'Bathrooms', projectTypes: ['bathroom_renovation', 'bathroom'] },
  { value: 'extensions', label: 'Extensions', projectTypes: ['extension'] },
  { value: 'loft_conversions', label: 'Loft conversions', projectTypes: ['loft_conversion'] },
  { value: 'basement_conversions', label: 'Basement conversions', projectTypes: ['basement_conversion'] },
  {
    value: 'conversions',
    label: 'Conversions (flats, HMOs, barns, offices)',
    projectTypes: [
      'house_conversion',
      'house_to_flats_conversion',
      'house_to_hmo_conversion',
      'student_accommodation',
      'barn_conversion',
      'office_to_residential',
    ],
  },
  { value: 'period_restoration', label: 'Period property restoration', projectTypes: ['period_property_restoration'] },
  {
    value: 'commercial_fit_out',
    label: 'Commercial and retail fit-out',
    projectTypes: ['retail_space_renovation', 'commercial_property_renovation'],
  },
  { value: 'electrical', label: 'Electrical and rewiring', projectTypes: ['rewiring'] },
  { value: 'roofing', label: 'Roofing', projectTypes: ['roof_replacement'] },
  { value: 'windows', label: 'Windows and doors', projectTypes: ['windows'] },
  { value: 'heating', label: 'Heating and plumbing', projectTypes: ['central_heating'] },
  { value: 'decorating', label: 'Decorating and cosmetic refresh', projectTypes: ['cosmetic_only', 'decorating'] },
  { value: 'plastering', label: 'Plastering', projectTypes: ['replastering'] },
  { value: 'damp_proofing', label: 'Damp proofing', projectTypes: ['damp_proofing'] },
] as const satisfies ReadonlyArray<{ value: string; label: string; projectTypes: readonly ProjectType[] }>

export type ContractorSpecialty = (typeof CONTRACTOR_SPECIALTIES)[number]['value']

export const CONTRACTOR_SPECIALTY_VALUES = CONTRACTOR_SPECIALTIES.map((s) => s.value) as [
  ContractorSpecialty,
  ...ContractorSpecialty[],
]

export function specialtyLabel(value: string): string {
  return CONTRACTOR_SPECIALTIES.find((s) => s.value === value)?.label ?? value.replaceAll('_', ' ')
}

/** The specialty whose work covers this project type (every priced type has exactly one). */
export function specialtyForProjectType(type: ProjectType): ContractorSpecialty {
  return CONTRACTOR_SPECIALTIES.find((s) => (s.projectTypes as readonly ProjectType[]).includes(type))!.value
}
