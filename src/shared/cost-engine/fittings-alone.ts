import { ONE_ROOM } from './small-works'
import type { UnpricedWork } from './unpriced-works'
import { ROOM_IT_LEAKS_IN } from './where-it-leaks'

/** The room a fitting is in, said after it ("in the en-suite"): part of the fitting's words, not a room refitted. */
const IN_A_ROOM = String.raw`(?: (?:in|of|for|to) (?:the |our |my |a )?(?:main |family |upstairs |downstairs )?(?:bathroom|en-?suite|shower room|kitchen|cloakroom|wc|toilet)s?)?`

/** The place of a leak ("under the sink", "a dripping tap"): a plumbing repair's words, not a fitting swapped. */
const NOT_A_LEAKS = String.raw`(?<!\b(?:(?:under|behind|beneath|below|from|round|around) (?:the |a |an |our |my )?(?:kitchen |bathroom )?|(?:leak(?:ing|y)|dripping) (?:kitchen |bathroom |mixer |bath |basin )?))`

/** The pipes and fittings a plumber repairs ("a leaking radiator", "the dripping tap"). */
export const PLUMBING = String.raw`(?:pipes?|pipework|radiators?|showers?|taps?|toilets?|wcs?|loos?|cisterns?|sinks?|basins?|baths?|valves?|joints?|stop ?cocks?|waste pipes?|overflows?)`
/**
 * A WC's own parts: a leak or fault in them is cured by a new WC, which comes with its own cistern, fittings and pan
 * connector ("replace the toilet and fix the leaking cistern", decision 069, later).
 */
const THE_WC = String.raw`(?:toilets?|wcs?|loos?|cisterns?)`
/** The pipes and fittings a plumber repairs, but the WC's own parts: a new WC cures none of these. */
export const PLUMBING_BUT_THE_WC = String.raw`(?!${THE_WC}\b)${PLUMBING}`
/** The lines that fit a new WC: a suite, or the WC swapped. */
const WC_RENEWED: readonly string[] = ['bathroom_suite', 'ensuite_suite', 'cloakroom_suite', 'wc_swap']
/**
 * The fitting a leaking pipe is under or behind ("the leaking pipe under the sink"): the repair's words, not a sink or a
 * kitchen named ("replace the toilet and fix the leaking pipe under the sink" read a kitchen, decision 069, later).
 */
export const WHERE_IT_LEAKS = String.raw`(?: (?:under|behind|from|in|to) (?:the |a |our |my )?(?:[a-z]+ )?${PLUMBING})?`

/**
 * A leak or fault in the WC itself ("fix the leaking cistern", "the running toilet"): a new WC comes with its own
 * cistern and connections, so one fitted beside it cures it ("replace the toilet and fix the leaking cistern",
 * decision 069, later); a refit without a new WC (a kitchen's plumbing, a basin swapped) does not.
 */
export const WC_REPAIR: UnpricedWork = {
  name: 'A toilet or cistern repair',
  ask: 'a plumber',
  partOfARefit: true,
  carriedBy: WC_RENEWED,
  curedBy:
    'The toilet or cistern repair you mention is taken as cured by the new WC priced, which comes with its own cistern and connections.',
  pattern: new RegExp(
    String.raw`\b(?:(?:leak(?:ing|y)|dripping) (?:[a-z]+ )?${THE_WC}|(?:fix|repair|stop|mend|seal|sort(?: out)?)(?:ing)? (?:the |a |an |our |my |some )?(?:(?:leak(?:s|ing|y)?|drip(?:s|ping)?) (?:under|from|behind|in|on|at|round|around) (?:the |a |our |my )?(?:[a-z]+ )?${THE_WC}|(?:leak(?:ing|y) |dripping |broken |faulty |running )?(?:[a-z]+ )?${THE_WC}))${ROOM_IT_LEAKS_IN}\b`,
    'g',
  ),
}

/**
 * The lines that renew the water, waste and heating pipes and their fittings: a plumbing repair or a fitting swapped
 * beside one of these is part of it (decision 069).
 */
export const PLUMBING_RENEWED: readonly string[] = [
  'kitchen_plumbing',
  'bathroom_plumbing',
  'cloakroom_plumbing',
  'island_plumbing',
  'plumbing_new_space',
  'heating_distribution',
  'bathroom_suite',
  'ensuite_suite',
  'cloakroom_suite',
  'wc_swap',
  'basin_swap',
]

/**
 * A room's fittings or finishes named on their own (decision 069): part of the refit we price, so beside one they are
 * not listed as excluded, and alone they are refused with who to ask.
 */
