import type { ProjectType } from '../cost-engine/types'
import type { QuestionId } from './question-catalogue'

/**
 * Which catalogue questions change the estimate for each kind of project, and how much (a rough share of
 * the cost swing, 1-10). A question missing from a profile is never asked for that kind of project: a
 * bathroom never asks about the loft or the roof. VAT's empty-homes question appears only where the
 * rate could drop from 20% to 5%; conversions that change the number of dwellings are already at 5%.
 */
export type ProfileKey =
  | 'whole_house'
  | 'investor_whole_house'
  | 'period'
  | 'multi_let'
  | 'barn'
  | 'commercial'
  | 'office_to_residential'
  | 'kitchen'
  | 'bathroom'
  | 'room'
  | 'cosmetic'
  | 'loft'
  | 'extension'
  | 'basement'
  | 'rewire'
  | 'heating'
  | 'roof'
  | 'windows'
  | 'plastering'
  | 'damp'
  | 'small_works'
  | 'general'

export type Weights = Partial<Record<QuestionId, number>>

const WHOLE_HOUSE: Weights = {
  rewiring: 9,
  heating: 9,
  structural_walls: 8,
  roof_work: 7,
  bathrooms_count: 7,
  damp: 7,
  windows: 7,
  fittings_quality: 7,
  empty_two_years: 6,
  listed_status: 5,
  property_age: 5,
  // Bedrooms set doors, electrics, fire detection and decoration quantities as much as bathrooms set theirs.
  rooms_count: 7,
  layout_change: 4,
  living_in: 4,
  access: 3,
  // The house's new kitchen takes stone worktops where said (rarely worth asking first).
  worktops: 2,
}

// An investor does not live in during the works, so occupancy is not asked.
const INVESTOR_WHOLE_HOUSE: Weights = Object.fromEntries(
  Object.entries(WHOLE_HOUSE).filter(([id]) => id !== 'living_in'),
)

