/**
 * Where a plumbing repair is, and whether the plumbing priced is there (decision 069, later uk-rates-2026.101): a leak
 * is cured by new pipework and fittings only in a room whose plumbing is renewed ("refit the bathroom and fix the
 * leaking pipe under the bath"), not by a room's refit elsewhere ("…and fix the leaking radiator in the lounge").
 */

/** The rooms a repair can be in, as the plumbing lines renew them. */
type Place = 'kitchen' | 'bathroom' | 'cloakroom' | 'elsewhere'

/**
 * The room a repair is in, said after it ("the leaking radiator in the lounge", "the dripping tap in the kitchen"):
 * part of the repair's words, so the room is not read as one asked for, and where the repair is.
 */
export const ROOM_IT_LEAKS_IN = String.raw`(?: (?:in|of) (?:the |our |my |a )?(?:main |family |upstairs |downstairs |front |back |rear |spare |master |second |third |ground floor |first floor )?(?:kitchen|bathroom|en-?suite|shower ?room|wet ?room|cloakroom|downstairs (?:toilet|wc|loo)|utility(?: room)?|lounge|living ?room|sitting ?room|dining ?room|family ?room|front ?room|reception ?room|bed ?room|hall(?:way)?|landing|loft|attic|study|office|garage|conservatory|extension|basement|cellar)s?)?`

/** The room said ("in the lounge", "the kitchen sink"), first match wins. */
const ROOMS_SAID: readonly [RegExp, Place][] = [
  [/\bkitchens?\b/, 'kitchen'],
  [/\b(?:bathrooms?|en-?suites?|shower ?rooms?|wet ?rooms?)\b/, 'bathroom'],
  [/\b(?:cloakrooms?|downstairs (?:toilet|wc|loo))\b/, 'cloakroom'],
  [
    /\b(?:utility|lounge|living ?room|sitting ?room|dining ?room|family ?room|front ?room|reception ?room|bed ?rooms?|hall(?:way)?|landing|loft|attic|study|office|garage|conservatory|extension|basement|cellar)\b/,
    'elsewhere',
  ],
]

/** The room a fitting is in where no room is said: a bath's or shower's is a bathroom; a sink is a kitchen's or a bathroom's. */
const FITTINGS_PLACED: readonly [RegExp, readonly Place[]][] = [
  [/\b(?:baths?|showers?)\b/, ['bathroom']],
  [/\b(?:basins?|toilets?|wcs?|loos?|cisterns?)\b/, ['bathroom', 'cloakroom']],
  [/\bsinks?\b/, ['kitchen', 'bathroom']],
]

/** Where the repair `words` are (one match of its rule): undefined where neither a room nor a room's fitting says it. */
function placeOfRepair(words: string): readonly Place[] | undefined {
  const room = ROOMS_SAID.find(([said]) => said.test(words))
  if (room) return [room[1]]
  return FITTINGS_PLACED.find(([said]) => said.test(words))?.[1]
}

/** The rooms whose plumbing each line renews; a new space's is its own, no room a repair is in. */
const PLACES_RENEWED: Readonly<Record<string, readonly Place[]>> = {
  kitchen_plumbing: ['kitchen'],
  island_plumbing: ['kitchen'],
  bathroom_plumbing: ['bathroom'],
  bathroom_suite: ['bathroom'],
  ensuite_suite: ['bathroom'],
  cloakroom_plumbing: ['cloakroom'],
  cloakroom_suite: ['cloakroom'],
  basin_swap: ['bathroom', 'cloakroom'],
  wc_swap: ['bathroom', 'cloakroom'],
}

/** The house's heating renewed: its radiators and their valves wherever they are. */
const HEATING = 'heating_distribution'
const HEATING_FITTINGS = /\b(?:radiators?|valves?|trvs?)\b/

/**
 * Whether the repair `words` are cured by the `carriers` priced (lines of its `carriedBy`): where its room's plumbing
 * is renewed, a radiator by the house's heating renewed; where its place is not said, by the house's plumbing (its
 * heating, or its kitchen's and a bathroom's both).
 */
export function curedThere(words: string, carriers: readonly string[]): boolean {
  const place = placeOfRepair(words)
  if (!place)
    return (
      carriers.includes(HEATING) ||
      (['kitchen', 'bathroom'] as const).every((p) => carriers.some((c) => PLACES_RENEWED[c]?.includes(p)))
    )
  if (carriers.includes(HEATING) && HEATING_FITTINGS.test(words)) return true
  return carriers.some((c) => PLACES_RENEWED[c]?.some((p) => place.includes(p)))
}
