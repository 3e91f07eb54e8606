import { normaliseDescription } from '../text/normalise-description'
import { asksForOtherWork, PROPERTY_FACTS, type KeywordId } from './description'

/**
 * New space a house's brief can name on its own (decision 071): a loft conversion, an extension or a basement. On the
 * whole-house form "Convert the loft into a bedroom with a dormer" and "Single storey rear extension 4m x 5m" were
 * each the extensive renovation of the house (£123,064); they are that job, as a garage conversion is (decision 065).
 */
interface NewSpace {
  projectType: string
  /** The job said ("convert the loft", "a rear extension"): its words are the job's. */
  said: RegExp
}

const NEW_SPACES: readonly NewSpace[] = [
  {
    projectType: 'loft_conversion',
    said: /\b(?:(?:loft|attic) conver\w*|conver\w* (?:the |our |my |an? )?(?:loft|attic)(?: space)?|(?:rear |l[- ]shaped |flat[- ]roof(?:ed)? )?dormers?(?: loft)?|mansards?|hip[- ]to[- ]gable|(?:velux|roof ?light) conver\w*)\b/g,
  },
  {
    projectType: 'basement_conversion',
    said: /\b(?:(?:basement|cellar) conver\w*|conver\w* (?:the |our |my |an? )?(?:basement|cellar)|dig(?:ging)? (?:out )?(?:a |the )?(?:basement|cellar)|new basement)\b/g,
  },
  {
    // A house divided into flats: the house conversion, measured on the house (not a room of it).
    projectType: 'house_conversion',
    said: /\b(?:conver\w* (?:the |our |my |a |this )?(?:house|property|building|home) (?:in)?to (?:\d|two|three|four|five|six) (?:self[- ]contained )?(?:flats|apartments|units)|(?:split|divid\w*) (?:the |our |my |a |this )?(?:house|property|building) (?:in)?to (?:\d|two|three|four|five|six) (?:self[- ]contained )?(?:flats|apartments|units))\b/g,
  },
  {
    projectType: 'extension',
    said: /\b(?:(?:(?:single|double|two|one)[- ]stor(?:e)?y |rear |side |back |wrap[- ]?around |kitchen |side[- ]return |ground[- ]floor )*extension|extend(?:ing)? (?:the |our |my )?(?:kitchen|house|back|rear|ground floor)|side[- ]return)\b/g,
  },
]

/**
 * What the new space's own brief may name beside it: its rooms, storeys, roof and openings, its en-suite or kitchen,
 * the steels to open into it, the underpinning a basement needs, facts about the house.
 */
const PART_OF_NEW_SPACE: ReadonlySet<KeywordId> = new Set<KeywordId>([
  ...PROPERTY_FACTS,
  'dormer',
  'mansard',
  'hip_to_gable',
  'l_shaped',
  'single_storey',
  'double_storey',
  'pitched_roof',
  'rooflights',
  'bifold',
  'french_doors',
  'ensuite',
  'ensuite_rooms',
  'shower_rooms',
  'bathroom_named',
  'bath',
  'cloakroom',
  'kitchen_named',
  'new_kitchen',
  'island',
  'living_space',
  'service_room',
  'structural',
  'underpin',
  'ufh',
  'party_wall',
  'floor_covering',
  'hard_floor',
  'carpet',
  'tiled_floor',
  'owner_tiles',
  'appliances_kept',
  'units_supplied',
])

/** The new space's own bathroom ("with an en-suite"), read by the refurbishment words as new work in the house. */
const ITS_OWN_ROOMS = /\b(?:en[- ]?suites?|shower rooms?)\b/g

/**
 * The new space a brief names and nothing else, when it comes on a house's form: a loft conversion, a basement or an
 * extension (decision 071). The job's words are blanked, then anything left asking for other work (a rewire, a
 * renovation of the house, a new kitchen elsewhere) keeps the house.
 */
export function newSpaceOf(description: string): string | undefined {
  const text = normaliseDescription(description)
  const space = NEW_SPACES.find((s) => text.search(s.said) >= 0)
  if (!space) return undefined
  return asksForOtherWork(text, [space.said, ITS_OWN_ROOMS], PART_OF_NEW_SPACE) ? undefined : space.projectType
}