export const PROFILES: Record<ProfileKey, Weights> = {
  whole_house: WHOLE_HOUSE,
  investor_whole_house: INVESTOR_WHOLE_HOUSE,
  // A period restoration is priced as a pre-1919 house whatever its age is answered, so the age is not asked.
  period: Object.fromEntries(
    Object.entries({ ...WHOLE_HOUSE, listed_status: 9, windows: 8, damp: 8 }).filter(([id]) => id !== 'property_age'),
  ),
  multi_let: {
    rooms_count: 10,
    bathrooms_count: 9,
    rewiring: 8,
    heating: 7,
    structural_walls: 7,
    fittings_quality: 6,
    layout_change: 5,
    damp: 5,
    windows: 5,
    roof_work: 5,
    listed_status: 4,
    property_age: 4,
    access: 3,
  },
  barn: {
    roof_work: 9,
    structural_walls: 8,
    listed_status: 8,
    windows: 7,
    heating: 7,
    bathrooms_count: 6,
    fittings_quality: 6,
    access: 6,
    rooms_count: 5,
    damp: 5,
  },
  // A commercial fit-out prices its services, roof and layout by the floor area whatever is answered about a rewire,
  // the heating, damp, the roof or the layout (the commercial recipe), so those are not asked.
  commercial: {
    structural_walls: 7,
    fittings_quality: 7,
    access: 6,
    windows: 5,
    listed_status: 5,
  },
  office_to_residential: {
    rooms_count: 8,
    bathrooms_count: 8,
    rewiring: 8,
    heating: 7,
    structural_walls: 7,
    fittings_quality: 6,
    windows: 6,
    access: 6,
    roof_work: 4,
    listed_status: 4,
  },
  kitchen: {
    fittings_quality: 9,
    structural_walls: 8,
    layout_change: 7,
    worktops: 5,
    living_in: 3,
    property_age: 3,
    access: 2,
  },
  bathroom: { fittings_quality: 9, layout_change: 7, property_age: 3, living_in: 2, access: 2 },
  // A single room (bedroom, living room) fits no kitchen or bathroom, so the fittings' quality is not asked.
  room: { structural_walls: 6, damp: 5, windows: 4, property_age: 3, living_in: 2, access: 2 },
  // Decorating only: nothing is fitted, so fittings, services, structure and room counts do not change the price.
  cosmetic: { damp: 5, property_age: 3, living_in: 2, access: 2 },
  loft: {
    loft_type: 10,
    bathrooms_count: 6,
    fittings_quality: 6,
    listed_status: 5,
    access: 4,
    property_age: 3,
    living_in: 3,
  },
  // The new rooms' kitchen or bathroom is left out of an extension (its exclusions), so its fittings are not asked.
  extension: {
    extension_storeys: 10,
    structural_walls: 7,
    access: 5,
    layout_change: 4,
    listed_status: 4,
    living_in: 3,
    property_age: 2,
  },
  // A basement is always tanked and fits no bathroom or kitchen: damp, bathrooms and fittings are not asked.
  basement: {
    basement_work: 10,
    structural_walls: 8,
    access: 7,
    listed_status: 3,
    living_in: 3,
    property_age: 3,
  },
  // A single trade is asked what its own price depends on (the trade recipes in cost-engine/data/recipes.ts), never
  // the walls, damp or fittings of a refurbishment. A rewire's points and a heating system's radiators are counted
  // room by room, so the bedrooms are asked; a heating system's boiler follows the showers (bathrooms).
  rewire: { rooms_count: 8, property_age: 5, living_in: 4, access: 3 },
  heating: { heating: 10, rooms_count: 7, bathrooms_count: 5, property_age: 4, living_in: 3, access: 2 },
  roof: { access: 6, listed_status: 6, property_age: 4 },
  windows: { listed_status: 7, property_age: 4, access: 3 },
  plastering: { property_age: 4, living_in: 4, access: 3 },
  damp: { property_age: 5, access: 3 },
  // Small works (a front door, an EV charger, a consumer unit) are the trades' own prices for the thing named: nothing
  // asked changes them, so nothing is asked.
  small_works: {},
  // Type unknown: only drivers that matter for nearly every project.
  general: { fittings_quality: 7, structural_walls: 6, damp: 5, property_age: 4, living_in: 3, access: 3 },
}

const TYPE_PROFILES: Record<ProjectType, ProfileKey> = {
  whole_house_renovation: 'whole_house',
  property_flipping: 'investor_whole_house',
  buy_to_let_preparation: 'investor_whole_house',
  airbnb_property_setup: 'investor_whole_house',
  period_property_restoration: 'period',
  house_conversion: 'multi_let',
  house_to_flats_conversion: 'multi_let',
  house_to_hmo_conversion: 'multi_let',
  student_accommodation: 'multi_let',
  multi_unit_development: 'multi_let',
  barn_conversion: 'barn',
  office_to_residential: 'office_to_residential',
  retail_space_renovation: 'commercial',
  commercial_property_renovation: 'commercial',
  kitchen_renovation: 'kitchen',
  kitchen: 'kitchen',
  bathroom_renovation: 'bathroom',
  bathroom: 'bathroom',
  bedroom: 'room',
  living_room: 'room',
  single_room: 'room',
  cosmetic_only: 'cosmetic',
  loft_conversion: 'loft',
  extension: 'extension',
  basement_conversion: 'basement',
  rewiring: 'rewire',
  roof_replacement: 'roof',
  windows: 'windows',
  central_heating: 'heating',
  replastering: 'plastering',
  damp_proofing: 'damp',
  decorating: 'cosmetic',
}

/** The jobs a brief can be priced as that no one chooses on a form (cost-engine/priced-profile.ts). */
const PRICED_AS_PROFILES: Readonly<Record<string, ProfileKey>> = {
  small_works: 'small_works',
  electrical_works: 'small_works',
  flooring: 'small_works',
  // Repointing, like damp work, depends on the walls' age and the access to them.
  repointing: 'damp',
}

