import type { KeywordId } from './keyword-ids'
import type { FlagId } from './flag-id'
import { SMALL_WORK_IDS } from './small-works'

/** Description keywords that are recipe flags as they are said (what the brief keeps, counts as done, or names). */
export const SAID_AS_FLAGS = [
  'existing_dwellings',
  'kitchen_kept',
  'bathroom_kept',
  'units_kept',
  'units_supplied',
  'appliances_kept',
  'hvac_kept',
  'floors_kept',
  'ceilings_kept',
  'walls_kept',
  'feature_wall',
  'walls_papered',
  'feature_papered',
  'floor_sanding',
  'floor_retiled',
  'doors_kept',
  'owner_tiles',
  'consumer_unit',
  'sockets_added',
  'furnishing',
  'room_formed',
  'openings',
  'labour_only',
  ...SMALL_WORK_IDS,
] as const satisfies readonly (FlagId & KeywordId)[]

/** The drivers that ask for work (not facts about the site or the house): a closed list of works settles them. */
export const WORK_DRIVERS = ['rewiring', 'heating', 'damp', 'structural_walls', 'roof_work', 'windows', 'layout_change']
