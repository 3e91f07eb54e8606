import {
  TRADE_PROJECT_TYPES,
  type FirstFormRegion,
  type ProfessionalLocation,
  type ProjectType,
} from './cost-engine/types'

/** Display labels for every project type the engine prices (both forms). */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  buy_to_let_preparation: 'Buy-to-let preparation',
  property_flipping: 'Property flipping',
  airbnb_property_setup: 'Airbnb / holiday let set-up',
  whole_house_renovation: 'Whole house renovation',
  house_conversion: 'House conversion (into flats)',
  student_accommodation: 'Student accommodation (HMO)',
  barn_conversion: 'Barn conversion',
  office_to_residential: 'Office to residential',
  retail_space_renovation: 'Retail space renovation',
  commercial_property_renovation: 'Commercial property renovation',
  multi_unit_development: 'Multi-unit development',
  period_property_restoration: 'Period property restoration',
  kitchen_renovation: 'Kitchen renovation',
  bathroom_renovation: 'Bathroom renovation',
  loft_conversion: 'Loft conversion',
  basement_conversion: 'Basement conversion',
  extension: 'House extension',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  bedroom: 'Bedroom',
  living_room: 'Living room',
  house_to_flats_conversion: 'House to flats conversion',
  house_to_hmo_conversion: 'House to HMO conversion',
  cosmetic_only: 'Cosmetic refresh only',
  single_room: 'Single room',
  decorating: 'Decorating (walls, ceilings and woodwork)',
  rewiring: 'Rewiring',
  central_heating: 'Central heating',
  windows: 'Replacement windows',
  roof_replacement: 'Roof replacement',
  replastering: 'Replastering',
  damp_proofing: 'Damp proofing',
}

/** The first form's grouped select (docs/product/screens.md, docs/product/data.md), with `extension` in the Extension group. */
export const FIRST_FORM_GROUPS: { label: string; types: ProjectType[] }[] = [
  { label: 'Investment', types: ['buy_to_let_preparation', 'property_flipping', 'airbnb_property_setup'] },
  { label: 'Residential', types: ['whole_house_renovation'] },
  { label: 'Conversion', types: ['house_conversion', 'student_accommodation', 'barn_conversion'] },
  {
    label: 'Commercial',
    types: ['office_to_residential', 'retail_space_renovation', 'commercial_property_renovation'],
  },
  { label: 'Development', types: ['multi_unit_development'] },
  { label: 'Specialized', types: ['period_property_restoration'] },
  { label: 'Individual rooms', types: ['kitchen_renovation', 'bathroom_renovation'] },
  { label: 'Extensions', types: ['extension', 'loft_conversion', 'basement_conversion'] },
  { label: 'Decorating and single trades', types: [...TRADE_PROJECT_TYPES] },
]

export const FIRST_FORM_REGION_LABELS: Record<FirstFormRegion, string> = {
  london: 'London',
  southeast: 'South East',
  southwest: 'South West',
  eastanglia: 'East Anglia',
  midlands: 'Midlands',
  wales: 'Wales',
  north: 'North of England',
  scotland: 'Scotland',
  ni: 'Northern Ireland',
}

export function regionLabel(region: FirstFormRegion | ProfessionalLocation | string): string {
  return (FIRST_FORM_REGION_LABELS as Record<string, string>)[region] ?? region
}

export function projectTypeLabel(type: string): string {
  return (PROJECT_TYPE_LABELS as Record<string, string>)[type] ?? type.replaceAll('_', ' ')
}