export function profileFor(projectType: string | undefined): ProfileKey {
  if (!projectType) return 'general'
  return TYPE_PROFILES[projectType as ProjectType] ?? PRICED_AS_PROFILES[projectType] ?? 'general'
}

/** Base complexity points per profile (see analyzeDescription's complexity). */
export const PROFILE_COMPLEXITY: Record<ProfileKey, number> = {
  cosmetic: 0,
  room: 0.5,
  bathroom: 1,
  kitchen: 1,
  rewire: 1,
  heating: 1,
  roof: 1.5,
  windows: 1,
  plastering: 0.5,
  damp: 1,
  small_works: 0,
  general: 1.5,
  loft: 2,
  extension: 2,
  whole_house: 2,
  investor_whole_house: 2,
  period: 2.5,
  commercial: 2.5,
  multi_let: 3,
  office_to_residential: 3,
  barn: 3,
  basement: 3,
}

/** Order matters: the first matching phrase wins, whole-property conversions before single rooms. */
const TYPE_HINTS: [RegExp, ProjectType][] = [
  [/\bhmo\b|\bhouse in multiple occupation\b/, 'house_to_hmo_conversion'],
  [/\b(into|to) (\w+ )?(self[- ]contained )?flats\b/, 'house_to_flats_conversion'],
  [/\bbarn\b/, 'barn_conversion'],
  [/\boffice (to|into) (residential|flats|homes|apartments)\b/, 'office_to_residential'],
  [/\bstudent (accommodation|let|lets|house)\b/, 'student_accommodation'],
  [/\b(basement|cellar) (conversion|dig|excavation)\b|\bconvert(ing)? the (basement|cellar)\b/, 'basement_conversion'],
  [/\bloft conversion\b|\bconvert(ing)? the loft\b|\b(dormer|mansard|hip[- ]to[- ]gable)\b/, 'loft_conversion'],
  [/\bextension\b|\bextend(ing)? (the |to the )?(back|rear|side|kitchen|house)\b/, 'extension'],
  [/\bairbnb\b|\bholiday let\b|\bserviced accommodation\b/, 'airbnb_property_setup'],
  [/\bbuy[- ]to[- ]let\b|\bbtl\b/, 'buy_to_let_preparation'],
  [/\b(flip|flipping)\b/, 'property_flipping'],
  [
    /\b(restor(e|ation|ing)) (of )?(a |the |our )?(period|victorian|georgian|edwardian|listed)\b/,
    'period_property_restoration',
  ],
  [
    /\b(whole|full|complete|entire|total) (house|home|property|renovation|refurb|refurbishment|modernisation)\b|\bgut(ted)?\b|\bdoer[- ]upper\b/,
    'whole_house_renovation',
  ],
  [/\bkitchen\b.*\bbathroom\b|\bbathroom\b.*\bkitchen\b/, 'whole_house_renovation'],
  [/\bkitchen\b/, 'kitchen_renovation'],
  [/\b(bathroom|shower room|wet room|en[- ]?suite)\b/, 'bathroom_renovation'],
  [/\b(redecorat\w*|decorat\w*|paint(ing)?|new carpets?)\b/, 'cosmetic_only'],
  [/\b(renovat\w*|refurb\w*|moderni[sz]\w*)\b/, 'whole_house_renovation'],
]

/** The project type a normalised description names, if any. */
export function inferProjectType(normalised: string): ProjectType | undefined {
  return TYPE_HINTS.find(([re]) => re.test(normalised))?.[1]
}

const LONDON_POSTCODE = /\b(e|ec|n|nw|se|sw|w|wc)\d{1,2}[a-z]? ?\d[a-z]{2}\b/i

/** Either form's London value, or a London address or postcode. */
export function isLondonLocation(location: string | undefined, propertyAddress: string | undefined): boolean {
  if (location && /\blondon\b/i.test(location)) return true
  return !!propertyAddress && (/\blondon\b/i.test(propertyAddress) || LONDON_POSTCODE.test(propertyAddress))
}
