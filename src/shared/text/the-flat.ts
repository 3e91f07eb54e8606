/**
 * "Flat" as a home ("the flat", "a 2-bed flat", "our ground floor flat"), not the word describing what follows it: a
 * flat roof, a flat-pack, a flat ceiling or floor, a flat screen, a flat rate or fee, a flat white (decision 070, later
 * uk-rates-2026.101). Every pattern that reads a flat as the home uses this, in a `String.raw` source, where it would
 * have said `flat`; it ends at a word boundary.
 */
export const FLAT_HOME = String.raw`flat\b(?![- ]?(?:roof(?:s|ed|ing)?|pack(?:s|ed)?|ceilings?|floors?|screens?|rates?|fees?|whites?|tops?|irons?|bars?)\b)`

/** Words that end a flat's description before "flat" says how something is ("the floor is flat", "it lies flat"). */
const STATE_VERB = String.raw`(?:is|are|was|were|be|been|being|looks?|feels?|sits?|lies|lie|lay|laid|fold(?:s|ed)?|pack(?:s|ed)?)`

/**
 * The home said to be a flat (or an apartment): "flat" as the home (`FLAT_HOME`) after a word that says whose or which one ("my flat",
 * "a 2-bed flat", "the ground floor flat"), a word or two of description between ("our larger flat", "the London
 * flat"), or in the first three words of the brief ("London flat, basic refurbishment"; "Larger flat, full
 * refurbishment"). Not "flat" saying how something is ("the floor is flat"). One pattern for every reading that asks
 * whether the home is a flat: its storeys (stated-counts.ts) and its roof (driver-rules.ts).
 */
export const A_FLAT_HOME = new RegExp(
  String.raw`(?:^(?:(?!${STATE_VERB}\b)[a-z0-9-]+ ){0,2}|\b(?:my|our|the|this|a|an|his|her|their|studio|rented|rental|leasehold|small|smaller|large|larger|council|mansion|purpose[- ]built|(?:\d|one|two|three|four)[- ]?bed(?:room)?(?:ed)?|(?:ground|first|second|third|top|upper|lower|basement|garden)(?:[- ]floor)?) (?:(?!${STATE_VERB}\b)[a-z0-9-]+ ){0,2})(?:${FLAT_HOME}|apartment\b)`,
)