export const FITTINGS_ALONE: readonly UnpricedWork[] = [
  {
    name: 'An extractor fan',
    ask: 'an electrician',
    partOfARefit: true,
    pattern: new RegExp(String.raw`\b(?:extractor|extract) fans?${IN_A_ROOM}\b`, 'g'),
  },
  {
    name: 'A sink or taps swapped',
    ask: 'a plumber',
    partOfARefit: true,
    // A WC swapped on its own supply and soil carries no tap ("replace the basin taps and the toilet", decision 069).
    carriedBy: PLUMBING_RENEWED.filter((id) => id !== 'wc_swap'),
    // Not the sink or tap a leak is under or in ("fix a leaking pipe under the sink", "the dripping tap"): the leak's.
    pattern: new RegExp(
      String.raw`\b${NOT_A_LEAKS}(?:(?:kitchen |bathroom |belfast |butler'?s? )?sinks?(?: (?:mixer )?taps?| and (?:the )?(?:mixer )?taps?)?|(?:kitchen |mixer |bath |basin )?taps?(?: and (?:the )?sinks?)?)${IN_A_ROOM}\b`,
      'g',
    ),
  },
  {
    name: 'A shower screen, tray or enclosure',
    ask: 'a bathroom fitter',
    partOfARefit: true,
    pattern: new RegExp(
      String.raw`\b(?:shower (?:screens?|trays?|enclosures?|doors?)|bath screens?)(?: and (?:a |the )?(?:new )?(?:screens?|trays?|enclosures?|doors?))?${IN_A_ROOM}\b`,
      'g',
    ),
  },
  {
    name: 'Regrouting or resealing',
    ask: 'a tiler',
    partOfARefit: true,
    pattern: new RegExp(
      String.raw`\b(?:(?:re-?grout\w*|re-?seal\w*|grouting|silicone)(?: and (?:re-?grout\w*|re-?seal\w*))?(?: (?:the |our )?(?:[a-z]+ )?(?:shower|bath|tiles|sink|basin|worktops?))?)${IN_A_ROOM}\b`,
      'g',
    ),
  },
  {
    name: 'A part rewire (one room or floor)',
    ask: 'a registered electrician',
    partOfARefit: true,
    pattern:
      /\b(?:(?:partial|part) re-?wir\w*|re-?wir(?:e|ing) (?:the |our )?(?:kitchen|bathroom|loft|extension|garage|one room|ground floor|first floor|upstairs|downstairs|top floor|(?:living|dining|bed) ?room))\b/g,
  },
  {
    // Not emergency lighting (fire-safety small works, decision 065).
    name: 'New lighting',
    ask: 'a registered electrician',
    partOfARefit: true,
    pattern: new RegExp(
      String.raw`\b(?:(?:new|replace(?:ment)?|upgrad(?:e|ing)|install(?:ing)?|fit(?:ting)?) (?:the )?)?(?:led )?(?<!emergency )(?:lighting|down ?lights?|spot ?lights?|light fittings?|ceiling lights?|pendant lights?)${IN_A_ROOM}\b`,
      'g',
    ),
  },
  {
    name: 'A radiator or towel rail swapped or moved',
    ask: 'a heating engineer',
    partOfARefit: true,
    pattern: new RegExp(
      String.raw`\b(?:(?:replac(?:e|ing)|swap(?:ping)?|chang(?:e|ing)|mov(?:e|ing)|relocat(?:e|ing)) (?:the |a |an |our |one |two |\d )?(?:old |towel |designer |column |leaking )?radiators?|(?:heated )?towel (?:rails?|radiators?)|radiator valves?|trvs?)${IN_A_ROOM}\b`,
      'g',
    ),
  },
  {
    name: 'Tiling on its own',
    ask: 'a tiler',
    partOfARefit: true,
    pattern: new RegExp(
      String.raw`\b(?:(?:re-?)?til(?:e|ing) (?:the |our )?(?:bathroom |kitchen |en-?suite |shower |utility |hall(?:way)? )?(?:floors?|walls?|splash ?backs?|shower(?: area| enclosure| walls?)?)|(?:new )?splash ?backs?|(?:(?:new|porcelain|ceramic|stone|slate|marble|limestone|quarry|metro|floor|wall) )*tiles? (?:in|on|to|for) (?:the |our )?(?:hall(?:way)?|kitchen|bathroom|en-?suite|utility(?: room)?|shower|porch|landing|cloakroom|wc))${IN_A_ROOM}\b`,
      'g',
    ),
  },
  {
    name: "Coving, cornices, window boards, or one room's skirting boards or architraves",
    ask: 'a carpenter or plasterer',
    partOfARefit: true,
    // The house's skirtings renewed are small works (decision 065); one room's are not measured as a room's.
    pattern: new RegExp(
      String.raw`\b(?:coving|cornices?|window (?:sills?|boards?)|(?:skirting(?: boards?)?|architraves?)(?: and (?:the )?(?:skirting(?: boards?)?|architraves?))?,? (?:in|of|to|for|on) ${ONE_ROOM})\b`,
      'g',
    ),
  },
]
